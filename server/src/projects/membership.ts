import { and, asc, eq, ne } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES, type ProjectInvitation } from '@hearth/contract/projects';
import { alias } from 'drizzle-orm/pg-core';
import { events, projectMembers, projects, users } from '../db/schema.ts';
import type { CallerOptions } from '../http/actor.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { conflict, notFound } from '../http/errors.ts';
import { canSeeEvent } from '../events/index.ts';
import { viewersOf } from './viewers.ts';
import { acceptedMember } from './team.ts';
import { enqueueSearchEvidence } from '../jobs/search-evidence.ts';
import { claimAddressInvites } from './email-invites.ts';

/**
 * `POST /projects/{id}/membership` (docs/product/profiles-and-projects.md#membership): the caller answers
 * their own invitation. `accept` joins the team; `!accept` declines a pending invitation or leaves the
 * team. Nobody can answer for someone else: the row is always the caller's.
 */
export async function answerMembership(
  options: CallerOptions & { jobs: JobQueue; projectId: string; accept: boolean },
): Promise<void> {
  const { db, actor, jobs, projectId, accept } = options;
  await claimAddressInvites(db, actor);
  if (!accept) return leaveProject({ db, actor, jobs, projectId });
  const mine = and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, actor.userId));
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(projectMembers)
      .set({ status: 'accepted' })
      .where(mine)
      .returning({ userId: projectMembers.userId });
    if (updated.length === 0) throw notFound(MEMBERSHIP_MESSAGES.notFound);
    await enqueueSearchEvidence(jobs, tx, [actor.userId]);
  });
}

/**
 * `DELETE /projects/{id}/membership`: the caller leaves the team (or declines the invitation). The last
 * accepted member cannot leave (the project would have no team: delete it instead); a creator who leaves
 * is no longer the project's creator.
 */
export async function leaveProject(options: CallerOptions & { jobs: JobQueue; projectId: string }): Promise<void> {
  const { db, actor, jobs, projectId } = options;
  await db.transaction(async (tx) => {
    // Two members leaving at once cannot both pass the last-member check.
    const [project] = await tx
      .select({ createdBy: projects.createdBy })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    const mine = and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, actor.userId));
    const [membership] = project ? await tx.select({ status: projectMembers.status }).from(projectMembers).where(mine) : [];
    if (!project || !membership) throw notFound(MEMBERSHIP_MESSAGES.notFound);
    if (membership.status === 'accepted') {
      const others = await tx
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), ne(projectMembers.userId, actor.userId), acceptedMember))
        .limit(1);
      if (others.length === 0) throw conflict(MEMBERSHIP_MESSAGES.lastMember);
    }
    await tx.delete(projectMembers).where(mine);
    if (project.createdBy === actor.userId) {
      await tx.update(projects).set({ createdBy: null, updatedAt: new Date() }).where(eq(projects.id, projectId));
    }
    await enqueueSearchEvidence(jobs, tx, [actor.userId]);
  });
}

const inviters = alias(users, 'inviters');

/** `GET /projects/invitations`: the caller's pending invitations, oldest first; the event only where the caller may see it. */
export async function listInvitations(options: CallerOptions): Promise<ProjectInvitation[]> {
  const { db, actor } = options;
  await claimAddressInvites(db, actor);
  const rows = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      eventId: events.id,
      eventName: events.name,
      access: events.access,
      inviterId: inviters.id,
      inviterName: inviters.name,
      invitedAt: projectMembers.createdAt,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(events, eq(events.id, projects.eventId))
    .leftJoin(inviters, eq(inviters.id, projectMembers.addedBy))
    .where(and(eq(projectMembers.userId, actor.userId), eq(projectMembers.status, 'pending')))
    .orderBy(asc(projectMembers.createdAt));
  const viewers = await viewersOf(db, actor, [...new Set(rows.map((row) => row.eventId))]);
  return rows.map((row) => ({
    project_id: row.projectId,
    project_name: row.projectName,
    event: canSeeEvent(row, viewers.get(row.eventId)!) ? { event_id: row.eventId, event_name: row.eventName } : null,
    added_by: row.inviterId ? { id: row.inviterId, name: row.inviterName ?? '' } : null,
    invited_at: row.invitedAt.getTime(),
  }));
}
