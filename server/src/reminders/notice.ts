import { and, eq, gt, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, registrations } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { mailGuests } from './mail-guests.ts';
import { startChangedMail } from './notice-mail.ts';
import { reminderDueAt } from './schedule.ts';

/** At most one "new time" notice per event in this long. */
export const NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type StartChangeJob = { eventId: string };
type NoticeSettings = { appUrl: string; leadMinutes: number };

/**
 * Queues the event's "new time" notice, in `db`'s transaction (the save that moved the start). The
 * queue is `stately` with the event as singleton key: while a notice waits, moving the start again
 * adds nothing, and the waiting one announces the start current when it runs.
 */
export async function queueStartChangeNotice(db: Db, jobs: JobQueue, eventId: string, startAfter?: Date): Promise<void> {
  await jobs.enqueue<StartChangeJob>(
    db,
    'start-change-notice',
    { eventId },
    { singletonKey: eventId, ...(startAfter ? { startAfter } : {}) },
  );
}

export function defineStartChangeNoticeJobs(jobs: JobQueue, settings: NoticeSettings) {
  jobs.define<StartChangeJob>('start-change-notice', {
    policy: 'stately',
    handler: async (job, { db }) => {
      await sendStartChangeNotice({ db, jobs, job, ...settings });
    },
  });
}

/**
 * Who is told the new start: approved guests whose reminder (or an earlier notice) named another
 * start, and guests approved after the reminders of the current start were due, who get no reminder
 * and knew only the start of their approval e-mail. Everyone else gets the reminder of the current
 * start, so nobody gets both. `reminder_sent_for` records the start each guest was last told.
 */
function recipients(event: { id: string; startsAt: Date }, remindersDueAt: Date): SQL | undefined {
  return and(
    eq(registrations.eventId, event.id),
    eq(registrations.status, 'approved'),
    or(
      and(isNotNull(registrations.reminderSentFor), ne(registrations.reminderSentFor, event.startsAt)),
      and(isNull(registrations.reminderSentFor), gt(registrations.approvedAt, remindersDueAt)),
    ),
  );
}

/**
 * Under the event's row lock: when somebody needs to hear the new start and no notice went out in
 * the last day, one conditional UPDATE marks them told (so a retry or a second worker finds nobody),
 * stamps `events.start_change_notified_at`, and queues one e-mail each. Within a day of the last
 * notice it queues itself for when the day is over instead. Answers how many e-mails it queued.
 */
export async function sendStartChangeNotice(
  options: NoticeSettings & { db: Db; jobs: JobQueue; job: StartChangeJob; now?: Date },
): Promise<number> {
  const { db, jobs, job, appUrl, leadMinutes, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, job.eventId)).for('update');
    if (!event || event.startsAt <= now) return 0;
    const who = recipients(event, reminderDueAt(event.startsAt, leadMinutes));
    const last = event.startChangeNotifiedAt;
    if (last && now.getTime() - last.getTime() < NOTICE_INTERVAL_MS) {
      const [waiting] = await tx.select({ id: registrations.id }).from(registrations).where(who).limit(1);
      if (waiting) await queueStartChangeNotice(tx, jobs, event.id, new Date(last.getTime() + NOTICE_INTERVAL_MS));
      return 0;
    }
    const told = await tx
      .update(registrations)
      .set({ reminderSentFor: event.startsAt })
      .where(who)
      .returning({ userId: registrations.userId });
    if (told.length === 0) return 0;
    await tx.update(events).set({ startChangeNotifiedAt: now }).where(eq(events.id, event.id));
    const userIds = told.map((row) => row.userId);
    return mailGuests({ db: tx, jobs, userIds, write: (guest) => startChangedMail({ ...guest, event, appUrl }) });
  });
}
