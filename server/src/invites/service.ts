import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  looksLikeInviteEmail,
  type AcceptInviteResponse,
  type Invite,
  type InviteCounts,
  type InviteLookup,
  type InvitePreview,
  type InvitesResponse,
  type InviteUsersBodySchema,
  type InviteUsersResponse,
  type ResendInviteResponse,
  type RetractInviteResponse,
  INVITE_REMAIL_AFTER_HOURS,
  INVITE_RESEND_AFTER_MINUTES,
} from '@hearth/contract/invites';
import type { Db } from '../db/client.ts';
import { eventHosts, eventJudges, events, invites, registrations, users } from '../db/schema.ts';
import type { Actor, CallerOptions } from '../http/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueSearchEvidence } from '../jobs/search-evidence.ts';
import { enqueueMail } from '../mail/jobs.ts';
import { requireEventAdmin } from '../http/guards.ts';
import { newCheckInCode } from '../check-in/index.ts';
import { checkInviteCaps, recordMailing, tooSoon, waitInWords, type InviteLimits } from './caps.ts';
import { enqueueInviteMail } from './mail-job.ts';
import { inviterMayInvite } from './standing.ts';
import { hashInviteToken, unusableTokenHash } from './tokens.ts';
import { admissionFor, lockEvent, waitlistedMail, waitlistPosition } from '../waitlist/index.ts';
import { emitWebhookEvent, webhookEventRef } from '../webhooks/index.ts';

type InviteRow = typeof invites.$inferSelect;

/**
 * An accepted guest invitation approves the guest like a host would: a place while the event has
 * one, else the waitlist (with its e-mail). An approved guest stays approved.
 */
async function admitInvitedGuest(options: { tx: Db; eventId: string; actor: Actor; jobs: JobQueue; appUrl: string }) {
  const { tx, eventId, actor, jobs, appUrl } = options;
  const event = await lockEvent(tx, eventId);
  if (!event) throw notFound('Event not found.');
  const [current] = await tx
    .select({ status: registrations.status })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, actor.userId)))
    .limit(1);
  if (current?.status === 'approved') return;
  const columns = await admissionFor(tx, event);
  const [row] = await tx
    .insert(registrations)
    .values({ eventId, userId: actor.userId, checkInCode: newCheckInCode(), ...columns })
    .onConflictDoUpdate({ target: [registrations.eventId, registrations.userId], set: columns })
    .returning({ id: registrations.id, eventId: registrations.eventId, waitlistedAt: registrations.waitlistedAt });
  if (row && !row.waitlistedAt) await enqueueSearchEvidence(jobs, tx, [actor.userId]);
  if (!row?.waitlistedAt || !actor.email) return;
  const [guest] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId)).limit(1);
  const position = await waitlistPosition(tx, { ...row, waitlistedAt: row.waitlistedAt });
  await enqueueMail(jobs, tx, waitlistedMail({ to: actor.email, guestName: guest?.name ?? '', event, position, appUrl }));
}

const HOUR_MS = 60 * 60 * 1000;

const toInvite = (row: InviteRow): Invite => ({
  email: row.email,
  role: row.role,
  status: (['accepted', 'rejected', 'retracted'] as const).find((status) => status === row.status) ?? 'pending',
  created_at: row.createdAt.toISOString(),
  answered_at: row.answeredAt ? row.answeredAt.toISOString() : null,
  retracted_at: row.retractedAt ? row.retractedAt.toISOString() : null,
  message: row.message,
  last_mailed_at: row.lastMailedAt ? row.lastMailedAt.toISOString() : null,
});

/** Counts of the invitations standing: a retracted one is listed but no longer counted. */
function countsOf(all: Invite[]): InviteCounts {
  const list = all.filter((invite) => invite.status !== 'retracted');
  return {
    total: list.length,
    accepted: list.filter((invite) => invite.status === 'accepted').length,
    declined: list.filter((invite) => invite.status === 'rejected').length,
    pending: list.filter((invite) => invite.status === 'pending').length,
  };
}

