import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projectEmailInvites, projectMembers, projects, users } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';
import { enqueueMail } from '../mail/jobs.ts';
import { signUpInvitationMail } from './mail.ts';
import type { TeamMail } from './team.ts';

/**
 * Addresses put on a team before they had an account (docs/product/profiles-and-projects.md#team-members):
 * each is kept once per project and mailed once, in the change's transaction, with a link to sign up.
 */
export async function inviteAddresses(options: {
  tx: Db;
  mail: TeamMail;
  actorId: string;
  projectId: string;
  emails: string[];
}): Promise<void> {
  const { tx, mail, actorId, projectId, emails } = options;
  if (emails.length === 0) return;
  const added = await tx
    .insert(projectEmailInvites)
    .values(emails.map((email) => ({ projectId, email, addedBy: actorId })))
    .onConflictDoNothing()
    .returning({ email: projectEmailInvites.email });
  if (added.length === 0) return;
  const [[project], [inviter]] = await Promise.all([
    tx.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId)).limit(1),
    tx.select({ name: users.name }).from(users).where(eq(users.id, actorId)).limit(1),
  ]);
  for (const { email } of added) {
    await enqueueMail(
      mail.jobs,
      tx,
      signUpInvitationMail({
        to: email,
        inviterName: inviter?.name ?? null,
        projectName: project?.name ?? '',
        appUrl: mail.appUrl,
      }),
    );
  }
}

/**
 * The caller's address was put on teams before they signed up: each becomes a pending membership
 * (answered on the profile like any team invitation). Runs before the caller's invitations are read.
 */
export async function claimAddressInvites(db: Db, actor: Actor): Promise<void> {
  const email = actor.email?.trim().toLowerCase();
  if (!email) return;
  const waiting = await db.select().from(projectEmailInvites).where(eq(projectEmailInvites.email, email));
  if (waiting.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(projectMembers)
      .values(
        waiting.map((row) => ({
          projectId: row.projectId,
          userId: actor.userId,
          status: 'pending' as const,
          addedBy: row.addedBy,
        })),
      )
      .onConflictDoNothing();
    await tx.delete(projectEmailInvites).where(
      and(
        eq(projectEmailInvites.email, email),
        inArray(
          projectEmailInvites.projectId,
          waiting.map((row) => row.projectId),
        ),
      ),
    );
  });
}
