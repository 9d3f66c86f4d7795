import type { Db } from '../db/client.ts';
import { afterGracePeriod } from '../jobs/after-grace-period.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { releaseHeldPlaces } from './hold.ts';
import { lockEvent } from './places.ts';
import { promoteWaitlisted } from './promote.ts';

/** A host's decision that took places away: when it was made (its `decided_at`). */
export type PromotionJob = { eventId: string; decidedAt: string };

const promotionJobs = afterGracePeriod<PromotionJob>('waitlist-promotion', promoteAfterGracePeriod);

/** Queues, in the decision's transaction, the promotion due when the decision's grace period ends. */
export const queuePromotion = promotionJobs.queue;

/** The `waitlist-promotion` queue: a decision's grace period is over, so its held places go to the waitlist. */
export const defineWaitlistPromotionJobs = promotionJobs.define;

/**
 * Under the event's lock: releases the places the decision held, then fills every free place from
 * the waitlist in order, each promoted guest e-mailed in this transaction. Run twice, or by two
 * instances at once, it promotes nobody twice: the second run waits for the lock and then finds the
 * places taken. Answers the promoted users' ids.
 */
export async function promoteAfterGracePeriod(options: {
  db: Db;
  jobs: JobQueue;
  job: PromotionJob;
  appUrl: string;
}): Promise<string[]> {
  const { db, jobs, job, appUrl } = options;
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, job.eventId);
    if (!event) return [];
    await releaseHeldPlaces(tx, event.id, new Date(job.decidedAt));
    return promoteWaitlisted({ tx, event, jobs, appUrl });
  });
}