/** `GET /event/{slug}/invites`: the Invites tab (hosts and site admins). */
export async function listInvites(options: CallerOptions & { slug: string }): Promise<InvitesResponse> {
  const { db, actor, slug } = options;
  const event = await requireEventAdmin(db, actor, { slug });
  const rows = await db
    .select()
    .from(invites)
    .where(eq(invites.eventId, event.id))
    .orderBy(asc(invites.createdAt), asc(invites.email));
  const list = rows.map(toInvite);
  // The hosts the event has, whether invited, picked in the event form or its creator.
  const [hosts] = await db.select({ count: count() }).from(eventHosts).where(eq(eventHosts.eventId, event.id));
  return {
    invites: list,
    counts: {
      hosts: countsOf(list.filter((invite) => invite.role === 'event_admin')),
      guests: countsOf(list.filter((invite) => invite.role === 'guest')),
    },
    host_count: hosts?.count ?? 0,
  };
}

/** When an invitation was last e-mailed (one from before that was recorded: when it was made). */
const lastMailed = (row: InviteRow) => row.lastMailedAt ?? row.createdAt;

/**
 * `POST /event/{slug}/invite-users`: one invite per address (re-inviting replaces the earlier one,
 * its link stops working), each written with its e-mail job and its mailing record in one
 * transaction under the event's lock, within the sender's caps for the event. A pending invite of
 * the same role e-mailed within a day is skipped (the host may press Resend).
 */
export async function inviteUsers(
  options: CallerOptions & {
    slug: string;
    input: z.output<typeof InviteUsersBodySchema>;
    jobs: JobQueue;
    limits: InviteLimits;
  },
): Promise<InviteUsersResponse> {
  const { db, actor, slug, input, jobs, limits } = options;
  const event = await requireEventAdmin(db, actor, { slug });
  const emails = [...new Set(input.emails.map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
  if (emails.length === 0) throw badRequest('Please add at least one email.', 'emails');
  const invalid = emails.find((email) => !looksLikeInviteEmail(email));
  if (invalid) throw badRequest(`This is not an email address: ${invalid}`, 'emails');

  if (input.role === 'guest') await refuseHostDowngrade(db, event.id, emails);

  return db.transaction(async (tx) => {
    if (!(await lockEvent(tx, event.id))) throw notFound('Event not found.');
    const now = new Date();
    const existing = await tx
      .select()
      .from(invites)
      .where(and(eq(invites.eventId, event.id), inArray(invites.email, emails)));
    const recentlyMailed = new Set(
      existing
        .filter(
          (row) =>
            row.status === 'pending' &&
            row.role === input.role &&
            lastMailed(row).getTime() > now.getTime() - INVITE_REMAIL_AFTER_HOURS * HOUR_MS,
        )
        .map((row) => row.email),
    );
    const toMail = emails.filter((email) => !recentlyMailed.has(email));
    await checkInviteCaps(tx, { eventId: event.id, senderId: actor.userId, count: toMail.length, limits, now });

    const invited: InviteRow[] = [];
    for (const email of toMail) {
      const values = {
        eventId: event.id,
        email,
        role: input.role,
        status: 'pending' as const,
        tokenHash: unusableTokenHash(),
        message: input.message,
        invitedBy: actor.userId,
        createdAt: now,
        answeredAt: null,
        retractedAt: null,
        lastMailedAt: now,
      };
      const [row] = await tx
        .insert(invites)
        .values(values)
        .onConflictDoUpdate({ target: [invites.eventId, invites.email], set: values })
        .returning();
      if (!row) continue;
      invited.push(row);
      await recordMailing(tx, { eventId: event.id, senderId: actor.userId, inviteId: row.id, now });
      await enqueueInviteMail(jobs, tx, row.id);
    }
    return { invited: invited.map(toInvite), skipped: emails.filter((email) => recentlyMailed.has(email)) };
  });
}

/**
 * `POST /event/{slug}/resend-invite`: e-mails a pending invitation again with a new link (the
 * earlier one stops working), at most once an hour per invitation and within the sender's caps.
 * The resending host becomes its sender.
 */
export async function resendInvite(
  options: CallerOptions & { slug: string; email: string; jobs: JobQueue; limits: InviteLimits },
): Promise<ResendInviteResponse> {
  const { db, actor, slug, jobs, limits } = options;
  const event = await requireEventAdmin(db, actor, { slug });
  const email = options.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    if (!(await lockEvent(tx, event.id))) throw notFound('Event not found.');
    const row = await inviteByAddress(tx, event.id, email);
    if (row.status !== 'pending') throw badRequest('Only a pending invite can be resent.', 'email');
    const now = new Date();
    const waitSeconds = (lastMailed(row).getTime() + INVITE_RESEND_AFTER_MINUTES * 60_000 - now.getTime()) / 1000;
    if (waitSeconds > 0) {
      throw tooSoon(
        `This invitation was sent less than an hour ago. You can resend it in ${waitInWords(waitSeconds)}.`,
        waitSeconds,
      );
    }
    await checkInviteCaps(tx, { eventId: event.id, senderId: actor.userId, count: 1, limits, now });
    const [updated] = await tx
      .update(invites)
      .set({ lastMailedAt: now, invitedBy: actor.userId, tokenHash: unusableTokenHash() })
      .where(and(eq(invites.id, row.id), eq(invites.status, 'pending')))
      .returning();
    if (!updated) throw badRequest('Only a pending invite can be resent.', 'email');
    await recordMailing(tx, { eventId: event.id, senderId: actor.userId, inviteId: updated.id, now });
    await enqueueInviteMail(jobs, tx, updated.id);
    return { invite: toInvite(updated) };
  });
}

