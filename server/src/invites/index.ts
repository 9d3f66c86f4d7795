export { retractInvitesSentBy } from './standing.ts';
