import { z } from 'zod';

/** The durable job queues a site admin can watch (server/src/jobs). */
export const JobQueueNameSchema = z.enum([
  'mail',
  'sign-in-link',
  'embed',
  'reminders',
  'decision-mail',
  'invite-mail',
  'waitlist-promotion',
  'start-change-notice',
  'search-evidence',
  'webhook-delivery',
]);
export type JobQueueName = z.infer<typeof JobQueueNameSchema>;

export const JobErrorSchema = z.object({ message: z.string(), at: z.string() });

export const JobQueueStatsSchema = z.object({
  name: JobQueueNameSchema,
  /** Waiting to run: new, or failed and waiting for its next retry. */
  queued: z.number().int(),
  running: z.number().int(),
  /** Given up after every retry (kept until an admin retries it). */
  failed: z.number().int(),
  lastError: JobErrorSchema.nullable(),
});

export const FailedJobSchema = z.object({
  id: z.string(),
  queue: JobQueueNameSchema,
  /** What the job was for, in words (e.g. "E-mail to ada@example.com: You're going"). */
  summary: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string(),
});

export const JobsOverviewSchema = z.object({
  queues: z.array(JobQueueStatsSchema),
  failed: z.array(FailedJobSchema),
});
export type JobsOverview = z.infer<typeof JobsOverviewSchema>;
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const RetryJobParamsSchema = z.object({ queue: JobQueueNameSchema, id: z.string().uuid() });
