import { gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';

/** What a reminder job carries: the event and the start its reminders announce. */
export type ReminderJob = { eventId: string; startsAt: string };

/** When an event's reminders go out: `leadMinutes` (REMINDER_LEAD_MINUTES, a day) before its start. */
export const reminderDueAt = (startsAt: Date, leadMinutes: number) => new Date(startsAt.getTime() - leadMinutes * 60_000);

/**
 * Queues the reminders of the event's current start, in `db`'s transaction, due `leadMinutes`
 * before it. One job per event and start: the queue is `stately` and the singleton key names both,
 * so saving the event again or a second instance adds no second waiting job. A job for an older start
 * finds the start moved when it runs and does nothing (send.ts).
 */
export async function scheduleReminders(
  db: Db,
  jobs: JobQueue,
  event: { id: string; startsAt: Date },
  leadMinutes: number,
  now = new Date(),
): Promise<void> {
  if (event.startsAt <= now) return;
  const startsAt = event.startsAt.toISOString();
  await jobs.enqueue<ReminderJob>(
    db,
    'reminders',
    { eventId: event.id, startsAt },
    { singletonKey: `${event.id}:${startsAt}`, startAfter: reminderDueAt(event.startsAt, leadMinutes) },
  );
}

/**
 * Every event still to come gets its reminders queued: at start, so events saved before reminders
 * existed (or by the demo data) get them too. Idempotent, like `scheduleReminders`.
 */
export async function scheduleUpcomingReminders(db: Db, jobs: JobQueue, leadMinutes: number, now = new Date()) {
  const upcoming = await db.select({ id: events.id, startsAt: events.startsAt }).from(events).where(gt(events.startsAt, now));
  for (const event of upcoming) await scheduleReminders(db, jobs, event, leadMinutes, now);
}
