import { eq } from 'drizzle-orm';
import type { ProfileUpdateSchema } from '@hearth/contract/user';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { eventHosts, registrations, talentProfiles, users } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { Actor } from '../http/actor.ts';
import { toUser } from './serialize.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueEmbedding } from '../jobs/embedding.ts';

/** A profile with its talent extras and event roles; the e-mail only for the owner or a site admin. */
export async function getProfile(options: { db: Db; viewer: Actor | null; userId: string }) {
  const { db, userId, viewer } = options;
  const [row] = await db
    .select({ user: users, extras: talentProfiles })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('User not found.');
  // The owner and site admins see the e-mail, the site role and the event roles; others see none of
  // them (pending or hidden events are not theirs to know: the public list is GET /user/{id}/event,
  // which filters).
  const isOwnerOrAdmin = viewer !== null && (viewer.userId === userId || viewer.role === 'admin');
  const events = isOwnerOrAdmin ? await eventRolesOf(db, userId) : [];
  return toUser(row.user, { includeEmail: isOwnerOrAdmin, extras: row.extras, events });
}

/** Per-event roles of docs/product/profiles-and-projects.md#user-entity User.events: `event_admin` where the user hosts, else `guest`. */
async function eventRolesOf(db: Db, userId: string) {
  const [hosted, registered] = await Promise.all([
    db.select({ eventId: eventHosts.eventId }).from(eventHosts).where(eq(eventHosts.userId, userId)),
    db.select({ eventId: registrations.eventId }).from(registrations).where(eq(registrations.userId, userId)),
  ]);
  const hostedIds = new Set(hosted.map((h) => h.eventId));
  return [
    ...hosted.map((h) => ({ event_id: h.eventId, role: 'event_admin' })),
    ...registered.filter((r) => !hostedIds.has(r.eventId)).map((r) => ({ event_id: r.eventId, role: 'guest' })),
  ];
}

/** Only the fields of the profile schema are written: role, id and e-mail never change here. */
export async function updateProfile(options: {
  db: Db;
  jobs: JobQueue;
  actor: Actor;
  input: z.output<typeof ProfileUpdateSchema>;
}) {
  const { db, jobs, actor, input } = options;
  // The profile is a talent too: its search embedding is redone with the change.
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: input.name,
        headline: input.headline,
        linkedinUrl: input.linkedInURL,
        githubUrl: input.githubURL ?? null,
        twitterUrl: input.twitterURL ?? null,
        ...(input.photoURL !== undefined ? { photoUrl: input.photoURL } : {}),
        ...(input.ai_project !== undefined ? { aiProject: input.ai_project } : {}),
        ...(input.show_upcoming_events !== undefined ? { showUpcomingEvents: input.show_upcoming_events } : {}),
        ...(input.appear_in_search !== undefined ? { appearInSearch: input.appear_in_search } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, actor.userId));
    await enqueueEmbedding(jobs, tx);
  });
  return getProfile({ db, viewer: actor, userId: actor.userId });
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}
