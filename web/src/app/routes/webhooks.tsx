import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingPanel } from '../../components/ui/spinner.tsx';
import { useWebhooks } from '../../features/webhooks/api.ts';
import { CreateWebhookDialog } from '../../features/webhooks/components/create-webhook-dialog.tsx';
import { WebhookCard } from '../../features/webhooks/components/webhook-card.tsx';

/** docs/product/admin-and-api-keys.md#webhooks /webhooks (admins only). */
export function WebhooksRoute() {
  const [creating, setCreating] = useState(false);
  const query = useWebhooks();
  return (
    <section aria-labelledby="webhooks-title" className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="webhooks-title" className="text-2xl font-semibold tracking-tight text-stone-900">
            Webhooks
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-stone-600">
            Hearth sends events (new registrations, decisions, check-ins, event and project changes) to your endpoints as signed
            requests.
          </p>
        </div>
        <Button onClick={() => setCreating(true)} className="self-start sm:self-auto">
          Add Endpoint
        </Button>
      </header>
      {query.isPending ? (
        <LoadingPanel />
      ) : query.isError ? (
        <LoadError message="The endpoints could not be loaded." onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-sm text-stone-600">
          No endpoints yet
        </p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {query.data.map((endpoint) => (
            <WebhookCard key={endpoint._id} endpoint={endpoint} />
          ))}
        </ul>
      )}
      <CreateWebhookDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
