import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventHosts, events } from '../db/schema.ts';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './actor.ts';
import { forbidden, notFound, unauthorized } from './errors.ts';

type EventRow = typeof events.$inferSelect;

export function requireUser(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

export function requireSiteAdmin(request: FastifyRequest): Actor {
  const actor = requireUser(request);
  if (actor.role !== 'admin') throw forbidden();
  return actor;
}

/**
 * An `onRequest` hook for a scope only site admins may use: it refuses before validation, so a
 * caller who may not use the scope learns nothing about its payload rules.
 */
export async function refuseAllButSiteAdmins(request: FastifyRequest): Promise<void> {
  requireSiteAdmin(request);
}

const SIGNED_IN_ONLY_MESSAGE = 'API keys cannot manage API keys or admins. Sign in to do this.';

/**
 * A site admin signed in with a session, never an API key: what a key could do here (mint another
 * key, make someone admin) would outlive the key's own revocation.
 */
export function requireSignedInSiteAdmin(request: FastifyRequest, message = SIGNED_IN_ONLY_MESSAGE): Actor {
  const actor = requireSiteAdmin(request);
  if (actor.apiKeyId !== null || actor.sessionId === null) throw forbidden(message);
  return actor;
}

const WEBHOOKS_SIGNED_IN_ONLY_MESSAGE = 'API keys cannot manage webhooks. Sign in to do this.';

/** Webhook endpoints hold signing secrets and send site data out: a session's business, never a key's. */
export async function refuseAllButSignedInSiteAdminsForWebhooks(request: FastifyRequest): Promise<void> {
  requireSignedInSiteAdmin(request, WEBHOOKS_SIGNED_IN_ONLY_MESSAGE);
}

/** `refuseAllButSiteAdmins` for a scope an API key may not use at all. */
export async function refuseAllButSignedInSiteAdmins(request: FastifyRequest): Promise<void> {
  requireSignedInSiteAdmin(request);
}

/**
 * The event by slug or id for its hosts (`event_admin`) and site admins: 404 when missing, 403 for
 * anyone else. Every host-only action goes through this one check.
 */
export async function requireEventAdmin(db: Db, actor: Actor, ref: { slug?: string; id?: string }): Promise<EventRow> {
  const condition = ref.id !== undefined ? eq(events.id, ref.id) : eq(events.slug, ref.slug ?? '');
  const [event] = await db.select().from(events).where(condition).limit(1);
  if (!event) throw notFound('Event not found.');
  if (actor.role !== 'admin' && !(await isEventAdmin(db, event.id, actor.userId))) throw forbidden();
  return event;
}

async function isEventAdmin(db: Db, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: eventHosts.userId })
    .from(eventHosts)
    .where(and(eq(eventHosts.eventId, eventId), eq(eventHosts.userId, userId)))
    .limit(1);
  return Boolean(row);
}
