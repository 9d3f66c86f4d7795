import { asc, eq, inArray } from 'drizzle-orm';
import { EVENT_TIME_ZONE, localDateAndTime, slugWithDate, timestampFromLocal } from '@hearth/contract/event-dates';
import type { Event, EventInputParsed } from '@hearth/contract/events';
import type { Db } from '../db/client.ts';
import { eventHosts, events, registrations, users } from '../db/schema.ts';
import type { Actor, CallerOptions } from '../http/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { canEditEvent, isListedFor, viewerOf, type EventViewer } from './access.ts';
import { afterEventSaved, type EventEffects } from './after-save.ts';
import { listHosts } from './detail.ts';
import { toEvent } from './serialize.ts';

/** Events the caller may see in lists, with their status and role, oldest first. */
export async function listEvents(options: { db: Db; actor: Actor | null }): Promise<Event[]> {
  const { db, actor } = options;
  const [rows, hosted, registered] = await Promise.all([
    db.select().from(events).orderBy(asc(events.startsAt)),
    actor ? db.select({ eventId: eventHosts.eventId }).from(eventHosts).where(eq(eventHosts.userId, actor.userId)) : [],
    actor
      ? db
          .select({ eventId: registrations.eventId, status: registrations.status })
          .from(registrations)
          .where(eq(registrations.userId, actor.userId))
      : [],
  ]);
  const hostedIds = new Set(hosted.map((row) => row.eventId));
  const statusById = new Map(registered.map((row) => [row.eventId, row.status]));
  return rows.flatMap((row) => {
    const viewer: EventViewer = {
      actor,
      isSiteAdmin: actor?.role === 'admin',
      isHost: hostedIds.has(row.id),
      status: statusById.get(row.id) ?? null,
    };
    return isListedFor(row, viewer) ? [toEvent(row, viewer)] : [];
  });
}

/** docs/product/events.md#event-form: the start comes from date + start time in the event's zone, or as epoch ms. */
function startOf(input: EventInputParsed, timeZone: string): Date {
  if (input.date !== undefined || input.start_time !== undefined) {
    const timestamp = timestampFromLocal(input.date ?? '', input.start_time ?? '', timeZone);
    if (Number.isNaN(timestamp)) throw badRequest('Please choose a valid date and start time.', 'date');
    return new Date(timestamp);
  }
  if (input.timestamp === undefined) throw badRequest('Please choose a date and start time.', 'date');
  return new Date(input.timestamp);
}

/** The optional end: `end_time` (on `end_date`, else the start's day) in the event's zone, or epoch ms; after the start. */
function endOf(input: EventInputParsed, timeZone: string, startsAt: Date): Date | null {
  let end: number | null = input.end_timestamp ?? null;
  if (input.end_time) {
    const day = input.end_date || localDateAndTime(startsAt.getTime(), timeZone).date;
    end = timestampFromLocal(day, input.end_time, timeZone);
    if (Number.isNaN(end)) throw badRequest('Please choose a valid end date and time.', 'end_time');
  }
  if (end === null) return null;
  if (end <= startsAt.getTime()) throw badRequest('The end (end_time) must be after the start.', 'end_time');
  return new Date(end);
}

function columnsOf(input: EventInputParsed) {
  return {
    name: input.name,
    location: input.location,
    ...(input.meeting_url === undefined ? {} : { meetingUrl: input.meeting_url || null }),
    description: input.description,
    imageSrc: input.imageSrc || null,
    type: input.type,
    access: input.access,
    showGuests: input.show_guests,
    requireDefaultQuestions: input.requireDefaultQuestions,
    questions: input.questions,
    speakers: input.speakers_updated,
    judges: input.judges_updated,
    sponsors: input.sponsors,
    cohosts: input.cohosts,
    techPartners: input.tech_partners,
    capacity: input.capacity,
    // Absent: the column's default on create, the event's own setting on update.
    ...(input.approval_required === undefined ? {} : { approvalRequired: input.approval_required }),
  };
}

