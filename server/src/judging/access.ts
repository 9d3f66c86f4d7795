import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventHosts, eventJudges, eventJudging, events } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';
import { forbidden, notFound } from '../http/errors.ts';

/** An event's judging as its caller may use it: who they are to it, and its set-up (null until saved). */
export type JudgingContext = Awaited<ReturnType<typeof loadJudging>>;

/** The event by slug (404 when missing), whether the caller manages it (host or site admin), judges it, and its set-up. */
export async function loadJudging(db: Db, actor: Actor, slug: string) {
  const [row] = await db
    .select({
      event: events,
      hostId: eventHosts.userId,
      judge: eventJudges,
      setup: eventJudging,
    })
    .from(events)
    .leftJoin(eventHosts, and(eq(eventHosts.eventId, events.id), eq(eventHosts.userId, actor.userId)))
    .leftJoin(eventJudges, and(eq(eventJudges.eventId, events.id), eq(eventJudges.userId, actor.userId)))
    .leftJoin(eventJudging, eq(eventJudging.eventId, events.id))
    .where(eq(events.slug, slug))
    .limit(1);
  if (!row) throw notFound('Event not found.');
  return {
    event: row.event,
    canManage: actor.role === 'admin' || row.hostId !== null,
    judge: row.judge,
    setup: row.setup,
  };
}

/** Hosts and site admins only (403 for judges and everyone else). */
export function requireManager(context: JudgingContext): void {
  if (!context.canManage) throw forbidden("Only the event's hosts and site admins can manage judging.");
}
