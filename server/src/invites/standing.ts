import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventHosts, invites, users } from '../db/schema.ts';
import { unusableTokenHash } from './tokens.ts';

/**
 * Whether the person who sent an invitation may still invite to its event: still one of its hosts,
 * or a site admin. An invitation whose sender lost that right (or was deleted) is no longer valid.
 */
export async function inviterMayInvite(db: Db, invite: { eventId: string; invitedBy: string | null }): Promise<boolean> {
  if (!invite.invitedBy) return false;
  const [host] = await db
    .select({ userId: eventHosts.userId })
    .from(eventHosts)
    .where(and(eq(eventHosts.eventId, invite.eventId), eq(eventHosts.userId, invite.invitedBy)))
    .limit(1);
  if (host) return true;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, invite.invitedBy), eq(users.role, 'admin')))
    .limit(1);
  return Boolean(admin);
}

/**
 * Removing hosts from an event retracts the invitations they sent for it that are still pending,
 * in the caller's transaction: a removed host's co-host invitation cannot bring them back. Their
 * links stop working at once (each gets a hash nobody holds the token of).
 */
export async function retractInvitesSentBy(db: Db, eventId: string, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const pending = await db
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.eventId, eventId), eq(invites.status, 'pending'), inArray(invites.invitedBy, userIds)));
  for (const { id } of pending) {
    await db
      .update(invites)
      .set({ status: 'retracted', retractedAt: new Date(), tokenHash: unusableTokenHash() })
      .where(and(eq(invites.id, id), eq(invites.status, 'pending')));
  }
  return pending.length;
}
