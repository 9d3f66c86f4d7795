import { useState } from 'react';
import type { WebhookDelivery, WebhookEndpoint } from '@hearth/contract/webhooks';
import { longDate, startTime } from '@hearth/contract/event-dates';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { runAction } from '../../../lib/action.ts';
import { useDeleteWebhook, useDeliveries, useRedeliver } from '../api.ts';

const when = (iso: string) => `${longDate(Date.parse(iso))}, ${startTime(Date.parse(iso))}`;

/** One endpoint: where, what, whether it works, and its last deliveries on demand. */
export function WebhookCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [showDeliveries, setShowDeliveries] = useState(false);
  const remove = useDeleteWebhook();
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="break-all font-mono text-sm text-stone-900">{endpoint.url}</p>
          {endpoint.description ? <p className="mt-0.5 break-words text-sm text-stone-600">{endpoint.description}</p> : null}
        </div>
        {endpoint.is_active ? <Badge tone="success">Active</Badge> : <Badge>Disabled</Badge>}
      </div>
      {!endpoint.is_active && endpoint.disabled_reason ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {endpoint.disabled_reason}
        </p>
      ) : endpoint.failing_since ? (
        <p className="text-sm text-amber-800">Failing since {when(endpoint.failing_since)}.</p>
      ) : null}
      <p className="text-xs text-stone-600">{endpoint.events.join(', ')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-expanded={showDeliveries} onClick={() => setShowDeliveries((shown) => !shown)}>
          {showDeliveries ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <ConfirmButton
          label="Delete"
          ariaLabel={`Delete ${endpoint.url}`}
          title="Delete this endpoint?"
          description="No more events are sent to it, and its deliveries are deleted. This cannot be undone."
          onConfirm={async () =>
            Boolean(await runAction(() => remove.mutateAsync(endpoint._id), { success: 'Endpoint deleted' }))
          }
          pending={remove.isPending}
        />
      </div>
      {showDeliveries ? <Deliveries endpointId={endpoint._id} /> : null}
    </li>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const query = useDeliveries(endpointId);
  if (query.isPending) return <p className="text-sm text-stone-600">Loading...</p>;
  if (query.isError) return <p className="text-sm text-red-700">The deliveries could not be loaded.</p>;
  if (query.data.length === 0) return <p className="text-sm text-stone-600">No deliveries yet.</p>;
  return (
    <ul aria-label="Deliveries" className="divide-y divide-stone-100 rounded-lg border border-stone-200">
      {query.data.map((delivery) => (
        <DeliveryRow key={delivery._id} endpointId={endpointId} delivery={delivery} />
      ))}
    </ul>
  );
}

const statusTone = { succeeded: 'success', pending: undefined, failed: undefined } as const;
const statusLabel = { succeeded: 'Delivered', pending: 'Pending', failed: 'Failed' } as const;

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const redeliver = useRedeliver();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-mono text-xs text-stone-900">{delivery.event_type}</p>
        <p className="text-xs text-stone-600">
          {when(delivery.created_at)} · {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`}
          {delivery.response_status ? ` · HTTP ${delivery.response_status}` : ''}
          {delivery.last_error && delivery.status !== 'succeeded' ? ` · ${delivery.last_error}` : ''}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={statusTone[delivery.status]}>{statusLabel[delivery.status]}</Badge>
        <Button
          variant="secondary"
          size="sm"
          disabled={redeliver.isPending}
          aria-label={`Redeliver ${delivery.event_type} of ${when(delivery.created_at)}`}
          onClick={() =>
            void runAction(() => redeliver.mutateAsync({ id: endpointId, deliveryId: delivery._id }), { success: 'Sent again' })
          }
        >
          Redeliver
        </Button>
      </div>
    </li>
  );
}
