import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueMail } from '../mail/jobs.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { listMailContacts } from '../users/index.ts';

/**
 * Queues, in `db`'s transaction, the e-mail `write` makes for each guest of `userIds` who has an
 * address; answers how many it queued.
 */
export async function mailGuests(options: {
  db: Db;
  jobs: JobQueue;
  userIds: string[];
  write: (guest: { to: string; guestName: string }) => MailMessage;
}): Promise<number> {
  const { db, jobs, userIds, write } = options;
  let queued = 0;
  for (const guest of await listMailContacts(db, userIds)) {
    if (!guest.email) continue;
    await enqueueMail(jobs, db, write({ to: guest.email, guestName: guest.name }));
    queued += 1;
  }
  return queued;
}
