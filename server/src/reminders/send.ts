import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, registrations } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { reminderMail } from './mail.ts';
import { mailGuests } from './mail-guests.ts';
import { reminderDueAt, scheduleReminders, type ReminderJob } from './schedule.ts';

type ReminderSettings = { appUrl: string; leadMinutes: number };

/** The `reminders` queue: one job per event and start fans out into one `mail` job per guest. */
export function defineReminderJobs(jobs: JobQueue, settings: ReminderSettings) {
  jobs.define<ReminderJob>('reminders', {
    policy: 'stately',
    handler: async (job, { db }) => {
      await sendReminders({ db, jobs, job, ...settings });
    },
  });
}

/**
 * Queues the reminder e-mail of every guest who is approved now and was approved before the
 * reminders were due (a guest approved later just had the approval e-mail), once per guest and
 * event: the guest's row records the start it was sent for, set by the same conditional UPDATE that
 * picks them, so two workers (or a job run twice) never remind anyone twice, and a guest reminded
 * before the start moved hears of the new start from one "new time" notice instead (notice.ts).
 * Cancelled guests have no row left. When the event's start moved, the job of the new start does the
 * work. Answers how many reminders it queued.
 */
export async function sendReminders(
  options: ReminderSettings & { db: Db; jobs: JobQueue; job: ReminderJob; now?: Date },
): Promise<number> {
  const { db, jobs, job, appUrl, leadMinutes, now = new Date() } = options;
  const [event] = await db.select().from(events).where(eq(events.id, job.eventId)).limit(1);
  if (!event || event.startsAt <= now) return 0;
  const dueAt = reminderDueAt(event.startsAt, leadMinutes);
  if (event.startsAt.toISOString() !== job.startsAt || now < dueAt) {
    await scheduleReminders(db, jobs, event, leadMinutes, now);
    return 0;
  }
  return db.transaction(async (tx) => {
    const reminded = await tx
      .update(registrations)
      .set({ reminderSentFor: event.startsAt })
      .where(
        and(
          eq(registrations.eventId, event.id),
          eq(registrations.status, 'approved'),
          or(isNull(registrations.approvedAt), lte(registrations.approvedAt, dueAt)),
          isNull(registrations.reminderSentFor),
        ),
      )
      .returning({ userId: registrations.userId });
    if (reminded.length === 0) return 0;
    const userIds = reminded.map((row) => row.userId);
    return mailGuests({ db: tx, jobs, userIds, write: (guest) => reminderMail({ ...guest, event, appUrl }) });
  });
}
