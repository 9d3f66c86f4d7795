import type { JobQueueName } from '@hearth/contract/jobs';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { deliverOnce } from './deliver-once.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** An attempt to hand a message to SMTP that takes longer than this is retried (after the lease). */
const MAIL_TIMEOUT_SECONDS = 90;

/** Every e-mail goes through the `mail` queue: enqueued with its cause, sent once, retried while SMTP is down. */
export function defineMailJobs(queue: JobQueue, mailer: Mailer) {
  defineMailSendingJobs<MailMessage>(queue, 'mail', {
    mailer,
    write: async (message) => message,
    // Once sent, the queue keeps who and what for the admin screen, not the body (invitation links).
    afterwards: (id) => queue.redact('mail', id, ['to', 'subject']),
  });
}

/**
 * A queue whose job sends one e-mail, at most once however often it runs (deliverOnce). `write`
 * makes the message when the job runs, from what holds then (a fresh one-time link), or answers
 * null when there is nothing to send any more; `afterwards` runs once the message is sent.
 */
export function defineMailSendingJobs<Job extends object>(
  queue: JobQueue,
  name: JobQueueName,
  options: {
    mailer: Mailer;
    write: (job: Job, db: Db) => Promise<MailMessage | null>;
    afterwards?: (jobId: string) => Promise<void>;
  },
) {
  const { mailer, write, afterwards } = options;
  queue.define<Job>(name, {
    concurrency: 4,
    timeoutSeconds: MAIL_TIMEOUT_SECONDS,
    handler: async (job, { id, db, timeoutSeconds }) => {
      await deliverOnce(db, {
        jobId: id,
        leaseSeconds: timeoutSeconds,
        send: async () => {
          const message = await write(job, db);
          if (message) await mailer.send({ ...message, messageId: `<${id}@hearth>` });
        },
      });
      await afterwards?.(id);
    },
  });
}

/** Queues an e-mail in `db`'s transaction; it is sent once that commits. */
export async function enqueueMail(queue: JobQueue, db: Db, message: MailMessage): Promise<void> {
  await queue.enqueue(db, 'mail', message);
}
