export { invitesOnEventSaved } from './on-event-saved.ts';
