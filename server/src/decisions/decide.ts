import { and, eq, inArray } from 'drizzle-orm';
import type { DecisionStatus } from '@hearth/contract/triage';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';
import type { RegistrationStatus } from '@hearth/contract/events';
import type { EventRow } from '../events/index.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { notFound } from '../http/errors.ts';
import {
  approvedColumns,
  countApproved,
  freePlaces,
  lockEvent,
  promoteWaitlisted,
  waitlistedColumns,
} from '../waitlist/index.ts';
import { queueDecisionMail, MAILED_STATUSES } from './mail-job.ts';

export type Decision = { userId: string; status: RegistrationStatus; previous: RegistrationStatus };
export type DecisionResult = { changed: Decision[]; unchanged: number; notFound: number; emailed: number };
export type DecisionEffects = { jobs: JobQueue; appUrl: string; graceSeconds: number };

type Row = { id: string; userId: string; status: RegistrationStatus };
type Columns = { status: RegistrationStatus; approvedAt: Date | null; waitlistedAt: Date | null; updatedAt: Date };

/**
 * What each changed registration becomes. Approving a waitlisted guest promotes them by hand (past
 * the capacity if need be); approving others takes the free places in the order given, and the rest
 * join the waitlist, as one approval at a time would.
 */
async function columnsFor(tx: Db, event: EventRow, rows: Row[], newStatus: DecisionStatus, now: Date) {
  if (newStatus !== 'approved') {
    const columns: Columns =
      newStatus === 'waitlisted'
        ? waitlistedColumns(now)
        : { status: newStatus, approvedAt: null, waitlistedAt: null, updatedAt: now };
    return rows.map((row) => ({ row, columns }));
  }
  let free = freePlaces(event.capacity, await countApproved(tx, event.id));
  return rows.map((row) => {
    if (row.status === 'waitlisted') return { row, columns: approvedColumns(now) as Columns };
    if (free <= 0) return { row, columns: waitlistedColumns(now) as Columns };
    free -= 1;
    return { row, columns: approvedColumns(now) as Columns };
  });
}

/**
 * Sets the status of many applicants of one event in one transaction under the event's lock
 * (docs/decisions/014): re-selecting a status changes nothing; a place an approved guest loses goes to
 * the waitlist. The guests' e-mails are one `decision-mail` job due after the grace period, which
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
      .select({ id: registrations.id, userId: registrations.userId, status: registrations.status })
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), inArray(registrations.userId, userIds)));
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
    const planned = await columnsFor(tx, locked, toChange, newStatus, now);
    for (const status of new Set(planned.map((item) => item.columns.status))) {
      const group = planned.filter((item) => item.columns.status === status);
      const columns = group[0]?.columns;
      if (!columns) continue;
      await tx
        .update(registrations)
        .set({ ...columns, decidedAt: now })
        .where(
          inArray(
            registrations.id,
            group.map((item) => item.row.id),
          ),
        );
    }
    result.changed = planned.map(({ row, columns }) => ({
      userId: row.userId,
      status: columns.status,
      previous: row.status,
    }));
    const mailed = planned.filter((item) => MAILED_STATUSES.includes(item.columns.status)).map((item) => item.row.id);
    result.emailed = mailed.length;
    // A decision back to pending queues nothing: its new `decided_at` already cancels the earlier e-mail.
    if (mailed.length > 0) {
      await queueDecisionMail(tx, effects, { eventId: event.id, decidedAt: now.toISOString(), registrationIds: mailed });
    }
    if (toChange.some((row) => row.status === 'approved')) {
      await promoteWaitlisted({ tx, event: locked, jobs: effects.jobs, appUrl: effects.appUrl });
    }
    return result;
  });
}
