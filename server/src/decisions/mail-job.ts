import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { RegistrationStatus } from '@hearth/contract/events';
import type { Db } from '../db/client.ts';
import { events, registrations } from '../db/schema.ts';
import { afterGracePeriod } from '../jobs/after-grace-period.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueMail } from '../mail/jobs.ts';
import { approvedMail, waitlistedMail, waitlistPositions } from '../waitlist/index.ts';
import { listMailContacts } from '../users/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { declinedMail } from './mail.ts';
import { registrationWebhookData } from './webhook-data.ts';

/** Statuses a guest is e-mailed about (pending is "no decision yet"). */
export const MAILED_STATUSES: readonly RegistrationStatus[] = ['approved', 'declined', 'waitlisted'];

/** `newRequests`: one-step requests admitted at once, announced as `registration.created`, not as a change. */
export type DecisionMailJob = { eventId: string; decidedAt: string; registrationIds: string[]; newRequests?: boolean };

const decisionMailJobs = afterGracePeriod<DecisionMailJob>('decision-mail', sendDecisionMail);

/** Queues the e-mails of one decision, due when its grace period ends. */
export const queueDecisionMail = decisionMailJobs.queue;

/** The `decision-mail` queue: when a decision's grace period ends, e-mail what still stands. */
export const defineDecisionMailJobs = decisionMailJobs.define;

/**
 * One statement picks and marks the guests to e-mail: those whose last decision is still this one
 * (a later decision has its own job) and whose status differs from what they were last told. So
 * Approve → Decline → Approve within the grace period sends one "You're going", an undo back to what
 * the guest already knows sends nothing, and a job run twice sends nothing the second time.
 * Answers how many e-mails it queued.
 */
export async function sendDecisionMail(options: { db: Db; jobs: JobQueue; job: DecisionMailJob; appUrl: string }) {
  const { db, jobs, job, appUrl } = options;
  if (job.registrationIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, job.eventId)).limit(1);
    if (!event) return 0;
    const due = await tx
      .update(registrations)
      .set({ notifiedStatus: sql`${registrations.status}` })
      .where(
        and(
          inArray(registrations.id, job.registrationIds),
          eq(registrations.decidedAt, new Date(job.decidedAt)),
          inArray(registrations.status, [...MAILED_STATUSES]),
          or(isNull(registrations.notifiedStatus), ne(registrations.notifiedStatus, registrations.status)),
        ),
      )
      .returning({
        id: registrations.id,
        eventId: registrations.eventId,
        userId: registrations.userId,
        status: registrations.status,
        waitlistedAt: registrations.waitlistedAt,
      });
    if (due.length === 0) return 0;
    // Only now, past the grace period, is the decision final: an undone one never reaches here.
    if (!job.newRequests) {
      await emitWebhookEvent(tx, jobs, 'registration.status_changed', async () =>
        (await registrationWebhookData(tx, job.eventId, due)).map((data) => ({ ...data, decided_at: job.decidedAt })),
      );
    }
    const guests = await listMailContacts(
      tx,
      due.map((row) => row.userId),
    );
    const byId = new Map(guests.map((guest) => [guest.id, guest]));
    const positions = await waitlistPositions(
      tx,
      job.eventId,
      due.filter((row) => row.status === 'waitlisted').map((row) => row.id),
    );
    let queued = 0;
    for (const row of due) {
      const guest = byId.get(row.userId);
      if (!guest?.email) continue;
      const to = { to: guest.email, guestName: guest.name, event, appUrl };
      if (row.status === 'approved') await enqueueMail(jobs, tx, approvedMail(to));
      else if (row.status === 'declined') await enqueueMail(jobs, tx, declinedMail(to));
      else if (positions.has(row.id)) await enqueueMail(jobs, tx, waitlistedMail({ ...to, position: positions.get(row.id)! }));
      else continue;
      queued += 1;
    }
    return queued;
  });
}
