import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  alreadyCheckedInMessage,
  MALFORMED_TICKET_MESSAGE,
  notApprovedMessage,
  OTHER_EVENT_MESSAGE,
  parseTicketReference,
  UNKNOWN_CODE_MESSAGE,
  type AlreadyCheckedInAnswer,
  type CheckedInAnswer,
  type CheckInCounts,
  type CheckInGuest,
  type CheckInList,
  type RefusedTicketAnswer,
  type UndoCheckInAnswer,
} from '@hearth/contract/check-in';
import { RegistrationStatusSchema } from '@hearth/contract/events';
import { ticketCodeCandidates } from '@hearth/contract/ticket-code';
import type { Db } from '../db/client.ts';
import { registrations, users } from '../db/schema.ts';
import type { Actor, CallerOptions } from '../http/actor.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueSearchEvidence } from '../jobs/search-evidence.ts';
import { badRequest } from '../http/errors.ts';
import type { EventRow } from '../events/index.ts';
import { requireEventAdmin } from '../http/guards.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';

/** What a scan comes to; the route sends each body with its status. */
export type CheckInOutcome =
  { status: 200; body: CheckedInAnswer } | { status: 409; body: AlreadyCheckedInAnswer } | Refused | UnknownCode;

type Refused = { status: 422; body: RefusedTicketAnswer };
type UnknownCode = { status: 404; body: { result: 'unknown_code'; message: string } };

const guestColumns = {
  user_id: users.id,
  name: users.name,
  email: users.email,
  photoURL: users.photoUrl,
  headline: users.headline,
  status: registrations.status,
  check_in_code: registrations.checkInCode,
  checkedInAt: registrations.checkedInAt,
};

const selectGuests = (db: Db) => db.select(guestColumns).from(registrations).innerJoin(users, eq(users.id, registrations.userId));
type GuestRow = Awaited<ReturnType<typeof selectGuests>>[number];

function toGuest({ checkedInAt, status, ...row }: GuestRow): CheckInGuest {
  return { ...row, status: RegistrationStatusSchema.parse(status), checked_in_at: checkedInAt?.toISOString() ?? null };
}

const unknownCode = (): UnknownCode => ({ status: 404, body: { result: 'unknown_code', message: UNKNOWN_CODE_MESSAGE } });
const otherEvent = (): Refused => ({ status: 422, body: { result: 'other_event', message: OTHER_EVENT_MESSAGE } });

async function findGuest(db: Db, where: SQL | undefined): Promise<CheckInGuest | null> {
  const [row] = await selectGuests(db).where(where).limit(1);
  return row ? toGuest(row) : null;
}

