import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { RegistrationStatus } from '@hearth/contract/events';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueSearchEvidence } from '../jobs/search-evidence.ts';
import { newCheckInCode } from '../check-in/index.ts';
import { queueDecisionMail, registrationWebhookData } from '../decisions/index.ts';
import type { EventRow } from '../events/index.ts';
import { admissionState, approvedColumns, freePlaces, lockEvent, waitlistedColumns } from '../waitlist/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { createAdmissionLines } from './admission-line.ts';

type Request = { eventId: string; userId: string; questions: string[]; answers: string[] };
type Row = Request & { checkInCode: string };

const alreadyRequested = () => conflict('You have already requested to join this event.');

/**
 * Writes a batch of pending requests to one event in one statement, in the batch's order: each
 * one's `created_at` is a microsecond after the one before it, so the host's list (oldest first)
 * keeps the order they reached the process. A pending request takes no place, so no lock; a guest
 * already registered, or asking twice in the batch, is answered 409.
 */
async function insertPendingBatch(
  db: Db,
  eventId: string,
  batch: Row[],
  jobs: JobQueue,
): Promise<(RegistrationStatus | Error)[]> {
  const first = new Set<Row>();
  const seen = new Set<string>();
  for (const row of batch) {
    if (seen.has(row.userId)) continue;
    seen.add(row.userId);
    first.add(row);
  }
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(registrations)
      .values(
        [...first].map((row, index) => ({
          ...row,
          status: 'pending' as const,
          createdAt: sql`now() + ${index} * interval '1 microsecond'`,
        })),
      )
      .onConflictDoNothing({ target: [registrations.eventId, registrations.userId] })
      .returning({ id: registrations.id, userId: registrations.userId, status: registrations.status });
    if (inserted.length > 0) {
      await emitWebhookEvent(tx, jobs, 'registration.created', () => registrationWebhookData(tx, eventId, inserted));
    }
    const statusOf = new Map(inserted.map((row) => [row.userId, row.status]));
    return batch.map((row) => (first.has(row) && statusOf.has(row.userId) ? statusOf.get(row.userId)! : alreadyRequested()));
  });
}

/**
 * Admits a batch of one-step requests to one event in one transaction under the event's lock, in
 * the batch's order: free places first, then the end of the waitlist. Only the count, one insert and
 * one queued job happen under the lock: the guests' e-mails are one `decision-mail` job due now,
 * which renders them once the lock is gone. A guest already registered is answered 409.
 */
async function admitBatch(db: Db, eventId: string, batch: Row[], jobs: JobQueue): Promise<(RegistrationStatus | Error)[]> {
  return db.transaction(async (tx) => {
    const locked = await lockEvent(tx, eventId);
    if (!locked) return batch.map(() => notFound('Event not found.'));
    const state = await admissionState(
      tx,
      eventId,
      batch.map((row) => row.userId),
    );
    // Once per guest: a second request of the same guest in the batch is answered 409, as is one
    // already registered. Found here, under the lock, whatever made it: any other insert for this
    // event holds a key-share lock on the event's row until it commits, so it committed before the
    // lock was granted, or waits for this transaction to end (and then finds this guest's row).
    const seen = state.registered;
    const admitted = new Set<Row>();
    for (const row of batch) {
      if (seen.has(row.userId)) continue;
      seen.add(row.userId);
      admitted.add(row);
    }
    if (admitted.size === 0) return batch.map(() => alreadyRequested());

    const now = new Date();
    let rows: PgInsertValue<typeof registrations>[];
    if (locked.approvalRequired) {
      // The host turned approval on since the request was checked.
      rows = [...admitted].map((row) => ({ ...row, status: 'pending' }));
    } else {
      let free = freePlaces(locked.capacity, state.taken);
      const lineStart = state.lineUpStart;
      let inLine = 0;
      rows = [...admitted].map((row) =>
        free-- > 0
          ? { ...row, ...approvedColumns(now), decidedAt: now }
          : { ...row, ...waitlistedColumns(now), waitlistedAt: new Date(lineStart + inLine++), decidedAt: now },
      );
    }
    const inserted = await tx
      .insert(registrations)
      .values(rows)
      .returning({ id: registrations.id, userId: registrations.userId, status: registrations.status });
    if (!locked.approvalRequired) {
      await queueDecisionMail(
        tx,
        { jobs, graceSeconds: 0 },
        { eventId, decidedAt: now.toISOString(), registrationIds: inserted.map((row) => row.id), newRequests: true },
      );
    }
    await enqueueSearchEvidence(
      jobs,
      tx,
      inserted.filter((row) => row.status === 'approved').map((row) => row.userId),
    );
    await emitWebhookEvent(tx, jobs, 'registration.created', () => registrationWebhookData(tx, eventId, inserted));
    const statusOf = new Map(inserted.map((row) => [row.userId, row.status]));
    return batch.map((row) => (admitted.has(row) ? statusOf.get(row.userId)! : alreadyRequested()));
  });
}

/** The lines of pending requests, one per event (admission-line.ts). */
const insertPendingInLine = createAdmissionLines<{ db: Db; jobs: JobQueue }, Row, RegistrationStatus>(
  ({ db, jobs }, eventId, batch) => insertPendingBatch(db, eventId, batch, jobs),
);

/** The lines of one-step requests, one per event (admission-line.ts). */
const admitInLine = createAdmissionLines<{ db: Db; jobs: JobQueue }, Row, RegistrationStatus>(({ db, jobs }, eventId, batch) =>
  admitBatch(db, eventId, batch, jobs),
);

/**
 * Writes a guest's request to attend and answers the status it got. An event that requires approval
 * gets a pending request, which takes no place and so no lock, written together with the requests
 * that arrived while the last batch was written. Otherwise (one-step RSVP,
 * docs/decisions/039-one-step-rsvp.md) the request takes a free place at once, or joins the end of
 * the waitlist, under the event's lock that every change to who holds a place takes
 * (waitlist/places.ts), together with the requests that arrived while the last batch was admitted.
 */
export async function admitRequest(options: { db: Db; event: EventRow; request: Request; jobs: JobQueue }) {
  const { db, event, jobs } = options;
  const request = { ...options.request, checkInCode: newCheckInCode() };
  if (event.approvalRequired) return insertPendingInLine({ db, jobs }, event.id, request);
  return admitInLine({ db, jobs }, event.id, request);
}
