import { and, count, eq, isNotNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, registrations } from '../db/schema.ts';
import type { EventRow } from '../events/index.ts';

/**
 * Locks the event's row until the transaction ends. Every change to who holds a place (approve,
 * cancel, decline, promote, a new capacity) takes this lock first, so two of them never count the
 * same free place: on PostgreSQL concurrent transactions wait here, and each statement after the
 * lock sees what the one before it committed (PGlite runs one transaction at a time anyway).
 */
export async function lockEvent(tx: Db, eventId: string): Promise<EventRow | undefined> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return event;
}

/**
 * A registration holding a place: an approved guest (accepted guest invitations are approved
 * registrations too), or a place a host's decision took away less than a grace period ago, held for
 * an Undo (hold.ts).
 */
const holdsPlace = or(eq(registrations.status, 'approved'), isNotNull(registrations.approvedAt));

/** Places taken: the registrations holding one. */
export async function countTakenPlaces(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), holdsPlace));
  return row?.value ?? 0;
}

/** Places left for approvals; unlimited without a capacity. */
export function freePlaces(capacity: number | null, taken: number): number {
  return capacity === null ? Number.POSITIVE_INFINITY : Math.max(0, capacity - taken);
}

/** The columns of a registration that becomes approved now. */
export const approvedColumns = (now: Date) =>
  ({ status: 'approved', approvedAt: now, waitlistedAt: null, updatedAt: now }) as const;

/** The columns of a registration that joins the end of the waitlist now. */
export const waitlistedColumns = (now: Date) =>
  ({ status: 'waitlisted', approvedAt: null, waitlistedAt: now, updatedAt: now }) as const;

/**
 * What an approval gives the guest: a place while the event has one, else the waitlist. Call it
 * inside a transaction that holds `lockEvent`.
 */
export async function admissionFor(tx: Db, event: EventRow, now = new Date()) {
  const taken = await countTakenPlaces(tx, event.id);
  return freePlaces(event.capacity, taken) > 0 ? approvedColumns(now) : waitlistedColumns(now);
}

/** When the next guest joins the end of a waitlist whose last joined at `last` (epoch ms, null when empty): see lineUpStart. */
const nextInLine = (last: number | null) => Math.max(Date.now(), (last ?? 0) + 1);

/**
 * When the next guest joins the end of the waitlist, read under the event's lock: now, or a
 * millisecond after the last one in line when several join within one millisecond. The line is
 * ordered by this time (then by the random id), so guests joining together get their own, a
 * millisecond apart in the order they join, and the line keeps its order whatever the clocks of
 * several instances say.
 */
export async function lineUpStart(tx: Db, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(registrations.waitlistedAt) })
    .from(registrations)
    .where(eq(registrations.eventId, eventId));
  return nextInLine(row?.last?.getTime() ?? null);
}

/**
 * A batch of new guests' admission in one round trip, read under the event's lock: which of them are
 * registered already, the places taken (`countTakenPlaces`) and when the next to join the waitlist
 * does (`lineUpStart`). Three statements held the lock three round trips (decision 041).
 */
export async function admissionState(tx: Db, eventId: string, userIds: string[]) {
  const mine = eq(registrations.eventId, eventId);
  const [row] = await tx
    .select({
      taken: sql<number>`(select count(*)::int from ${registrations} where ${mine} and ${holdsPlace})`,
      // Milliseconds since the epoch, and the ids as JSON: both read alike on PGlite and PostgreSQL.
      lastInLine: sql<
        number | null
      >`(select (extract(epoch from max(${registrations.waitlistedAt})) * 1000)::float8 from ${registrations} where ${mine})`,
      registered: sql<string>`(select coalesce(json_agg(${registrations.userId}), '[]')::text from ${registrations} where ${mine} and ${registrations.userId} = any(${sql.param(userIds)}::uuid[]))`,
    })
    .from(sql`(select 1) as one`);
  return {
    taken: row?.taken ?? 0,
    lineUpStart: nextInLine(row?.lastInLine ?? null),
    registered: new Set(JSON.parse(row?.registered ?? '[]') as string[]),
  };
}
