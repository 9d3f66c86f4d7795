import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { deliverOnce } from './deliver-once.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** An attempt to hand a message to SMTP that takes longer than this is retried (after the lease). */
export const MAIL_TIMEOUT_SECONDS = 90;

/** Every e-mail goes through the `mail` queue: enqueued with its cause, sent once, retried while SMTP is down. */
export function defineMailJobs(queue: JobQueue, mailer: Mailer) {
  queue.define<MailMessage>('mail', {
    concurrency: 4,
    timeoutSeconds: MAIL_TIMEOUT_SECONDS,
    handler: async (message, { id, db, timeoutSeconds }) => {
      await deliverOnce(db, {
        jobId: id,
        leaseSeconds: timeoutSeconds,
        send: () => mailer.send({ ...message, messageId: `<${id}@hearth>` }),
      });
      // Once sent, the queue keeps who and what for the admin screen, not the body (invitation links).
      await queue.redact('mail', id, ['to', 'subject']);
    },
  });
}

/** Queues an e-mail in `db`'s transaction; it is sent once that commits. */
export async function enqueueMail(queue: JobQueue, db: Db, message: MailMessage): Promise<void> {
  await queue.enqueue(db, 'mail', message);
}
