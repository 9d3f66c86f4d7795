import { z } from 'zod';
import { countsOf } from './common.ts';
import { RegistrationStatusSchema } from './events.ts';

/**
 * Invitations: hosts invite addresses as guests or co-hosts; the invitee accepts or declines by a
 * single-use link. docs/product/registrations.md#invites. Every path below is under `/api`.
 */

/** `judge`: an accepted judge scores the event's projects (docs/product/judging.md#judges). */
export const InviteRoleSchema = z.enum(['guest', 'event_admin', 'judge']);
export type InviteRole = z.infer<typeof InviteRoleSchema>;
/** `retracted`: withdrawn by a host; kept so the Invites tab shows its history (docs/product/registrations.md#invites). */
export const InviteStatusSchema = z.enum(['pending', 'accepted', 'rejected', 'retracted']);
export type InviteStatus = z.infer<typeof InviteStatusSchema>;

/** docs/product/registrations.md#invites Invite. */
export const InviteSchema = z.object({
  email: z.string(),
  role: InviteRoleSchema,
  status: InviteStatusSchema,
  created_at: z.string(),
  answered_at: z.string().nullable(),
  /** When a host withdrew it (status `retracted`), else null. */
  retracted_at: z.string().nullable(),
  /** The host's note e-mailed with the invitation ('' when none). */
  message: z.string(),
  /** When the invitation was last e-mailed (first mail or a resend), else null. */
  last_mailed_at: z.string().nullable(),
});
export type Invite = z.infer<typeof InviteSchema>;

export const InviteCountsSchema = countsOf('total', 'accepted', 'declined', 'pending');
export type InviteCounts = z.infer<typeof InviteCountsSchema>;

/** `GET /event/{slug}/invites` (hosts and site admins): the Invites tab. */
export const InvitesResponseSchema = z.object({
  invites: z.array(InviteSchema),
  /** Counts of the invitations by role; `counts.hosts` counts host invitations, not hosts. */
  counts: z.object({ hosts: InviteCountsSchema, guests: InviteCountsSchema }),
  /** The hosts the event has (event_hosts), however they became hosts: invited, picked in the event form, or its creator. */
  host_count: z.number().int(),
});
export type InvitesResponse = z.infer<typeof InvitesResponseSchema>;

/**
 * `POST /event/{slug}/invite-users` (hosts and site admins). Addresses are trimmed and lowercased;
 * blanks and duplicates are dropped. Re-inviting an address replaces its earlier invite (new
 * token, status pending), except a pending one of the same role e-mailed within the last day,
 * which is skipped. `role` defaults to guest. Each e-mail counts towards the sender's caps for the
 * event (per hour and per day; 429 with `Retry-After` when a call would exceed one).
 */
/** What an invitation address must look like: checked when it is added (step 1) and by the server. */
export const looksLikeInviteEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const InviteUsersBodySchema = z.object({
  emails: z.array(z.string().trim().max(320)).min(1, 'Please add at least one email.').max(500),
  message: z.string().max(5000).optional().default(''),
  role: InviteRoleSchema.optional().default('guest'),
});
export type InviteUsersBody = z.input<typeof InviteUsersBodySchema>;

/**
 * `invited`: the invitations written and e-mailed. `skipped`: addresses left alone because their
 * pending invitation was e-mailed within the last day (the host can press Resend instead).
 */
export const InviteUsersResponseSchema = z.object({ invited: z.array(InviteSchema), skipped: z.array(z.string()) });
export type InviteUsersResponse = z.infer<typeof InviteUsersResponseSchema>;

/** `POST /event/{slug}/retract-invite` (hosts and site admins): withdraws a pending invite (kept as retracted). */
export const RetractInviteBodySchema = z.object({ email: z.string().trim().min(1).max(320) });
export type RetractInviteBody = z.input<typeof RetractInviteBodySchema>;
export const RetractInviteResponseSchema = z.object({ email: z.string(), retracted: z.boolean() });
export type RetractInviteResponse = z.infer<typeof RetractInviteResponseSchema>;

/** A pending invitation is not e-mailed again within this long when the same address is invited again. */
export const INVITE_REMAIL_AFTER_HOURS = 24;
/** Resend may e-mail one pending invitation at most once in this long. */
export const INVITE_RESEND_AFTER_MINUTES = 60;

/** `POST /event/{slug}/resend-invite` (hosts and site admins): e-mails a pending invitation again, with a new link. */
export const ResendInviteBodySchema = z.object({ email: z.string().trim().min(1).max(320) });
export type ResendInviteBody = z.input<typeof ResendInviteBodySchema>;
export const ResendInviteResponseSchema = z.object({ invite: InviteSchema });
export type ResendInviteResponse = z.infer<typeof ResendInviteResponseSchema>;

/** `POST /accept-invite`: only the invited address (signed in) may accept or decline; single use. */
export const AcceptInviteBodySchema = z.object({
  token: z.string().min(1).max(200),
  accept: z.boolean(),
});
export type AcceptInviteBody = z.input<typeof AcceptInviteBodySchema>;

export const AcceptInviteResponseSchema = z.object({
  event_id: z.string(),
  slug: z.string(),
  role: InviteRoleSchema,
  status: InviteStatusSchema,
  /** The caller's registration status afterwards (approved when a guest invite was accepted). */
  registration_status: RegistrationStatusSchema.nullable(),
});
export type AcceptInviteResponse = z.infer<typeof AcceptInviteResponseSchema>;

/**
 * `GET /invite?token=…` (signed in): what the event page needs to show Accept/Decline.
 * `for_you` is true when the invite's address is the caller's; the address itself is not sent.
 */
export const InviteLookupSchema = z.object({
  event_id: z.string(),
  slug: z.string(),
  event_name: z.string(),
  /** The name of who sent it (null when they have no name yet or were deleted). */
  inviter_name: z.string().nullable(),
  role: InviteRoleSchema,
  status: InviteStatusSchema,
  for_you: z.boolean(),
});
export type InviteLookup = z.infer<typeof InviteLookupSchema>;

/**
 * `GET /invite/preview?token=…` (no sign-in): what the e-mailed link's landing shows before sign-in,
 * to whoever holds the token (only the invited address was sent it): the event's name and start,
 * who invites, the role, whether it is still open, and, while it is, the invited address to fill in
 * on sign-in. Never the location or anything else of the event.
 */
export const InvitePreviewSchema = z.object({
  slug: z.string(),
  event_name: z.string(),
  timestamp: z.number().int(),
  /** The event's IANA time zone, whose clock the landing shows the start on. */
  timezone: z.string(),
  inviter_name: z.string().nullable(),
  role: InviteRoleSchema,
  status: InviteStatusSchema,
  /** The invited address while the invitation is pending; null once answered or retracted. */
  email: z.string().nullable(),
});
export type InvitePreview = z.infer<typeof InvitePreviewSchema>;