/**
 * A guest invitation would replace the address's host invitation (one invite per address and event)
 * and show a host as a pending guest: refused, naming the address.
 */
async function refuseHostDowngrade(db: Db, eventId: string, emails: string[]) {
  const [host] = await db
    .select({ email: users.email })
    .from(eventHosts)
    .innerJoin(users, eq(users.id, eventHosts.userId))
    .where(and(eq(eventHosts.eventId, eventId), inArray(users.email, emails)))
    .limit(1);
  const [invitedHost] = await db
    .select({ email: invites.email })
    .from(invites)
    .where(
      and(
        eq(invites.eventId, eventId),
        eq(invites.role, 'event_admin'),
        inArray(invites.status, ['pending', 'accepted']),
        inArray(invites.email, emails),
      ),
    )
    .limit(1);
  const email = host?.email ?? invitedHost?.email;
  if (email)
    throw conflict(`${email} is already a host of this event (or invited as one); a guest invite would not change that.`);
}

/** `POST /event/{slug}/retract-invite`: a host withdraws a pending invite (its link stops working); it stays listed as retracted. */
export async function retractInvite(options: CallerOptions & { slug: string; email: string }): Promise<RetractInviteResponse> {
  const { db, actor, slug } = options;
  const event = await requireEventAdmin(db, actor, { slug });
  const email = options.email.trim().toLowerCase();
  const row = await inviteByAddress(db, event.id, email);
  if (row.status !== 'pending') throw badRequest('Only a pending invite can be retracted.');
  await db
    .update(invites)
    // A fresh hash nobody holds the token of: the e-mailed link no longer finds the invite (404).
    .set({ status: 'retracted', retractedAt: new Date(), tokenHash: unusableTokenHash() })
    .where(and(eq(invites.id, row.id), eq(invites.status, 'pending')));
  return { email, retracted: true };
}

/** The event's invitation of the address (404 when there is none). */
async function inviteByAddress(db: Db, eventId: string, email: string) {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.eventId, eventId), eq(invites.email, email)))
    .limit(1);
  if (!row) throw notFound('Invite not found.');
  return row;
}

async function inviteByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      invite: invites,
      slug: events.slug,
      eventName: events.name,
      startsAt: events.startsAt,
      timezone: events.timezone,
      inviterName: users.name,
    })
    .from(invites)
    .innerJoin(events, eq(events.id, invites.eventId))
    .leftJoin(users, eq(users.id, invites.invitedBy))
    .where(eq(invites.tokenHash, hashInviteToken(token)))
    .limit(1);
  if (!row) throw notFound('Invite not found.');
  return row;
}

/** An invitation as its link shows it: pending only while its sender may still invite. */
async function shownInvite(db: Db, invite: InviteRow) {
  const shown = toInvite(invite);
  // An invitation whose sender may no longer invite is shown as what accepting it makes it.
  if (shown.status === 'pending' && !(await inviterMayInvite(db, invite))) shown.status = 'retracted';
  return shown;
}

/**
 * `GET /invite/preview?token=…`: the landing of the e-mailed link, before sign-in. The token (32
 * random bytes, sent only to the invited address) is the whole credential, so this shows no more
 * than the e-mail itself said, and the address only while the invitation can still be answered.
 */
