import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventHosts } from '../db/schema.ts';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './actor.ts';
import { forbidden, unauthorized } from './errors.ts';

export function requireUser(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

export function requireSiteAdmin(request: FastifyRequest): Actor {
  const actor = requireUser(request);
  if (actor.role !== 'admin') throw forbidden();
  return actor;
}

export function isSiteAdmin(actor: Actor | null): boolean {
  return actor?.role === 'admin';
}

/** Site admins, or hosts (`event_admin`) of this event. */
export async function requireEventAdmin(request: FastifyRequest, db: Db, eventId: string): Promise<Actor> {
  const actor = requireUser(request);
  if (actor.role === 'admin') return actor;
  if (await isEventAdmin(db, eventId, actor.userId)) return actor;
  throw forbidden();
}

export async function isEventAdmin(db: Db, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: eventHosts.userId })
    .from(eventHosts)
    .where(and(eq(eventHosts.eventId, eventId), eq(eventHosts.userId, userId)))
    .limit(1);
  return Boolean(row);
}
