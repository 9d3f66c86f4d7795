// What other features may use of reminders (docs/decisions/022-feature-boundaries.md).
export { scheduleReminders } from './schedule.ts';
export { queueStartChangeNotice } from './notice.ts';