export async function previewInvite(options: { db: Db; token: string }): Promise<InvitePreview> {
  const { invite, slug, eventName, startsAt, timezone, inviterName } = await inviteByToken(options.db, options.token);
  const shown = await shownInvite(options.db, invite);
  return {
    slug,
    event_name: eventName,
    timestamp: startsAt.getTime(),
    timezone,
    inviter_name: inviterName || null,
    role: shown.role,
    status: shown.status,
    email: shown.status === 'pending' ? invite.email : null,
  };
}

const sameAddress = (actor: Actor, email: string) => (actor.email ?? '').trim().toLowerCase() === email.trim().toLowerCase();

/** `GET /invite?token=…`: enough for the event page to show Accept and Decline. */
export async function lookupInvite(options: CallerOptions & { token: string }): Promise<InviteLookup> {
  const { invite, slug, eventName, inviterName } = await inviteByToken(options.db, options.token);
  const shown = await shownInvite(options.db, invite);
  return {
    event_id: invite.eventId,
    slug,
    event_name: eventName,
    inviter_name: inviterName || null,
    role: shown.role,
    status: shown.status,
    for_you: sameAddress(options.actor, invite.email),
  };
}

export const INVITE_NO_LONGER_VALID = 'This invitation is no longer valid.';

/**
 * `POST /accept-invite`: only the invited address may answer, once. Accepting a host invite makes
 * the caller an `event_admin`; accepting a guest invite registers them as approved. Its sender must
 * still be allowed to invite (a host of the event or a site admin): otherwise the invitation is
 * retracted and the answer is 409.
 */
export async function answerInvite(
  options: CallerOptions & { token: string; accept: boolean; jobs: JobQueue; appUrl: string },
): Promise<AcceptInviteResponse> {
  const { db, actor, token, accept, jobs, appUrl } = options;
  const { invite, slug } = await inviteByToken(db, token);
  if (!sameAddress(actor, invite.email)) throw forbidden('This invite was sent to another email address.');
  if (invite.status !== 'pending') throw badRequest('This invite has already been answered.');
  const role = invite.role;
  const status = accept ? 'accepted' : 'rejected';

  const registrationStatus = await db.transaction(async (tx) => {
    // The event's lock first, as every writer of its hosts and invitations takes it: removing the
    // sender as host (which retracts this invitation) happens wholly before or after this answer.
    if (!(await lockEvent(tx, invite.eventId))) throw notFound('Event not found.');
    const answered = await tx
      .update(invites)
      .set({ status, answeredAt: new Date() })
      .where(and(eq(invites.id, invite.id), eq(invites.status, 'pending')))
      .returning();
    const [row] = answered;
    if (!row) throw badRequest('This invite has already been answered.');
    if (!(await inviterMayInvite(tx, row))) {
      await tx
        .update(invites)
        .set({ status: 'retracted', answeredAt: null, retractedAt: new Date(), tokenHash: unusableTokenHash() })
        .where(eq(invites.id, row.id));
      return 'no-longer-valid' as const;
    }
    if (accept && role === 'event_admin') {
      await tx.insert(eventHosts).values({ eventId: invite.eventId, userId: actor.userId }).onConflictDoNothing();
    }
    if (accept && role === 'judge') {
      await tx.insert(eventJudges).values({ eventId: invite.eventId, userId: actor.userId }).onConflictDoNothing();
    }
    if (accept && role === 'guest') await admitInvitedGuest({ tx, eventId: invite.eventId, actor, jobs, appUrl });
    await emitWebhookEvent(tx, jobs, accept ? 'invite.accepted' : 'invite.declined', async () => {
      const event = await webhookEventRef(tx, row.eventId);
      return event ? [{ event, invite: toInvite(row) }] : [];
    });
    const [registration] = await tx
      .select({ status: registrations.status })
      .from(registrations)
      .where(and(eq(registrations.eventId, invite.eventId), eq(registrations.userId, actor.userId)))
      .limit(1);
    return registration?.status ?? null;
  });
  if (registrationStatus === 'no-longer-valid') throw conflict(INVITE_NO_LONGER_VALID);
  return { event_id: invite.eventId, slug, role, status, registration_status: registrationStatus };
}
