import type { JobQueueName } from '@hearth/contract/jobs';
import type { Db } from '../db/client.ts';
import type { JobQueue } from './queue.ts';

/** What a job about a host's decision knows of it: when it was made (its `decided_at`). */
type DecisionJob = { decidedAt: string };

/**
 * A queue of jobs that follow a host's decision once its grace period is over, while an undo is no
 * longer possible (docs/product/registrations.md#decisions). `queue` adds one in the decision's
 * transaction, due `graceSeconds` after `decidedAt`; `define` makes the queue run `run` with the
 * app's database, job queue and public URL.
 */
export function afterGracePeriod<Job extends DecisionJob>(
  name: JobQueueName,
  run: (options: { db: Db; jobs: JobQueue; job: Job; appUrl: string }) => Promise<unknown>,
) {
  return {
    async queue(tx: Db, effects: { jobs: JobQueue; graceSeconds: number }, job: Job): Promise<void> {
      await effects.jobs.enqueue(tx, name, job, {
        startAfter: new Date(Date.parse(job.decidedAt) + effects.graceSeconds * 1000),
      });
    },
    define(jobs: JobQueue, settings: { appUrl: string }): void {
      jobs.define<Job>(name, {
        handler: async (job, { db }) => {
          await run({ db, jobs, job, appUrl: settings.appUrl });
        },
      });
    },
  };
}
