import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projectMembers, projects, users } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueMail } from '../mail/jobs.ts';
import { teamInvitationMail } from './mail.ts';

/** What a team change needs to invite: the job queue (in the change's transaction) and the app's address for the link. */
export type TeamMail = { jobs: JobQueue; appUrl: string };

/** Only accepted members are on a team for anyone to see (profiles, event pages, edit rights). */
export const acceptedMember = eq(projectMembers.status, 'accepted');

/**
 * Writes a project's team (docs/product/profiles-and-projects.md#membership): the caller joins at once,
 * anyone else they add is pending until they accept and is mailed once, when first invited. Members
 * already on the team keep their status. An accepted member left out of `team` is removed; a pending one
 * is kept, since the dialog lists accepted members only (they decline themselves).
 */
export async function saveTeam(options: {
  tx: Db;
  mail: TeamMail;
  actorId: string;
  projectId: string;
  team: string[];
}): Promise<void> {
  const { tx, mail, actorId, projectId, team } = options;
  const existing = await tx
    .select({ userId: projectMembers.userId, status: projectMembers.status })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  const statusOf = new Map(existing.map((row) => [row.userId, row.status]));
  const removed = existing.filter((row) => row.status === 'accepted' && !team.includes(row.userId)).map((row) => row.userId);
  if (removed.length) {
    await tx.delete(projectMembers).where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, removed)));
  }
  const added = team.filter((userId) => !statusOf.has(userId));
  if (added.length === 0) return;
  await tx.insert(projectMembers).values(
    added.map((userId) => ({
      projectId,
      userId,
      status: userId === actorId ? ('accepted' as const) : ('pending' as const),
      addedBy: actorId,
    })),
  );
  const invited = added.filter((userId) => userId !== actorId);
  if (invited.length) await mailInvitations({ tx, mail, actorId, projectId, invited });
}

async function mailInvitations(options: { tx: Db; mail: TeamMail; actorId: string; projectId: string; invited: string[] }) {
  const { tx, mail, actorId, projectId, invited } = options;
  const [[project], [inviter], invitees] = await Promise.all([
    tx.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId)).limit(1),
    tx.select({ name: users.name }).from(users).where(eq(users.id, actorId)).limit(1),
    tx.select({ name: users.name, email: users.email }).from(users).where(inArray(users.id, invited)),
  ]);
  if (!project) return;
  for (const invitee of invitees) {
    if (!invitee.email) continue;
    await enqueueMail(
      mail.jobs,
      tx,
      teamInvitationMail({
        to: invitee.email,
        inviteeName: invitee.name,
        inviterName: inviter?.name ?? null,
        projectName: project.name,
        appUrl: mail.appUrl,
      }),
    );
  }
}
