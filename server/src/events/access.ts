import { and, eq } from 'drizzle-orm';
import type { EventAccess, RegistrationStatus } from '@hearth/contract/events';
import type { Db } from '../db/client.ts';
import { eventHosts, events, registrations } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';

/**
 * Who may see what of an event (docs/product/events.md#access, docs/decisions/003-event-access.md).
 * Other features (registrations, invites, projects, …) use it through `events/index.ts`: keep it
 * pure, small and stable.
 *
 *   access     in lists                               by slug
 *   public     everyone                               everyone
 *   unlisted   admins, hosts, applicants              everyone with the link
 *   member     signed-in users                        signed-in users
 *   admin      admins, hosts, applicants              admins, hosts, applicants
 *
 * The location goes to approved guests, hosts and admins; the guest list to hosts and admins,
 * and to approved guests when the event shows guests.
 */
export type EventRow = typeof events.$inferSelect;

export type EventViewer = {
  actor: Actor | null;
  isSiteAdmin: boolean;
  /** The caller has the per-event role `event_admin` (host, co-host). */
  isHost: boolean;
  /** The caller's registration status for this event, or null. */
  status: RegistrationStatus | null;
};

export function canSeeEvent(event: { access: EventAccess }, viewer: EventViewer): boolean {
  if (viewer.isSiteAdmin || viewer.isHost || viewer.status !== null) return true;
  const { access } = event;
  if (access === 'public' || access === 'unlisted') return true;
  if (access === 'member') return viewer.actor !== null;
  return false;
}

export function isListedFor(event: { access: string }, viewer: EventViewer): boolean {
  if (viewer.isSiteAdmin || viewer.isHost || viewer.status !== null) return true;
  if (event.access === 'public') return true;
  if (event.access === 'member') return viewer.actor !== null;
  return false;
}

export function canSeeLocation(viewer: EventViewer): boolean {
  return viewer.isSiteAdmin || viewer.isHost || viewer.status === 'approved';
}

export function canSeeGuests(event: { showGuests: boolean }, viewer: EventViewer): boolean {
  return viewer.isSiteAdmin || viewer.isHost || (event.showGuests && viewer.status === 'approved');
}

/** Whether the anonymous public may see the event (its page gets Open Graph tags). */
export function isPublicToAnonymous(event: { access: string }): boolean {
  return event.access === 'public' || event.access === 'unlisted';
}

/** Edit rights: site admins and the event's hosts. Create, clone and delete are admins only. */
export function canEditEvent(viewer: EventViewer): boolean {
  return viewer.isSiteAdmin || viewer.isHost;
}

/** The caller's relation to one event: host? registration status? */
export async function viewerOf(db: Db, actor: Actor | null, eventId: string): Promise<EventViewer> {
  if (!actor) return { actor: null, isSiteAdmin: false, isHost: false, status: null };
  const [host, registration] = await Promise.all([
    db
      .select({ userId: eventHosts.userId })
      .from(eventHosts)
      .where(and(eq(eventHosts.eventId, eventId), eq(eventHosts.userId, actor.userId)))
      .limit(1),
    db
      .select({ status: registrations.status })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, actor.userId)))
      .limit(1),
  ]);
  return { actor, isSiteAdmin: actor.role === 'admin', isHost: host.length > 0, status: registration[0]?.status ?? null };
}

export type LoadedEvent = EventViewer & { event: EventRow; canSee: boolean };

/**
 * The event with the slug (or id) and the caller's view of it, or null when there is no such
 * event. Callers answer 404 both when it is missing and when `canSee` is false, so a hidden
 * event is indistinguishable from a missing one.
 */
export async function loadEventForViewer(options: {
  db: Db;
  actor: Actor | null;
  slug?: string;
  id?: string;
}): Promise<LoadedEvent | null> {
  const { db, actor, slug, id } = options;
  const condition = id !== undefined ? eq(events.id, id) : slug !== undefined ? eq(events.slug, slug) : undefined;
  if (!condition) return null;
  if (!actor) {
    const [event] = await db.select().from(events).where(condition).limit(1);
    if (!event) return null;
    const viewer: EventViewer = { actor: null, isSiteAdmin: false, isHost: false, status: null };
    return { ...viewer, event, canSee: canSeeEvent(event, viewer) };
  }
  // The caller's relation to the event in the same query: one round trip for every signed-in read.
  const [row] = await db
    .select({ event: events, hostId: eventHosts.userId, status: registrations.status })
    .from(events)
    .leftJoin(eventHosts, and(eq(eventHosts.eventId, events.id), eq(eventHosts.userId, actor.userId)))
    .leftJoin(registrations, and(eq(registrations.eventId, events.id), eq(registrations.userId, actor.userId)))
    .where(condition)
    .limit(1);
  if (!row) return null;
  const viewer: EventViewer = { actor, isSiteAdmin: actor.role === 'admin', isHost: row.hostId !== null, status: row.status };
  return { ...viewer, event: row.event, canSee: canSeeEvent(row.event, viewer) };
}
