import { and, desc, eq, inArray } from 'drizzle-orm';
import { isEventOver } from '@hearth/contract/event-dates';
import type { ProfileEvent, ProfileRelation, RegistrationStatus } from '@hearth/contract/events';
import {
  NOT_APPROVED_FOR_EVENT,
  CREATOR_CANNOT_BE_REMOVED,
  TEAM_MEMBER_ERRORS,
  type Award,
  type Project,
  type ProjectPage,
  type ProjectCreateSchema,
  type ProjectUpdateSchema,
  type TeamMemberInputSchema,
} from '@hearth/contract/projects';
import type { z } from 'zod';
import type { Tracks } from '@hearth/contract/judging';
import { looksLikeInviteEmail } from '@hearth/contract/invites';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { eventHosts, eventJudging, events, projectAwards, projectMembers, projects, registrations, users } from '../db/schema.ts';
import type { Actor, CallerOptions } from '../http/actor.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { canSeeEvent, isListedFor, loadEventForViewer, toEvent } from '../events/index.ts';
import { imageColumns, projectColumns } from './columns.ts';
import { inviteAddresses } from './email-invites.ts';
import { loadProjects } from './load.ts';
import { acceptedMember, saveTeam, type TeamMail } from './team.ts';
import { enqueueSearchEvidence } from '../jobs/search-evidence.ts';
import { teamOf } from './evidence.ts';
import { viewersOf } from './viewers.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';

type CreateInput = z.output<typeof ProjectCreateSchema>;
type UpdateInput = z.output<typeof ProjectUpdateSchema>;
type MemberInput = z.output<typeof TeamMemberInputSchema>;

const AWARDS_FORBIDDEN = "Only site admins and the event's hosts can set awards.";

/**
 * docs/product/profiles-and-projects.md#project-dialog: a project goes on an event its creator took part in: approved
 * for it, or one of its hosts; site admins may add one to any event.
 */
const canAddProjectTo = (viewer: { isSiteAdmin: boolean; isHost: boolean; status: string | null }) =>
  viewer.isSiteAdmin || viewer.isHost || viewer.status === 'approved';

/** The event must exist and be one the caller may see; a hidden event looks missing. */
async function loadVisibleEvent(db: Db, actor: Actor, eventId: string) {
  const loaded = await loadEventForViewer({ db, actor, id: eventId });
  if (!loaded || !loaded.canSee) throw notFound('Event not found.');
  return loaded;
}

/**
 * docs/product/profiles-and-projects.md#team-members: every member by id or e-mail must exist, none twice. Returns
 * the user ids in the order given.
 */
async function resolveTeam(db: Db, members: MemberInput[]): Promise<{ ids: string[]; emails: string[] }> {
  const ids: string[] = [];
  const emails: string[] = [];
  for (const member of members) {
    let id: string | undefined;
    if (member.member_id) {
      const uuid = /^[0-9a-f-]{36}$/i.test(member.member_id) ? member.member_id : null;
      const [row] = uuid ? await db.select({ id: users.id }).from(users).where(eq(users.id, uuid)).limit(1) : [];
      id = row?.id;
    } else {
      if (!member.email) throw badRequest(TEAM_MEMBER_ERRORS.empty, 'teamMembers');
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, member.email)).limit(1);
      id = row?.id;
    }
    if (!id && member.email && member.invite) {
      if (!looksLikeInviteEmail(member.email)) throw badRequest(`This is not an email address: ${member.email}`, 'teamMembers');
      if (emails.includes(member.email)) throw badRequest(TEAM_MEMBER_ERRORS.duplicate, 'teamMembers');
      emails.push(member.email);
      continue;
    }
    if (!id) throw badRequest(TEAM_MEMBER_ERRORS.notFound, 'teamMembers');
    if (ids.includes(id)) throw badRequest(TEAM_MEMBER_ERRORS.duplicate, 'teamMembers');
    ids.push(id);
  }
  return { ids, emails };
}

/** A project's track must be one of its event's judging tracks (docs/product/judging.md#tracks); blank is none. */
async function checkedTrack(db: Db, eventId: string, track: string | null | undefined): Promise<string | null> {
  if (!track) return null;
  const [judging] = await db.select({ tracks: eventJudging.tracks }).from(eventJudging).where(eq(eventJudging.eventId, eventId));
  const match = judging?.tracks.find((name) => name.toLowerCase() === track.toLowerCase());
  if (!match) throw badRequest('This track is not one of the event’s tracks.', 'track');
  return match;
}

const sameAwards = (a: Award[], b: Award[]) => {
  const key = (list: Award[]) =>
    list
      .map((award) => `${award.award_weight}:${award.award_name}`)
      .sort()
      .join('|');
  return key(a) === key(b);
};

