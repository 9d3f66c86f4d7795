// What other features may use of reminders (docs/decisions/022-feature-boundaries.md).
export { remindersOnEventSaved } from './on-event-saved.ts';
