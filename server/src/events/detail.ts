import { asc, eq, inArray } from 'drizzle-orm';
import type { EventDetail, EventProject, Participant } from '@hearth/contract/events';
import type { Db } from '../db/client.ts';
import { eventHosts, projectAwards, projectMembers, projects, registrations, users } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';
import { notFound } from '../http/errors.ts';
import { canSeeGuests, loadEventForViewer, type EventRow } from './access.ts';
import { toEvent } from './serialize.ts';

/**
 * `GET /event/{slug}` → `{event, projects, users}` (docs/product/events.md#event-page Event detail response).
 * Kept in its own file so the projects feature can extend the project query.
 */
export async function getEventDetail(options: { db: Db; actor: Actor | null; slug: string }): Promise<EventDetail> {
  const { db, actor, slug } = options;
  const loaded = await loadEventForViewer({ db, actor, slug });
  if (!loaded || !loaded.canSee) throw notFound('Event not found.');
  const { event, ...viewer } = loaded;
  const isManager = viewer.isSiteAdmin || viewer.isHost;
  const [eventProjects, participants, hosts] = await Promise.all([
    listEventProjects(db, event),
    canSeeGuests(event, viewer) ? listParticipants(db, event.id) : Promise.resolve([]),
    isManager ? listHosts(db, event.id) : Promise.resolve(undefined),
  ]);
  return { event: toEvent(event, viewer, { hosts }), projects: eventProjects, users: participants };
}

export async function listHosts(db: Db, eventId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(eventHosts)
    .innerJoin(users, eq(users.id, eventHosts.userId))
    .where(eq(eventHosts.eventId, eventId))
    .orderBy(asc(eventHosts.createdAt));
}

/** Approved guests, oldest approval first, with public profile fields only. */
async function listParticipants(db: Db, eventId: string): Promise<Participant[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      headline: users.headline,
      photoURL: users.photoUrl,
      linkedInURL: users.linkedinUrl,
      githubURL: users.githubUrl,
      twitterURL: users.twitterUrl,
      status: registrations.status,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(eq(registrations.eventId, eventId))
    .orderBy(asc(registrations.updatedAt));
  return rows.filter((row) => row.status === 'approved').map(({ status: _status, ...participant }) => participant);
}

/** The event's projects with awards and team, sorted by their lowest award_weight (docs/product/events.md#sections). */
export async function listEventProjects(db: Db, event: Pick<EventRow, 'id' | 'name'>): Promise<EventProject[]> {
  const rows = await db.select().from(projects).where(eq(projects.eventId, event.id)).orderBy(asc(projects.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [awards, members] = await Promise.all([
    db.select().from(projectAwards).where(inArray(projectAwards.projectId, ids)),
    db
      .select({ projectId: projectMembers.projectId, id: users.id, name: users.name })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(inArray(projectMembers.projectId, ids)),
  ]);
  const result = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    imageSrc: row.imageSrc,
    techStack: row.techStack,
    slidesURL: row.slidesUrl,
    githubRepoURL: row.githubRepoUrl,
    event: { event_id: event.id, event_name: event.name },
    awards: awards
      .filter((award) => award.projectId === row.id)
      .map((award) => ({ award_name: award.awardName, award_weight: award.awardWeight }))
      .sort((a, b) => a.award_weight - b.award_weight),
    teamMembers: members
      .filter((member) => member.projectId === row.id)
      // The creator first, as on profiles (projects/service.ts).
      .sort((a, b) => Number(b.id === row.createdBy) - Number(a.id === row.createdBy))
      .map((member) => ({ member_id: member.id, member_name: member.name })),
    mentors: row.mentors,
    creator_id: row.createdBy,
  }));
  const lowestWeight = (project: EventProject) => project.awards[0]?.award_weight ?? Number.POSITIVE_INFINITY;
  return result.sort((a, b) => lowestWeight(a) - lowestWeight(b));
}
