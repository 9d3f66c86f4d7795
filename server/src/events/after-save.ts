import type { EventProject } from '@hearth/contract/events';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import type { EventRow, EventViewer } from './access.ts';
import { listHosts } from './detail.ts';
import { toEvent } from './serialize.ts';

/**
 * A saved event, as the features that react to it see it: inside the transaction that saved it,
 * which holds the event's row lock, so what they queue or change commits or rolls back with the save.
 * `before` is null for a new event; `removedHostIds` are the hosts this save took away.
 */
export type EventSaved = { tx: Db; jobs: JobQueue; before: EventRow | null; after: EventRow; removedHostIds: string[] };

/** One reaction to a saved event (reminders, the waitlist, invitations); an error rolls the save back. */
export type EventSavedHandler = (saved: EventSaved) => Promise<void>;

/**
 * What the features above events give it, wired in the composition root (server/src/app.ts), so
 * events imports none of them (docs/decisions/037-one-way-server-features.md): the reactions to a
 * saved event, run in order, and the event page's projects.
 */
export type EventHooks = {
  saved: readonly EventSavedHandler[];
  projectsOf: (db: Db, eventId: string) => Promise<EventProject[]>;
};

/** What a save needs besides its input: the job queue and the reactions to run in its transaction. */
export type EventEffects = { jobs: JobQueue; saved: EventHooks['saved'] };

export async function afterEventSaved(effects: EventEffects, saved: Omit<EventSaved, 'jobs'>) {
  for (const handler of effects.saved) await handler({ ...saved, jobs: effects.jobs });
  // As a site admin reads it: the endpoints belong to site admins (docs/product/admin-and-api-keys.md#webhooks).
  await emitWebhookEvent(saved.tx, effects.jobs, saved.before ? 'event.updated' : 'event.created', async () => [
    { event: toEvent(saved.after, SITE_ADMIN_VIEWER, { hosts: await listHosts(saved.tx, saved.after.id) }) },
  ]);
}

const SITE_ADMIN_VIEWER: EventViewer = { actor: null, isSiteAdmin: true, isHost: false, status: null };