/** The caller joins the team at once; anyone else named is invited (pending until they accept). */
export async function createProject(options: CallerOptions & { mail: TeamMail; input: CreateInput }): Promise<Project> {
  const { db, actor, mail, input } = options;
  const loaded = await loadVisibleEvent(db, actor, input.event_id);
  if (!canAddProjectTo(loaded)) throw forbidden(NOT_APPROVED_FOR_EVENT);
  const canAward = loaded.isSiteAdmin || loaded.isHost;
  if (input.awards?.length && !canAward) throw forbidden(AWARDS_FORBIDDEN);
  const { ids: team, emails } = await resolveTeam(db, input.teamMembers);
  if (!team.includes(actor.userId)) team.unshift(actor.userId);
  const track = await checkedTrack(db, loaded.event.id, input.track);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        ...projectColumns(input),
        ...(imageColumns(input) ?? {}),
        track,
        eventId: loaded.event.id,
        createdBy: actor.userId,
      })
      .returning({ id: projects.id });
    if (!row) throw new Error('project insert returned nothing');
    await saveTeam({ tx, mail, actorId: actor.userId, projectId: row.id, team });
    await inviteAddresses({ tx, mail, actorId: actor.userId, projectId: row.id, emails });
    if (input.awards?.length) {
      await tx
        .insert(projectAwards)
        .values(
          input.awards.map((award) => ({ projectId: row.id, awardName: award.award_name, awardWeight: award.award_weight })),
        );
    }
    await enqueueSearchEvidence(mail.jobs, tx, team);
    await emitProjectWebhook(tx, mail, 'project.created', row.id);
    return row.id;
  });
  const [project] = await loadProjects(db, [id]);
  return project!;
}

/**
 * The project and what the caller may do with it: site admins, the event's hosts and team
 * members manage it; only admins and hosts award it (docs/product/profiles-and-projects.md#awards). A project on an event the
 * caller may not see is answered like a missing one.
 */
async function loadForChange(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!row) throw notFound('Project not found.');
  const [loaded, member] = await Promise.all([
    loadEventForViewer({ db, actor, id: row.eventId }),
    db
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, id), eq(projectMembers.userId, actor.userId), acceptedMember))
      .limit(1),
  ]);
  if (!loaded || !loaded.canSee) throw notFound('Project not found.');
  const canAward = loaded.isSiteAdmin || loaded.isHost;
  if (!canAward && member.length === 0) throw forbidden();
  return { row, canAward };
}

export async function updateProject(options: CallerOptions & { mail: TeamMail; input: UpdateInput }): Promise<Project> {
  const { db, actor, mail, input } = options;
  const { row, canAward } = await loadForChange(db, actor, input.id);
  if (input.awards !== undefined && !canAward) {
    const current = await db.select().from(projectAwards).where(eq(projectAwards.projectId, row.id));
    const currentAwards = current.map((award) => ({ award_name: award.awardName, award_weight: award.awardWeight }));
    if (!sameAwards(currentAwards, input.awards)) throw forbidden(AWARDS_FORBIDDEN);
  }
  const resolved = input.teamMembers === undefined ? undefined : await resolveTeam(db, input.teamMembers);
  const team = resolved?.ids;
  if (team && row.createdBy && !team.includes(row.createdBy)) throw badRequest(CREATOR_CANNOT_BE_REMOVED, 'teamMembers');
  if (team && team.length === 0) throw badRequest('A project needs at least one team member.', 'teamMembers');
  const track = input.track === undefined ? undefined : await checkedTrack(db, row.eventId, input.track);
  await db.transaction(async (tx) => {
    const before = await teamOf(tx, row.id);
    await tx
      .update(projects)
      .set({
        ...projectColumns(input),
        ...(imageColumns(input) ?? {}),
        ...(input.track !== undefined ? { track } : {}),
        updatedAt: new Date(),
      })
      .where(eq(projects.id, row.id));
    if (team) await saveTeam({ tx, mail, actorId: actor.userId, projectId: row.id, team });
    if (resolved) await inviteAddresses({ tx, mail, actorId: actor.userId, projectId: row.id, emails: resolved.emails });
    if (input.awards !== undefined && canAward) {
      await tx.delete(projectAwards).where(eq(projectAwards.projectId, row.id));
      if (input.awards.length) {
        await tx
          .insert(projectAwards)
          .values(
            input.awards.map((award) => ({ projectId: row.id, awardName: award.award_name, awardWeight: award.award_weight })),
          );
      }
    }
    await enqueueSearchEvidence(mail.jobs, tx, [...before, ...(team ?? [])]);
    await emitProjectWebhook(tx, mail, 'project.updated', row.id);
  });
  const [project] = await loadProjects(db, [row.id]);
  return project!;
}

/** The project as saved in `tx`, to the webhooks that listen (docs/product/admin-and-api-keys.md#webhooks). */
const emitProjectWebhook = (tx: Db, mail: TeamMail, type: 'project.created' | 'project.updated', id: string) =>
  emitWebhookEvent(tx, mail.jobs, type, async () => (await loadProjects(tx, [id])).map((project) => ({ project })));

export async function deleteProject(options: CallerOptions & { jobs: JobQueue; id: string }): Promise<void> {
  const { db, actor, jobs, id } = options;
  const { row } = await loadForChange(db, actor, id);
  await db.transaction(async (tx) => {
    const team = await teamOf(tx, row.id);
    await tx.delete(projects).where(eq(projects.id, row.id));
    await enqueueSearchEvidence(jobs, tx, team);
  });
}