const slugTaken = (slug: string) =>
  conflict(`An event with the slug '${slug}' already exists. Please choose another slug or date.`, 'slug');

function isUniqueViolation(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: string } | undefined)?.code);
  return codes.includes('23505');
}

async function checkHostIds(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, unique));
  if (found.length !== unique.length) throw badRequest('Unknown co-host.', 'event_admins');
  return unique;
}

const adminViewer = (actor: Actor): EventViewer => ({ actor, isSiteAdmin: true, isHost: false, status: null });

/**
 * Create and clone (site admins only, checked by the route): a new id, no projects and no
 * applications; the slug gets the event's day in its zone as `-YYYYMMDD` and must be unique.
 */
export async function createEvent(
  options: CallerOptions & { input: EventInputParsed; effects: EventEffects; defaultTimeZone?: string },
): Promise<Event> {
  const { db, actor, input, effects } = options;
  const timezone = input.timezone ?? options.defaultTimeZone ?? EVENT_TIME_ZONE;
  const startsAt = startOf(input, timezone);
  const endsAt = endOf(input, timezone, startsAt);
  const slug = slugWithDate(input.slug, startsAt.getTime(), timezone);
  const hostIds = await checkHostIds(db, input.event_admins ?? []);
  const [existing] = await db.select({ id: events.id }).from(events).where(eq(events.slug, slug)).limit(1);
  if (existing) throw slugTaken(slug);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(events)
        .values({ ...columnsOf(input), slug, startsAt, endsAt, timezone })
        .returning();
      if (!inserted) throw new Error('event insert returned nothing');
      if (hostIds.length > 0) await tx.insert(eventHosts).values(hostIds.map((userId) => ({ eventId: inserted.id, userId })));
      await afterEventSaved(effects, { tx, before: null, after: inserted, removedHostIds: [] });
      return inserted;
    });
    return toEvent(row, adminViewer(actor), { hosts: await listHosts(db, row.id) });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** Site admins and the event's hosts; the slug never changes; only admins change the hosts. */
export async function updateEvent(
  options: CallerOptions & { id: string; input: EventInputParsed; effects: EventEffects },
): Promise<Event> {
  const { db, actor, id, input, effects } = options;
  const viewer = await viewerOf(db, actor, id);
  if (!canEditEvent(viewer)) throw forbidden('Only site admins and this event’s hosts can edit it.');
  const [current] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!current) throw notFound('Event not found.');
  if (input.slug !== current.slug) throw badRequest('The slug cannot be changed.', 'slug');
  const timezone = input.timezone ?? current.timezone;
  const startsAt = startOf(input, timezone);
  const endsAt = endOf(input, timezone, startsAt);
  const hostIds = viewer.isSiteAdmin && input.event_admins ? await checkHostIds(db, input.event_admins) : null;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(events)
      .set({ ...columnsOf(input), startsAt, endsAt, timezone, updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    let removedHostIds: string[] = [];
    if (hostIds) {
      const previousHosts = await tx
        .delete(eventHosts)
        .where(eq(eventHosts.eventId, id))
        .returning({ userId: eventHosts.userId });
      removedHostIds = previousHosts.map((host) => host.userId).filter((userId) => !hostIds.includes(userId));
      if (hostIds.length > 0) await tx.insert(eventHosts).values(hostIds.map((userId) => ({ eventId: id, userId })));
    }
    if (updated) await afterEventSaved(effects, { tx, before: current, after: updated, removedHostIds });
    return updated;
  });
  if (!row) throw notFound('Event not found.');
  const after = await viewerOf(db, actor, id);
  return toEvent(row, after, { hosts: await listHosts(db, id) });
}

/** Site admins only (checked by the route); projects, registrations and hosts go with it. */
export async function deleteEvent(options: { db: Db; id: string; jobs: JobQueue }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(events)
      .where(eq(events.id, options.id))
      .returning({ id: events.id, slug: events.slug, name: events.name });
    const [event] = deleted;
    if (!event) throw notFound('Event not found.');
    await emitWebhookEvent(tx, options.jobs, 'event.deleted', () => [{ event }]);
  });
}
