import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { RegistrationStatus } from '@hearth/contract/events';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { newCheckInCode } from '../check-in/index.ts';
import { queueDecisionMail } from '../decisions/index.ts';
import type { EventRow } from '../events/index.ts';
import { admissionFor, lockEvent } from '../waitlist/index.ts';

type Request = { eventId: string; userId: string; questions: string[]; answers: string[] };

const alreadyRequested = () => conflict('You have already requested to join this event.');

async function insertRequest(db: Db, values: PgInsertValue<typeof registrations>) {
  const [row] = await db
    .insert(registrations)
    .values(values)
    .onConflictDoNothing({ target: [registrations.eventId, registrations.userId] })
    .returning({ id: registrations.id, status: registrations.status });
  if (!row) throw alreadyRequested();
  return row;
}

/**
 * When a request joins the waitlist, read under the lock: now, or a millisecond after the last one
 * in line when a burst brings several within one millisecond. The line is ordered by this time
 * (then by the random id), so each request gets its own and the waitlist keeps arrival order.
 */
const lineUpTime = (eventId: string) =>
  sql`greatest(date_trunc('milliseconds', clock_timestamp()), (select max(${registrations.waitlistedAt}) + interval '1 millisecond' from ${registrations} where ${registrations.eventId} = ${eventId}))`;

/**
 * Writes a guest's request to attend and answers the status it got. An event that requires approval
 * gets a pending request, which takes no place and so no lock. Otherwise (one-step RSVP,
 * docs/decisions/039-one-step-rsvp.md) the request takes a free place at once, or joins the end of
 * the waitlist, under the event's lock that every change to who holds a place takes
 * (waitlist/places.ts). Only the count, the insert and one queued job happen under the lock: the
 * guest's e-mail is a `decision-mail` job due now, which renders it once the lock is gone.
 */
export async function admitRequest(options: { db: Db; event: EventRow; request: Request; jobs: JobQueue }) {
  const { db, event, jobs } = options;
  const request = { ...options.request, checkInCode: newCheckInCode() };
  if (event.approvalRequired) return (await insertRequest(db, { ...request, status: 'pending' })).status;
  return db.transaction(async (tx): Promise<RegistrationStatus> => {
    const locked = await lockEvent(tx, event.id);
    if (!locked) throw notFound('Event not found.');
    if (locked.approvalRequired) return (await insertRequest(tx, { ...request, status: 'pending' })).status;
    const now = new Date();
    const admission = await admissionFor(tx, locked, now);
    const row = await insertRequest(tx, {
      ...request,
      ...admission,
      ...(admission.status === 'waitlisted' ? { waitlistedAt: lineUpTime(event.id) } : {}),
      decidedAt: now,
    });
    await queueDecisionMail(
      tx,
      { jobs, graceSeconds: 0 },
      { eventId: event.id, decidedAt: now.toISOString(), registrationIds: [row.id] },
    );
    return row.status;
  });
}
