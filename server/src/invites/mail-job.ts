import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, invites, users } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { defineMailSendingJobs } from '../mail/jobs.ts';
import type { Mailer } from '../mail/mailer.ts';
import { inviteMail } from './mail.ts';
import { inviterMayInvite } from './standing.ts';
import { hashInviteToken, newInviteToken } from './tokens.ts';

/** The queued job names the invitation only: its token is made when the e-mail goes out. */
export type InviteMailJob = { inviteId: string };

/** Queues an invitation's e-mail in `db`'s transaction; it is sent once that commits. */
export async function enqueueInviteMail(jobs: JobQueue, db: Db, inviteId: string): Promise<void> {
  await jobs.enqueue(db, 'invite-mail', { inviteId } satisfies InviteMailJob);
}

/**
 * Sends an invitation. Each attempt stores the hash of a new token before handing the link to
 * SMTP, so only the link that went out last works; an invitation no longer pending (answered,
 * retracted) or whose sender may no longer invite sends nothing. No live token ever sits in the queue.
 */
export function defineInviteMailJobs(queue: JobQueue, options: { mailer: Mailer; appUrl: string }) {
  defineMailSendingJobs<InviteMailJob>(queue, 'invite-mail', {
    mailer: options.mailer,
    write: async ({ inviteId }, db) => {
      const [pending] = await db
        .select()
        .from(invites)
        .where(and(eq(invites.id, inviteId), eq(invites.status, 'pending')))
        .limit(1);
      if (!pending || !(await inviterMayInvite(db, pending))) return null;
      const token = newInviteToken();
      const [invite] = await db
        .update(invites)
        .set({ tokenHash: hashInviteToken(token) })
        .where(and(eq(invites.id, inviteId), eq(invites.status, 'pending')))
        .returning();
      if (!invite) return null;
      const [event] = await db.select().from(events).where(eq(events.id, invite.eventId)).limit(1);
      if (!event) return null;
      const [inviter] = invite.invitedBy
        ? await db.select({ name: users.name }).from(users).where(eq(users.id, invite.invitedBy)).limit(1)
        : [];
      const link = `${options.appUrl}/events/${encodeURIComponent(event.slug)}/invite?token=${encodeURIComponent(token)}`;
      return inviteMail({
        to: invite.email,
        event,
        role: invite.role,
        message: invite.message,
        link,
        inviterName: inviter?.name ?? '',
      });
    },
  });
}
