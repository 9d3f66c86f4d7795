import { and, eq, inArray } from 'drizzle-orm';
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
import { approvedColumns, countTakenPlaces, freePlaces, lineUpStart, lockEvent, waitlistedColumns } from '../waitlist/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { createAdmissionLines } from './admission-line.ts';

type Request = { eventId: string; userId: string; questions: string[]; answers: string[] };
type Row = Request & { checkInCode: string };

const alreadyRequested = () => conflict('You have already requested to join this event.');

async function insertRequest(db: Db, jobs: JobQueue, values: Request & { checkInCode: string; status: 'pending' }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(registrations)
      .values(values)
      .onConflictDoNothing({ target: [registrations.eventId, registrations.userId] })
      .returning({ id: registrations.id, status: registrations.status });
    if (!row) throw alreadyRequested();
    await emitWebhookEvent(tx, jobs, 'registration.created', () =>
      registrationWebhookData(tx, values.eventId, [{ userId: values.userId, status: row.status }]),
    );
    return row;
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
    const registered = await tx
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, eventId),
          inArray(
            registrations.userId,
            batch.map((row) => row.userId),
          ),
        ),
      );
    // Once per guest: a second request of the same guest in the batch is answered 409, as is one
    // already registered. Found here, under the lock, whatever made it: any other insert for this
    // event holds a key-share lock on the event's row until it commits, so it committed before the
    // lock was granted, or waits for this transaction to end (and then finds this guest's row).
    const seen = new Set(registered.map((row) => row.userId));
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
      let free = freePlaces(locked.capacity, await countTakenPlaces(tx, eventId));
      const lineStart = free < admitted.size ? await lineUpStart(tx, eventId) : 0;
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

/** The lines of one-step requests, one per event (admission-line.ts). */
const admitInLine = createAdmissionLines<{ db: Db; jobs: JobQueue }, Row, RegistrationStatus>(({ db, jobs }, eventId, batch) =>
  admitBatch(db, eventId, batch, jobs),
);

/**
 * Writes a guest's request to attend and answers the status it got. An event that requires approval
 * gets a pending request, which takes no place and so no lock. Otherwise (one-step RSVP,
 * docs/decisions/039-one-step-rsvp.md) the request takes a free place at once, or joins the end of
 * the waitlist, under the event's lock that every change to who holds a place takes
 * (waitlist/places.ts), together with the requests that arrived while the last batch was admitted.
 */
export async function admitRequest(options: { db: Db; event: EventRow; request: Request; jobs: JobQueue }) {
  const { db, event, jobs } = options;
  const request = { ...options.request, checkInCode: newCheckInCode() };
  if (event.approvalRequired) return (await insertRequest(db, jobs, { ...request, status: 'pending' })).status;
  return admitInLine({ db, jobs }, event.id, request);
}