async function requireUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, showUpcomingEvents: users.showUpcomingEvents })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('User not found.');
  return row;
}

/**
 * `GET /user/{id}/projects`: the projects the user accepted to be on, newest first. The user sees all of
 * them; others only those on events they could list in `/events` (docs/product/profiles-and-projects.md#profile).
 */
export async function listUserProjects(options: { db: Db; viewer: Actor | null; userId: string }): Promise<Project[]> {
  const { db, viewer, userId } = options;
  await requireUser(db, userId);
  const isOwner = viewer !== null && viewer.userId === userId;
  const rows = await db
    .select({ id: projects.id, eventId: projects.eventId, access: events.access })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(events, eq(events.id, projects.eventId))
    .where(and(eq(projectMembers.userId, userId), acceptedMember))
    .orderBy(desc(events.startsAt), desc(projects.createdAt));
  const viewers = await viewersOf(db, viewer, [...new Set(rows.map((row) => row.eventId))]);
  const shown = isOwner ? canSeeEvent : isListedFor;
  const visible = rows.filter((row) => shown(row, viewers.get(row.eventId)!));
  return loadProjects(
    db,
    visible.map((row) => row.id),
  );
}

/**
 * `GET /user/{id}/event`: the events the user hosts or joined, newest first.
 * `status`, `role` and the location are the caller's own (as on every event); `profile_relation`
 * is the listed user's. Others only learn where the user hosts or was approved; the user's own
 * pending and waitlisted requests are listed to the user alone (docs/decisions/018-status-copy.md).
 * Others see only events they could list in `/events` (an unlisted event stays off), and upcoming
 * ones only when the user chose to show them (docs/decisions/035-profile-privacy.md).
 */
export async function listUserEvents(options: { db: Db; viewer: Actor | null; userId: string }): Promise<ProfileEvent[]> {
  const { db, viewer, userId } = options;
  const user = await requireUser(db, userId);
  const isOwner = viewer !== null && viewer.userId === userId;
  const shownStatuses: RegistrationStatus[] = isOwner ? ['approved', 'pending', 'waitlisted'] : ['approved'];
  const [hosted, registered] = await Promise.all([
    db.select({ eventId: eventHosts.eventId }).from(eventHosts).where(eq(eventHosts.userId, userId)),
    db
      .select({ eventId: registrations.eventId, status: registrations.status })
      .from(registrations)
      .where(and(eq(registrations.userId, userId), inArray(registrations.status, shownStatuses))),
  ]);
  const relationById = new Map<string, ProfileRelation>();
  for (const row of registered) {
    const status = row.status;
    if (status && status !== 'declined') relationById.set(row.eventId, status);
  }
  for (const row of hosted) relationById.set(row.eventId, 'host');
  const ids = [...relationById.keys()];
  if (ids.length === 0) return [];
  const [rows, viewers] = await Promise.all([
    db.select().from(events).where(inArray(events.id, ids)).orderBy(desc(events.startsAt)),
    viewersOf(db, viewer, ids),
  ]);
  const now = Date.now();
  return rows.flatMap((row) => {
    const callerView = viewers.get(row.id)!;
    if (isOwner ? !canSeeEvent(row, callerView) : !isListedFor(row, callerView)) return [];
    if (
      !isOwner &&
      !user.showUpcomingEvents &&
      !isEventOver({ timestamp: row.startsAt.getTime(), end_timestamp: row.endsAt?.getTime(), timezone: row.timezone }, now)
    )
      return [];
    return [{ ...toEvent(row, callerView), profile_relation: relationById.get(row.id)! }];
  });
}

/**
 * `GET /projects/{id}` (docs/product/profiles-and-projects.md#project-page): a project on an event the caller may
 * see, with that event's address; any other answers 404 like a missing one.
 */
export async function getProjectPage(options: { db: Db; viewer: Actor | null; id: string }): Promise<ProjectPage> {
  const { db, viewer, id } = options;
  const [row] = await db.select({ eventId: projects.eventId }).from(projects).where(eq(projects.id, id)).limit(1);
  const loaded = row ? await loadEventForViewer({ db, actor: viewer, id: row.eventId }) : null;
  if (!loaded || !loaded.canSee) throw notFound('Project not found.');
  const [project] = await loadProjects(db, [id]);
  if (!project) throw notFound('Project not found.');
  const { event } = loaded;
  return { project, event: { id: event.id, slug: event.slug, name: event.name, timestamp: event.startsAt.getTime() } };
}

/** `GET /projects/tracks?event_id=…` (docs/product/judging.md#tracks): the event's tracks to anyone who may see it, else 404. */
export async function listEventTracks(options: { db: Db; viewer: Actor | null; eventId: string }): Promise<Tracks> {
  const loaded = await loadEventForViewer({ db: options.db, actor: options.viewer, id: options.eventId });
  if (!loaded || !loaded.canSee) throw notFound('Event not found.');
  const [judging] = await options.db
    .select({ tracks: eventJudging.tracks })
    .from(eventJudging)
    .where(eq(eventJudging.eventId, loaded.event.id));
  return { tracks: judging?.tracks ?? [] };
}
