import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventHosts, registrations } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';
import type { EventViewer } from '../events/index.ts';

/** The caller's relation to many events at once (host? registration status?). */
export async function viewersOf(db: Db, actor: Actor | null, eventIds: string[]): Promise<Map<string, EventViewer>> {
  const [hosted, registered] =
    actor && eventIds.length
      ? await Promise.all([
          db
            .select({ eventId: eventHosts.eventId })
            .from(eventHosts)
            .where(and(eq(eventHosts.userId, actor.userId), inArray(eventHosts.eventId, eventIds))),
          db
            .select({ eventId: registrations.eventId, status: registrations.status })
            .from(registrations)
            .where(and(eq(registrations.userId, actor.userId), inArray(registrations.eventId, eventIds))),
        ])
      : [[], []];
  const hostedIds = new Set(hosted.map((row) => row.eventId));
  const statusById = new Map(registered.map((row) => [row.eventId, row.status]));
  return new Map(
    eventIds.map((eventId) => [
      eventId,
      {
        actor,
        isSiteAdmin: actor?.role === 'admin',
        isHost: hostedIds.has(eventId),
        status: statusById.get(eventId) ?? null,
      },
    ]),
  );
}
