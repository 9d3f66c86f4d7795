import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { WebhookData, WebhookEventType } from '@hearth/contract/webhooks';
import type { Db } from '../db/client.ts';
import { events, webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';
export type WebhookDeliveryJob = { deliveryId: string };

/**
 * Records one delivery per active endpoint subscribed to `type` and queues it, in `tx`: the
 * deliveries exist exactly when the change that caused them commits. The body is fixed now, so
 * every retry sends (and signs) the same bytes under the same `webhook-id`. `data` is made only
 * when some endpoint listens, so a site without webhooks pays one small query per change.
 * Each item of `data` becomes one event.
 */
export async function emitWebhookEvent<Type extends WebhookEventType>(
  tx: Db,
  jobs: JobQueue,
  type: Type,
  data: () => Promise<WebhookData<Type>[]> | WebhookData<Type>[],
): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(isNull(webhookEndpoints.disabledAt), arrayContains(webhookEndpoints.events, [type])));
  if (endpoints.length === 0) return;
  const timestamp = new Date().toISOString();
  const payloads = (await data()).map((item) => JSON.stringify({ type, timestamp, data: item }));
  if (payloads.length === 0) return;
  const rows = await tx
    .insert(webhookDeliveries)
    .values(payloads.flatMap((payload) => endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventType: type, payload }))))
    .returning({ id: webhookDeliveries.id });
  for (const row of rows) await jobs.enqueue<WebhookDeliveryJob>(tx, WEBHOOK_DELIVERY_QUEUE, { deliveryId: row.id });
}

/** The event a registration, invitation or check-in event names: `{ id, slug, name }`, or null once deleted. */
export async function webhookEventRef(tx: Db, eventId: string) {
  const [event] = await tx
    .select({ id: events.id, slug: events.slug, name: events.name })
    .from(events)
    .where(eq(events.id, eventId));
  return event ?? null;
}
