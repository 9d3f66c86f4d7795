import type { EventSavedHandler } from '../events/index.ts';
import { promoteWaitlisted } from './promote.ts';

/** A changed capacity gives any free places to the waitlist, in order. Registered in server/src/app.ts. */
export function waitlistOnEventSaved(settings: { appUrl: string }): EventSavedHandler {
  return async ({ tx, jobs, before, after }) => {
    if (before && before.capacity !== after.capacity)
      await promoteWaitlisted({ tx, event: after, jobs, appUrl: settings.appUrl });
  };
}