async function countGuests(db: Db, eventId: string): Promise<CheckInCounts> {
  const [row] = await db
    .select({
      approved: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${registrations.checkedInAt})::int`,
    })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'approved')));
  return { checked_in: Number(row?.checkedIn ?? 0), approved: Number(row?.approved ?? 0) };
}

/**
 * The event (403 unless the caller is a host or site admin), the stored codes the text may name (a
 * code typed from the ticket in another case or spacing too), and whether it names another event.
 */
async function resolveTicket(db: Db, actor: Actor, slug: string, text: string) {
  const event = await requireEventAdmin(db, actor, { slug });
  const reference = parseTicketReference(text);
  if (!reference) throw badRequest(MALFORMED_TICKET_MESSAGE, 'code');
  const isOtherEvent = reference.slug !== null && reference.slug !== event.slug;
  return { event, code: ticketCodeCandidates(reference.code), isOtherEvent };
}

const ofEvent = (event: EventRow, codes: string[]) =>
  and(eq(registrations.eventId, event.id), inArray(registrations.checkInCode, codes));

/** A bare code of another event's ticket gets the same clear answer as that ticket's QR payload. */
async function isCodeOfAnotherEvent(db: Db, event: EventRow, codes: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(inArray(registrations.checkInCode, codes), sql`${registrations.eventId} <> ${event.id}`))
    .limit(1);
  return Boolean(row);
}

/**
 * `POST /event/{slug}/check-in`: checks an approved guest in, once. Two hosts scanning the same
 * ticket at once race on one conditional UPDATE: exactly one sets `checked_in_at`, the other is told
 * when that happened (409).
 */
export async function checkIn(options: CallerOptions & { jobs: JobQueue; slug: string; code: string }): Promise<CheckInOutcome> {
  const { db, actor, jobs } = options;
  const { event, code, isOtherEvent } = await resolveTicket(db, actor, options.slug, options.code);
  if (isOtherEvent) return otherEvent();
  const guest = await findGuest(db, ofEvent(event, code));
  if (!guest) {
    if (await isCodeOfAnotherEvent(db, event, code)) return otherEvent();
    return unknownCode();
  }
  if (guest.status !== 'approved') return notApproved(guest);

  const [updated] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(registrations)
      .set({ checkedInAt: sql`now()`, checkedInBy: actor.userId })
      .where(and(ofEvent(event, code), eq(registrations.status, 'approved'), isNull(registrations.checkedInAt)))
      .returning({ checkedInAt: registrations.checkedInAt, userId: registrations.userId });
    await enqueueSearchEvidence(
      jobs,
      tx,
      rows.map((row) => row.userId),
    );
    const checkedInAt = rows[0]?.checkedInAt;
    if (checkedInAt) {
      await emitWebhookEvent(tx, jobs, 'checkin.created', () => [
        {
          event: { id: event.id, slug: event.slug, name: event.name },
          guest: { ...guest, checked_in_at: checkedInAt.toISOString() },
        },
      ]);
    }
    return rows;
  });
  if (updated?.checkedInAt) {
    const checkedIn = { ...guest, checked_in_at: updated.checkedInAt.toISOString() };
    return {
      status: 200,
      body: { result: 'checked_in', message: 'Checked in.', guest: checkedIn, counts: await countGuests(db, event.id) },
    };
  }
  // Lost the race, or the registration changed since it was read: answer with what it is now.
  const now = await findGuest(db, ofEvent(event, code));
  if (!now) return unknownCode();
  if (now.status !== 'approved') return notApproved(now);
  if (!now.checked_in_at) throw new Error('check-in: an approved guest was neither checked in nor updated');
  return {
    status: 409,
    body: { result: 'already_checked_in', message: alreadyCheckedInMessage(now.checked_in_at), guest: now },
  };
}

function notApproved(guest: CheckInGuest): Refused {
  return { status: 422, body: { result: 'not_approved', message: notApprovedMessage(guest.status), guest } };
}

/**
 * `DELETE /event/{slug}/check-in/{code}`: undoes a check-in. Undoing a guest who is not checked in
 * changes nothing and answers the same, so a repeated tap is harmless.
 */
export async function undoCheckIn(
  options: CallerOptions & { jobs: JobQueue; slug: string; code: string },
): Promise<{ status: 200; body: UndoCheckInAnswer } | Refused | UnknownCode> {
  const { db, actor, jobs } = options;
  const { event, code, isOtherEvent } = await resolveTicket(db, actor, options.slug, options.code);
  if (isOtherEvent) return otherEvent();
  await db.transaction(async (tx) => {
    const undone = await tx
      .update(registrations)
      .set({ checkedInAt: null, checkedInBy: null })
      .where(and(ofEvent(event, code), isNotNull(registrations.checkedInAt)))
      .returning({ userId: registrations.userId });
    await enqueueSearchEvidence(
      jobs,
      tx,
      undone.map((row) => row.userId),
    );
  });
  const guest = await findGuest(db, ofEvent(event, code));
  if (!guest) return unknownCode();
  return { status: 200, body: { guest, counts: await countGuests(db, event.id) } };
}

/** `GET /event/{slug}/check-in`: the counts and every registration, by name, for the door's search. */
export async function listCheckIns(options: CallerOptions & { slug: string }): Promise<CheckInList> {
  const { db, actor, slug } = options;
  const event = await requireEventAdmin(db, actor, { slug });
  const [rows, counts] = await Promise.all([
    selectGuests(db)
      .where(eq(registrations.eventId, event.id))
      .orderBy(asc(sql`lower(${users.name})`), asc(registrations.id)),
    countGuests(db, event.id),
  ]);
  return { event: { id: event.id, slug: event.slug, name: event.name }, counts, guests: rows.map(toGuest) };
}
