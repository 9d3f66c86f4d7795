import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueueName } from '@hearth/contract/jobs';
import type { Database, Db } from '../db/client.ts';
import { sqlExecutor } from './sql-executor.ts';

/** pg-boss keeps its tables in this schema, on PGlite and PostgreSQL alike. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Retries: the first within 10 s (5–10 s), doubling, never more than 5 minutes apart; 300 retries
 * last well over 24 hours (about 7 minutes of doubling, then 293 × 5 minutes), then the job is kept as failed.
 */
export const RETRY = { limit: 300, delaySeconds: 5, maxDelaySeconds: 300 } as const;

export type JobContext = {
  id: string;
  attempt: number;
  db: Db;
  log: FastifyBaseLogger;
  /** How long an attempt may run before it counts as lost and the job runs again. */
  timeoutSeconds: number;
};
export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export type JobDefinition<T> = {
  handler: JobHandler<T>;
  /** Jobs of this queue run at once in one process. */
  concurrency?: number;
  /** `stately`: at most one waiting and one running job per singleton key (embedding: one pass at a time). */
  policy?: 'standard' | 'stately';
  /** An attempt still running after this long counts as lost (a crashed worker) and is retried. */
  timeoutSeconds?: number;
};

export type EnqueueOptions = { singletonKey?: string; startAfter?: Date };

export type JobQueue = {
  define: <T extends object>(name: JobQueueName, definition: JobDefinition<T>) => void;
  /** Adds a job in `db`'s transaction (or on its own): it exists exactly when the change that caused it does. */
  enqueue: <T extends object>(db: Db, name: JobQueueName, data: T, options?: EnqueueOptions) => Promise<string | null>;
  /** Creates the tables and queues; with `work`, also polls and runs jobs in this process. */
  start: (options: { work: boolean }) => Promise<void>;
  /** Runs every job that is due now, in this process, until none is left (tests, command-line tools). */
  runDue: (names?: JobQueueName[]) => Promise<number>;
  /** Drops all but `keep` of a job's data (a sent e-mail's body, which may hold a one-time link). */
  redact: (name: JobQueueName, id: string, keep: string[]) => Promise<void>;
  /** Puts a failed job back in its queue. */
  retry: (name: JobQueueName, id: string) => Promise<void>;
  /** Stops taking jobs and waits for those running (each completes, or is retried later). */
  stop: () => Promise<void>;
  names: () => JobQueueName[];
};

export type JobQueueOptions = {
  database: Database;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for jobs. */
  pollMs?: number;
  /** How often pg-boss expires lost attempts and archives old jobs. */
  maintenanceSeconds?: number;
  /** Overrides every queue's `timeoutSeconds` (tests of crashed workers). */
  timeoutSeconds?: number;
  /** Whether this process is busy serving people: its workers then wait before taking jobs (yieldToRequests). */
  busy?: () => boolean;
};

/** How long a worker waits in a row for a busy process, then runs one batch anyway, so jobs never starve. */
const YIELD_MAX_MS = 5000;
const YIELD_POLL_MS = 50;

type StoredJob = PgBoss.JobWithMetadata<object>;

