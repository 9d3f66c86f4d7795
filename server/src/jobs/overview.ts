import type { FailedJob, JobQueueName, JobsOverview } from '@hearth/contract/jobs';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { JOB_SCHEMA, type JobQueue } from './queue.ts';

type CountRow = { name: JobQueueName; state: string; n: number };
type ErrorRow = { name: JobQueueName; message: string; at: Date | string };
type FailedRow = {
  id: string;
  name: JobQueueName;
  data: Record<string, unknown>;
  message: string | null;
  retry_count: number;
  created_on: Date | string;
  completed_on: Date | string | null;
};

const FAILED_SHOWN = 50;

/** What a site admin sees of the queues: counts per state, the latest error, and the jobs given up on. */
export async function jobsOverview({ database, jobs }: { database: Database; jobs: JobQueue }): Promise<JobsOverview> {
  const names = jobs.names();
  const counts = (await database.executeSql(
    `SELECT name, state::text AS state, count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = ANY($1) GROUP BY name, state`,
    [names],
  )) as { rows: CountRow[] };
  const errors = (await database.executeSql(
    `SELECT DISTINCT ON (name) name, output->>'message' AS message, COALESCE(completed_on, started_on) AS at
     FROM ${JOB_SCHEMA}.job
     WHERE name = ANY($1) AND state IN ('retry', 'failed') AND output ? 'message'
     ORDER BY name, COALESCE(completed_on, started_on) DESC`,
    [names],
  )) as { rows: ErrorRow[] };
  const failed = (await database.executeSql(
    `SELECT id, name, data, output->>'message' AS message, retry_count, created_on, completed_on
     FROM ${JOB_SCHEMA}.job WHERE name = ANY($1) AND state = 'failed'
     ORDER BY completed_on DESC LIMIT ${FAILED_SHOWN}`,
    [names],
  )) as { rows: FailedRow[] };

  const count = (name: string, states: string[]) =>
    counts.rows.filter((row) => row.name === name && states.includes(row.state)).reduce((sum, row) => sum + row.n, 0);
  return {
    queues: names.map((name) => {
      const error = errors.rows.find((row) => row.name === name);
      return {
        name,
        queued: count(name, ['created', 'retry']),
        running: count(name, ['active']),
        failed: count(name, ['failed']),
        lastError: error ? { message: error.message, at: iso(error.at) } : null,
      };
    }),
    failed: failed.rows.map((row): FailedJob => ({
      id: row.id,
      queue: row.name,
      summary: summarize(row.name, row.data),
      error: row.message ?? 'Unknown error',
      attempts: row.retry_count + 1,
      createdAt: iso(row.created_on),
      failedAt: iso(row.completed_on ?? row.created_on),
    })),
  };
}

/** Puts a job that was given up on back in its queue (one more attempt). */
export async function retryFailedJob(options: { database: Database; jobs: JobQueue; queue: JobQueueName; id: string }) {
  const { rows } = (await options.database.executeSql(
    `SELECT state::text AS state FROM ${JOB_SCHEMA}.job WHERE name = $1 AND id = $2`,
    [options.queue, options.id],
  )) as { rows: { state: string }[] };
  const [job] = rows;
  if (!job) throw notFound('Job not found.');
  if (job.state !== 'failed') throw conflict('Only a failed job can be retried.');
  await options.jobs.retry(options.queue, options.id);
}

function summarize(name: JobQueueName, data: Record<string, unknown>): string {
  if (name === 'mail') {
    const to = Array.isArray(data.to) ? data.to.join(', ') : String(data.to ?? '');
    return `E-mail to ${to}: ${String(data.subject ?? '')}`;
  }
  if (name === 'sign-in-link') return 'Sign-in link';
  if (name === 'invite-mail') return 'Invitation e-mail';
  if (name === 'reminders') return `Reminders for the event starting ${String(data.startsAt ?? '')}`;
  if (name === 'decision-mail') return "E-mails about hosts' decisions, after the grace period";
  if (name === 'waitlist-promotion') return "Waitlist promotion after a host's decision, after the grace period";
  if (name === 'start-change-notice') return 'Notice to guests that the event start changed';
  if (name === 'search-evidence') return 'Talent search evidence of people whose Hearth activity changed';
  if (name === 'webhook-delivery') return 'Webhook delivery';
  return 'Embedding of new and changed profiles';
}

const iso = (value: Date | string) => new Date(value).toISOString();
