import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';
import type { EventRow } from '../events/index.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueSearchEvidence } from '../jobs/search-evidence.ts';
import { enqueueMail } from '../mail/jobs.ts';
import { listMailContacts } from '../users/index.ts';
import { approvedMail } from './mail.ts';
import { approvedColumns, countTakenPlaces, freePlaces } from './places.ts';

/**
 * Gives every free place to the earliest waitlisted guests, in order, and queues each one's approval
 * e-mail (location and .ics) in the same transaction. Call it inside a transaction that holds
 * `lockEvent`, after the change that freed places (a guest's cancel, a larger capacity, a decision's
 * grace period ending). Held places (hold.ts) are not free; a waitlisted guest who holds a place
 * waits for the hold to end. Answers the promoted users' ids.
 */
export async function promoteWaitlisted(options: { tx: Db; event: EventRow; jobs: JobQueue; appUrl: string }): Promise<string[]> {
  const { tx, event, jobs, appUrl } = options;
  const free = freePlaces(event.capacity, await countTakenPlaces(tx, event.id));
  if (free === 0) return [];
  const next = tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, event.id), eq(registrations.status, 'waitlisted'), isNull(registrations.approvedAt)))
    .orderBy(asc(registrations.waitlistedAt), asc(registrations.id));
  const chosen = await (Number.isFinite(free) ? next.limit(free) : next);
  if (chosen.length === 0) return [];
  const promoted = await tx
    .update(registrations)
    // The approval e-mail goes out now, below: a later change within a grace period compares with it.
    .set({ ...approvedColumns(new Date()), notifiedStatus: 'approved' })
    .where(
      and(
        inArray(
          registrations.id,
          chosen.map((row) => row.id),
        ),
        eq(registrations.status, 'waitlisted'),
      ),
    )
    .returning({ userId: registrations.userId });
  const guests = await listMailContacts(
    tx,
    promoted.map((row) => row.userId),
  );
  for (const guest of guests) {
    if (guest.email) await enqueueMail(jobs, tx, approvedMail({ to: guest.email, guestName: guest.name, event, appUrl }));
  }
  await enqueueSearchEvidence(
    jobs,
    tx,
    promoted.map((row) => row.userId),
  );
  return promoted.map((row) => row.userId);
}
