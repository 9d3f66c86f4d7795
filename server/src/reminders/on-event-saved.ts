import type { EventSavedHandler } from '../events/index.ts';
import { queueStartChangeNotice } from './notice.ts';
import { scheduleReminders } from './schedule.ts';

/**
 * A new start schedules the event's reminders and, for guests already told the old one, a
 * "new time" notice (at most one a day, notice.ts). Registered in server/src/app.ts.
 */
export function remindersOnEventSaved(settings: { leadMinutes: number }): EventSavedHandler {
  return async ({ tx, jobs, before, after }) => {
    const startMoved = before !== null && before.startsAt.getTime() !== after.startsAt.getTime();
    if (before === null || startMoved) await scheduleReminders(tx, jobs, after, settings.leadMinutes);
    if (startMoved) await queueStartChangeNotice(tx, jobs, after.id);
  };
}
