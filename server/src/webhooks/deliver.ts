import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import { RETRY, type JobQueue } from '../jobs/queue.ts';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './emit.ts';
import { postWebhook, WEBHOOK_TIMEOUT_MS } from './send.ts';
import { signedHeaders } from './signature.ts';

/** An endpoint that has failed for this long without one success is disabled. */
export const DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
export const DISABLED_REASON = 'Disabled after failing for 3 days. Fix the receiver, then add the endpoint again.';

/**
 * The `webhook-delivery` queue: one attempt per run, retried with the e-mail backoff (RETRY) while
 * the receiver fails. A 2xx answer ends it; so does its endpoint being deleted or disabled.
 */
export function defineWebhookDeliveryJobs(jobs: JobQueue, options: { allowPrivate: boolean; timeoutMs?: number }) {
  jobs.define<WebhookDeliveryJob>(WEBHOOK_DELIVERY_QUEUE, {
    concurrency: 4,
    // Longer than an attempt's own timeout, so a slow receiver is not taken for a crashed worker.
    timeoutSeconds: Math.ceil((options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000) + 20,
    handler: async (job, { db, attempt }) => {
      // The queue's last attempt: a failure now is final.
      const failure = await attemptDelivery(db, job.deliveryId, { ...options, last: attempt > RETRY.limit });
      if (failure) throw new Error(failure);
    },
  });
}

/** Sends the delivery once; answers why it failed when it should be tried again, else null. */
async function attemptDelivery(
  db: Db,
  deliveryId: string,
  options: { allowPrivate: boolean; timeoutMs?: number; last: boolean },
): Promise<string | null> {
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      status: webhookDeliveries.status,
      payload: webhookDeliveries.payload,
      endpointId: webhookEndpoints.id,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      disabledAt: webhookEndpoints.disabledAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  // Deleted with its endpoint, or already delivered (a retry of a job whose success was not settled).
  if (!row || row.status === 'succeeded') return null;
  if (row.disabledAt) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: 'The endpoint is disabled.' })
      .where(eq(webhookDeliveries.id, row.id));
    return null;
  }

  const now = new Date();
  const result = await postWebhook({
    url: row.url,
    body: row.payload,
    headers: signedHeaders({ secret: row.secret, id: row.id, timestamp: now, body: row.payload }),
    allowPrivate: options.allowPrivate,
    timeoutMs: options.timeoutMs,
  });
  const attempted = { attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: now, responseStatus: result.status };
  if (!result.error) {
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...attempted, status: 'succeeded', lastError: null, deliveredAt: new Date() })
        .where(eq(webhookDeliveries.id, row.id));
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, row.endpointId));
    });
    return null;
  }

  return db.transaction(async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`COALESCE(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
      .where(eq(webhookEndpoints.id, row.endpointId));
    const disabled = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: now, disabledReason: DISABLED_REASON })
      .where(
        and(
          eq(webhookEndpoints.id, row.endpointId),
          isNull(webhookEndpoints.disabledAt),
          lte(webhookEndpoints.failingSince, new Date(now.getTime() - DISABLE_AFTER_MS)),
        ),
      )
      .returning({ id: webhookEndpoints.id });
    const givingUp = disabled.length > 0 || options.last;
    await tx
      .update(webhookDeliveries)
      .set({ ...attempted, status: givingUp ? 'failed' : 'pending', lastError: result.error })
      .where(eq(webhookDeliveries.id, row.id));
    return givingUp ? null : result.error;
  });
}
