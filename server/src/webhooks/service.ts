import { and, desc, eq } from 'drizzle-orm';
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@hearth/contract/webhooks';
import type { Db } from '../db/client.ts';
import { users, webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';
import { notFound } from '../http/errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './emit.ts';
import { generateWebhookSecret } from './signature.ts';

/** The deliveries listed per endpoint, newest first. */
const DELIVERIES_SHOWN = 50;

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  description: webhookEndpoints.description,
  createdAt: webhookEndpoints.createdAt,
  failingSince: webhookEndpoints.failingSince,
  disabledAt: webhookEndpoints.disabledAt,
  disabledReason: webhookEndpoints.disabledReason,
  creatorId: users.id,
  creatorName: users.name,
};

type EndpointRow = {
  id: string;
  url: string;
  events: string[];
  description: string;
  createdAt: Date;
  failingSince: Date | null;
  disabledAt: Date | null;
  disabledReason: string | null;
  creatorId: string | null;
  creatorName: string | null;
};

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    _id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description,
    created_at: row.createdAt.toISOString(),
    created_by: row.creatorId ? { id: row.creatorId, name: row.creatorName ?? '' } : null,
    is_active: row.disabledAt === null,
    failing_since: row.failingSince?.toISOString() ?? null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    disabled_reason: row.disabledReason,
  };
}

const endpoints = (db: Db) =>
  db.select(endpointColumns).from(webhookEndpoints).leftJoin(users, eq(users.id, webhookEndpoints.createdBy));

export async function listWebhooks({ db }: { db: Db }): Promise<WebhookEndpoint[]> {
  const rows = await endpoints(db).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(toEndpoint);
}

async function findWebhook(db: Db, id: string): Promise<WebhookEndpoint> {
  const [row] = await endpoints(db).where(eq(webhookEndpoints.id, id)).limit(1);
  if (!row) throw notFound('Webhook not found.');
  return toEndpoint(row);
}

/** The one moment the secret is sent: later answers leave it out. */
export async function createWebhook(options: {
  db: Db;
  actor: Actor;
  input: { url: string; events: WebhookEventType[]; description: string };
}): Promise<CreatedWebhookEndpoint> {
  const secret = generateWebhookSecret();
  const [row] = await options.db
    .insert(webhookEndpoints)
    .values({ ...options.input, secret, createdBy: options.actor.userId })
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new Error('createWebhook inserted nothing');
  return { ...(await findWebhook(options.db, row.id)), secret };
}

/** Deleting an endpoint deletes its deliveries; their queued jobs then find nothing to send. */
export async function deleteWebhook({ db, id }: { db: Db; id: string }): Promise<void> {
  const deleted = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound('Webhook not found.');
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    event_type: row.eventType as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

export async function listDeliveries({ db, id }: { db: Db; id: string }): Promise<WebhookDelivery[]> {
  await findWebhook(db, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows.map(toDelivery);
}

/**
 * Sends a delivery again, with the same `webhook-id` and body (a receiver that already has it can
 * tell). Redelivering to a disabled endpoint turns it back on: the admin says the receiver is fixed.
 */
export async function redeliver(options: { db: Db; jobs: JobQueue; id: string; deliveryId: string }): Promise<WebhookDelivery> {
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', lastError: null })
      .where(and(eq(webhookDeliveries.id, options.deliveryId), eq(webhookDeliveries.endpointId, options.id)))
      .returning();
    if (!row) throw notFound('Delivery not found.');
    await tx
      .update(webhookEndpoints)
      .set({ disabledAt: null, disabledReason: null, failingSince: null })
      .where(eq(webhookEndpoints.id, options.id));
    await options.jobs.enqueue<WebhookDeliveryJob>(tx, WEBHOOK_DELIVERY_QUEUE, { deliveryId: row.id });
    return toDelivery(row);
  });
}
