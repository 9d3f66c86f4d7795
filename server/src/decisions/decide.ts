import { and, eq, sql } from 'drizzle-orm';
import type { DecisionStatus } from '@hearth/contract/decisions';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';
import type { RegistrationStatus } from '@hearth/contract/events';
import type { EventRow } from '../events/index.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueSearchEvidence } from '../jobs/search-evidence.ts';
import { notFound } from '../http/errors.ts';
import { countTakenPlaces, freePlaces, lineUpStart, lockEvent, promoteWaitlisted, queuePromotion } from '../waitlist/index.ts';
import { queueDecisionMail, MAILED_STATUSES } from './mail-job.ts';

export type Decision = { userId: string; status: RegistrationStatus; previous: RegistrationStatus };
export type DecisionResult = { changed: Decision[]; unchanged: number; notFound: number; emailed: number };
export type DecisionEffects = { jobs: JobQueue; appUrl: string; graceSeconds: number };

type Row = { id: string; userId: string; status: RegistrationStatus; approvedAt: Date | null };
/** `approved_at` after the decision: set now, kept (a held place, or one given back), or cleared. */
type ApprovedAt = 'now' | 'keep' | 'clear';
type Plan = { row: Row; status: RegistrationStatus; approvedAt: ApprovedAt };

/** The guest has a place: approved, or held by a decision still in its grace period (waitlist/hold.ts). */
const hasPlace = (row: Row) => row.status === 'approved' || row.approvedAt !== null;

/**
 * What each changed registration becomes. Taking a place away keeps it held for the grace period, so
 * the Undo that approves the guest again gives back the very same place. Approving a waitlisted
 * guest promotes them by hand (past the capacity if need be); approving others takes the free places
 * in the order given, and the rest join the waitlist, as one approval at a time would.
 */
async function planFor(tx: Db, event: EventRow, rows: Row[], newStatus: DecisionStatus, graceSeconds: number) {
  if (newStatus !== 'approved') {
    return rows.map((row): Plan => ({
      row,
      status: newStatus,
      approvedAt: graceSeconds > 0 && hasPlace(row) ? 'keep' : 'clear',
    }));
  }
  let free = freePlaces(event.capacity, await countTakenPlaces(tx, event.id));
  return rows.map((row): Plan => {
    if (row.approvedAt !== null) return { row, status: 'approved', approvedAt: 'keep' };
    if (row.status === 'waitlisted') return { row, status: 'approved', approvedAt: 'now' };
    if (free <= 0) return { row, status: 'waitlisted', approvedAt: 'clear' };
    free -= 1;
    return { row, status: 'approved', approvedAt: 'now' };
  });
}

/** The columns one group of plans writes. */
function columnsOf(plan: Pick<Plan, 'status' | 'approvedAt'>, now: Date) {
  // Kept, or `now` for a guest approved before `approved_at` was recorded: a held place is one with it set.
  const keep = sql`coalesce(${registrations.approvedAt}, ${now.toISOString()}::timestamptz)`;
  const approvedAt = { now, keep, clear: null }[plan.approvedAt];
  const waitlistedAt = plan.status === 'waitlisted' ? now : null;
  return { status: plan.status, approvedAt, waitlistedAt, updatedAt: now, decidedAt: now };
}

