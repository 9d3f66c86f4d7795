import type { EventSavedHandler } from '../events/index.ts';
import { retractInvitesSentBy } from './standing.ts';

/** A removed host's pending invitations for the event die with their role. Registered in server/src/app.ts. */
export const invitesOnEventSaved: EventSavedHandler = async ({ tx, after, removedHostIds }) => {
  await retractInvitesSentBy(tx, after.id, removedHostIds);
};