/**
 * The durable job queue (docs/decisions/008-durable-jobs.md): pg-boss on the application's own
 * database, so a job is enqueued in the same transaction as its cause. Workers here fetch and settle jobs through
 * pg-boss's API, which lets the queue cap the retry delay, run jobs on demand and drain on stop.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schema: JOB_SCHEMA,
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 10,
    // Failed jobs stay visible (and retryable) on the admin screen for 30 days; done ones for a day.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 30 * 24 * 60 * 60,
  });
  boss.on('error', (error) => log.error({ err: error }, 'jobs: queue maintenance failed'));

  const definitions = new Map<JobQueueName, JobDefinition<object>>();
  const timeoutOf = (definition: JobDefinition<object>) => options.timeoutSeconds ?? definition.timeoutSeconds ?? 120;
  const running = new Set<Promise<void>>();
  const wakers = new Map<JobQueueName, () => void>();
  let started = false;
  let stopping = false;

  async function settle(name: JobQueueName, job: StoredJob, definition: JobDefinition<object>) {
    const attempt = job.retryCount + 1;
    try {
      await definition.handler(job.data, { id: job.id, attempt, db: database.db, log, timeoutSeconds: timeoutOf(definition) });
      await boss.complete(name, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(name, job.id, { message });
      // pg-boss doubles the delay without a ceiling; ours is 5 minutes.
      await database.executeSql(
        `UPDATE ${JOB_SCHEMA}.job SET start_after = LEAST(start_after, now() + make_interval(secs => $3))
         WHERE name = $1 AND id = $2 AND state = 'retry'`,
        [name, job.id, RETRY.maxDelaySeconds],
      );
      const givenUp = job.retryCount >= job.retryLimit;
      if (givenUp) log.error({ job: job.id, queue: name, err: error }, `jobs: ${name} failed for good after ${attempt} attempts`);
      else log.warn({ job: job.id, queue: name, attempt }, `jobs: ${name} failed (${message}); will retry`);
    }
  }

  /** Fetches up to `limit` due jobs of a queue and runs them; answers how many it ran. */
  async function runBatch(name: JobQueueName, limit: number): Promise<number> {
    const definition = definitions.get(name);
    if (!definition) return 0;
    const jobs = (await boss.fetch<object>(name, { batchSize: limit, includeMetadata: true })) ?? [];
    await Promise.all(
      jobs.map((job) => {
        // A job that could not be settled (the database went away) stays active until its attempt
        // times out, and then runs again.
        const run = settle(name, job, definition).catch((error: unknown) =>
          log.warn({ err: error, job: job.id, queue: name }, 'jobs: could not settle a job; it runs again after its timeout'),
        );
        running.add(run);
        return run.finally(() => running.delete(run));
      }),
    );
    return jobs.length;
  }

  /**
   * Jobs wait while the process is busy serving people (a launch's burst): an e-mail a few seconds
   * later costs nobody anything, a request answered later costs the person waiting for it.
   */
  async function yieldToRequests() {
    const since = Date.now();
    while (!stopping && options.busy?.() && Date.now() - since < YIELD_MAX_MS) await sleep(YIELD_POLL_MS);
  }

  async function workLoop(name: JobQueueName, concurrency: number) {
    let failing = false;
    while (!stopping) {
      let ran = 0;
      await yieldToRequests();
      if (stopping) return;
      try {
        ran = await runBatch(name, concurrency);
        if (failing) log.info({ queue: name }, 'jobs: fetching jobs again');
        failing = false;
      } catch (error) {
        // The database is unreachable or shutting down: look again later (said once per outage).
        if (!failing) log.warn({ err: error, queue: name }, 'jobs: could not fetch jobs; will keep trying');
        failing = true;
      }
      if (ran > 0) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wakers.set(name, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      wakers.delete(name);
    }
  }

  const loops: Promise<void>[] = [];

  return {
    define(name, definition) {
      definitions.set(name, definition as JobDefinition<object>);
    },

    async enqueue(db, name, data, enqueueOptions = {}) {
      const id = await boss.send(name, data, {
        db: { executeSql: sqlExecutor(db) },
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
      });
      // A worker of this process looks at once (the transaction may still be open: then on its next poll).
      const wake = wakers.get(name);
      if (wake) setTimeout(wake, 20).unref();
      return id;
    },

    async start({ work }) {
      if (started) return;
      started = true;
      // pg-boss creates its schema and our queues on first start: two instances starting at once would collide.
      await database.withStartupLock(async () => {
        await boss.start();
        for (const [name, definition] of definitions) {
          const queue = {
            name,
            policy: definition.policy ?? 'standard',
            retryLimit: RETRY.limit,
            retryDelay: RETRY.delaySeconds,
            retryBackoff: true,
            expireInSeconds: timeoutOf(definition),
          } as const;
          if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
          else await boss.createQueue(name, queue);
        }
      });
      if (!work) return;
      for (const [name, definition] of definitions) loops.push(workLoop(name, definition.concurrency ?? 1));
    },

    async runDue(names) {
      let total = 0;
      for (;;) {
        let ran = 0;
        for (const name of names ?? definitions.keys()) ran += await runBatch(name, 16);
        total += ran;
        if (ran === 0) return total;
      }
    },

    async redact(name, id, keep) {
      await database.executeSql(
        `UPDATE ${JOB_SCHEMA}.job SET data = (SELECT COALESCE(jsonb_object_agg(key, value), '{}') FROM jsonb_each(data) WHERE key = ANY($3))
         WHERE name = $1 AND id = $2`,
        [name, id, keep],
      );
    },

    async retry(name, id) {
      await boss.retry(name, id);
      wakers.get(name)?.();
    },

    async stop() {
      if (!started) return;
      stopping = true;
      for (const wake of wakers.values()) wake();
      await Promise.all(loops);
      await Promise.all(running);
      await boss.stop({ graceful: false, close: false, wait: true });
      // pg-boss's stop timers settle shortly after.
      await sleep(10);
    },

    names: () => [...definitions.keys()],
  };
}