/** `column = any(ids)`: one parameter however many ids (an `IN` list of thousands is slow to bind and plan). */
const isAnyOf = (column: typeof registrations.id | typeof registrations.userId, ids: string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

/**
 * Puts registrations at the end of the waitlist in the order of `ids`, a millisecond apart, as
 * approving them one at a time would (waitlist/places.ts `lineUpStart`).
 */
async function lineUp(tx: Db, options: { eventId: string; ids: string[]; columns: ReturnType<typeof columnsOf> }) {
  const start = new Date(await lineUpStart(tx, options.eventId)).toISOString();
  await tx
    .update(registrations)
    .set({ ...options.columns, waitlistedAt: sql`${start}::timestamptz + (line.place - 1) * interval '1 millisecond'` })
    .from(sql`unnest(${sql.param(options.ids)}::uuid[]) with ordinality as line(id, place)`)
    .where(sql`${registrations.id} = line.id`);
}

/**
 * Sets the status of many applicants of one event in one transaction under the event's lock
 * (docs/decisions/014): re-selecting a status changes nothing; a place an approved guest loses goes to
 * the waitlist once the grace period ends (docs/decisions/033-undo-holds-the-place.md). The guests' e-mails are one `decision-mail` job due after the grace period, which
 * sends only the outcome still standing then (docs/decisions/015-undoable-decisions.md).
 */
export async function decideRegistrations(options: {
  db: Db;
  event: EventRow;
  userIds: string[];
  newStatus: DecisionStatus;
  effects: DecisionEffects;
}): Promise<DecisionResult> {
  const { db, event, newStatus, effects } = options;
  const userIds = [...new Set(options.userIds)];
  return db.transaction(async (tx) => {
    const locked = await lockEvent(tx, event.id);
    if (!locked) throw notFound('Event not found.');
    const found = await tx
      .select({
        id: registrations.id,
        userId: registrations.userId,
        status: registrations.status,
        approvedAt: registrations.approvedAt,
      })
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), isAnyOf(registrations.userId, userIds)));
    // Keep the host's order: with few places left, the first selected are approved first.
    const order = new Map(userIds.map((id, index) => [id, index]));
    found.sort((a, b) => (order.get(a.userId) ?? 0) - (order.get(b.userId) ?? 0));
    const toChange = found.filter((row) => row.status !== newStatus);
    const result: DecisionResult = {
      changed: [],
      unchanged: found.length - toChange.length,
      notFound: userIds.length - found.length,
      emailed: 0,
    };
    if (toChange.length === 0) return result;

    const now = new Date();
    const planned = await planFor(tx, locked, toChange, newStatus, effects.graceSeconds);
    const groups = new Map<string, Plan[]>();
    for (const plan of planned) {
      const key = `${plan.status}:${plan.approvedAt}`;
      groups.set(key, [...(groups.get(key) ?? []), plan]);
    }
    for (const [first, ...rest] of groups.values()) {
      if (!first) continue;
      const ids = [first, ...rest].map((plan) => plan.row.id);
      if (first.status === 'waitlisted') await lineUp(tx, { eventId: event.id, ids, columns: columnsOf(first, now) });
      else await tx.update(registrations).set(columnsOf(first, now)).where(isAnyOf(registrations.id, ids));
    }
    result.changed = planned.map(({ row, status }) => ({ userId: row.userId, status, previous: row.status }));
    await enqueueSearchEvidence(
      effects.jobs,
      tx,
      result.changed
        .filter((change) => change.status === 'approved' || change.previous === 'approved')
        .map((change) => change.userId),
    );
    const mailed = planned.filter((plan) => MAILED_STATUSES.includes(plan.status)).map((plan) => plan.row.id);
    result.emailed = mailed.length;
    // A decision back to pending queues nothing: its new `decided_at` already cancels the earlier e-mail.
    if (mailed.length > 0) {
      await queueDecisionMail(tx, effects, { eventId: event.id, decidedAt: now.toISOString(), registrationIds: mailed });
    }
    // Places taken away go to the waitlist when the grace period ends (at once without one), so an
    // Undo within it finds them still there and nobody is promoted or e-mailed for an undone state.
    if (effects.graceSeconds === 0) {
      if (toChange.some((row) => row.status === 'approved')) {
        await promoteWaitlisted({ tx, event: locked, jobs: effects.jobs, appUrl: effects.appUrl });
      }
    } else if (planned.some((plan) => plan.status !== 'approved' && plan.approvedAt === 'keep')) {
      await queuePromotion(tx, effects, { eventId: event.id, decidedAt: now.toISOString() });
    }
    return result;
  });
}
