import { asc, eq } from 'drizzle-orm';
import type { EventDetail, Participant } from '@hearth/contract/events';
import type { Db } from '../db/client.ts';
import { eventHosts, registrations, users } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';
import { notFound } from '../http/errors.ts';
import { publicProfileColumns } from '../db/profile-columns.ts';
import { canSeeGuests, loadEventForViewer } from './access.ts';
import type { EventHooks } from './after-save.ts';
import { toEvent } from './serialize.ts';

/**
 * `GET /event/{slug}` → `{event, projects, users}` (docs/product/events.md#event-page Event detail response).
 */
export async function getEventDetail(options: {
  db: Db;
  actor: Actor | null;
  slug: string;
  projectsOf: EventHooks['projectsOf'];
}): Promise<EventDetail> {
  const { db, actor, slug, projectsOf } = options;
  const loaded = await loadEventForViewer({ db, actor, slug });
  if (!loaded || !loaded.canSee) throw notFound('Event not found.');
  const { event, ...viewer } = loaded;
  const isManager = viewer.isSiteAdmin || viewer.isHost;
  const [eventProjects, participants, hosts] = await Promise.all([
    projectsOf(db, event.id),
    canSeeGuests(event, viewer) ? listParticipants(db, event.id) : Promise.resolve([]),
    isManager ? listHosts(db, event.id) : Promise.resolve(undefined),
  ]);
  return { event: toEvent(event, viewer, { hosts }), projects: eventProjects, users: participants };
}

export async function listHosts(db: Db, eventId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(eventHosts)
    .innerJoin(users, eq(users.id, eventHosts.userId))
    .where(eq(eventHosts.eventId, eventId))
    .orderBy(asc(eventHosts.createdAt));
}

/** Approved guests, oldest approval first, with public profile fields only. */
async function listParticipants(db: Db, eventId: string): Promise<Participant[]> {
  const rows = await db
    .select({ ...publicProfileColumns, status: registrations.status })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(eq(registrations.eventId, eventId))
    .orderBy(asc(registrations.updatedAt));
  return rows.filter((row) => row.status === 'approved').map(({ status: _status, ...participant }) => participant);
}
