// What other features may use of the demo data: the row makers their seeds share.
export { makeEvent, makeRegistration } from './rows.ts';
