import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { queueStartChangeNotice, scheduleReminders } from '../reminders/index.ts';
import { promoteWaitlisted } from '../waitlist/index.ts';
import type { EventRow } from './access.ts';

export type EventEffects = { jobs: JobQueue; appUrl: string; reminderLeadMinutes: number };

/**
 * What saving an event sets going, in the transaction that saves it (which holds the event's row
 * lock): a new start schedules its reminders and, for guests already told the old one, a "new time"
 * notice (at most one a day); a changed capacity gives any free places to the waitlist, in order.
 */
export async function afterEventSaved(tx: Db, saved: EventRow, previous: EventRow | null, effects: EventEffects) {
  if (!previous || previous.startsAt.getTime() !== saved.startsAt.getTime()) {
    await scheduleReminders(tx, effects.jobs, saved, effects.reminderLeadMinutes);
  }
  if (previous && previous.startsAt.getTime() !== saved.startsAt.getTime()) {
    await queueStartChangeNotice(tx, effects.jobs, saved.id);
  }
  if (previous && previous.capacity !== saved.capacity) {
    await promoteWaitlisted({ tx, event: saved, jobs: effects.jobs, appUrl: effects.appUrl });
  }
}
