import { z } from 'zod';
import { EventAccessSchema, EventProjectSchema, RegistrationStatusSchema } from './events.ts';
import { UserSchema } from './user.ts';

/**
 * Issue 4: registrations (applications); invitations are in invites.ts. docs/product/registrations.md: the request
 * flow, the event manager, the application item and requests response, the statuses, questions and messages.
 * Every path below is under `/api`.
 */

// ---------------------------------------------------------------------------------------------
// Questions (docs/product/registrations.md#questions)
// ---------------------------------------------------------------------------------------------

export * from './request-rules.ts';

// ---------------------------------------------------------------------------------------------
// Guest side: request, cancel, own registration
// ---------------------------------------------------------------------------------------------

/**
 * `POST /application/new`. The user is the caller (token); any `user_id` in the body is ignored.
 * `event_id` or `slug` names the event (event_id wins when both are sent). `answers[i]` answers
 * `questions[i]`; `questions` is what the client showed and is checked against the event's
 * current questions (the server stores its own list, `questionsFor(event)`).
 */
export const ApplicationNewBodySchema = z.object({
  slug: z.string().max(200).optional(),
  event_id: z.string().max(64).optional(),
  answers: z.array(z.string().max(5000)).max(100).optional().default([]),
  questions: z.array(z.string().max(1000)).max(100).optional(),
});
export type ApplicationNewBody = z.input<typeof ApplicationNewBodySchema>;

/** `POST /application/remove`: cancel the caller's own pending or approved registration. */
export const ApplicationRemoveBodySchema = z.object({
  slug: z.string().max(200).optional(),
  event_id: z.string().max(64).optional(),
});
export type ApplicationRemoveBody = z.input<typeof ApplicationRemoveBodySchema>;

/** The caller's own registration: `GET /event/{slug}/my-registration` (null when none). */
export const MyRegistrationSchema = z.object({
  event_id: z.string(),
  status: RegistrationStatusSchema,
  questions: z.array(z.string()),
  answers: z.array(z.string()),
  /** The check-in reference the ticket's QR code encodes (e.g. 'HEARTH-<slug>-<code>'). */
  check_in_code: z.string(),
  created_at: z.string(),
  /** 1 for the first in line while `waitlisted`, else null. */
  waitlist_position: z.number().int().nullable(),
  /** ISO time the guest was checked in at the door, else null. */
  checked_in_at: z.string().nullable(),
});
export type MyRegistration = z.infer<typeof MyRegistrationSchema>;
export const MyRegistrationResponseSchema = z.object({ registration: MyRegistrationSchema.nullable() });
export type MyRegistrationResponse = z.infer<typeof MyRegistrationResponseSchema>;

/** Response of `POST /application/new` and `POST /application/remove`. */
export const ApplicationResultSchema = z.object({
  event_id: z.string(),
  /** The caller's status afterwards; null after a cancel. */
  status: RegistrationStatusSchema.nullable(),
});
export type ApplicationResult = z.infer<typeof ApplicationResultSchema>;

// ---------------------------------------------------------------------------------------------
// Host side: requests, status, applicant profile
// ---------------------------------------------------------------------------------------------

export const ApplicationRequestSchema = z.object({
  status: RegistrationStatusSchema,
  questions: z.array(z.string()),
  answers: z.array(z.string()),
});

/** docs/product/registrations.md#api Application item. `id` is the applicant's user id. */
export const ApplicationItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  headline: z.string(),
  photoURL: z.string().nullable(),
  linkedInURL: z.string().nullable(),
  twitterURL: z.string().nullable(),
  githubURL: z.string().nullable(),
  request: ApplicationRequestSchema,
  /** ISO time the request was made (lists are ordered oldest first). */
  created_at: z.string(),
  /** ISO time the guest joined the waitlist (its order), else null. */
  waitlisted_at: z.string().nullable(),
  /** ISO time the guest was checked in at the door, else null. */
  checked_in_at: z.string().nullable(),
});
export type ApplicationItem = z.infer<typeof ApplicationItemSchema>;

/**
 * `GET /event/{slug}/applications` (hosts and site admins): docs/product/registrations.md#api Requests response.
 * `pending_requests` are status pending; `reviewed_requests` approved and declined;
 * `waitlisted_requests` the waitlist, first in line first. Counts are computed on the server;
 * `request_count` is the total (waitlisted included).
 */
export const RequestsResponseSchema = z.object({
  event: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    questions: z.array(z.string()),
    /** Most approved guests at once; null is unlimited. */
    capacity: z.number().int().nullable(),
  }),
  pending_requests: z.array(ApplicationItemSchema),
  reviewed_requests: z.array(ApplicationItemSchema),
  waitlisted_requests: z.array(ApplicationItemSchema),
  request_count: z.number().int(),
  pending_count: z.number().int(),
  approved_count: z.number().int(),
  declined_count: z.number().int(),
  waitlisted_count: z.number().int(),
  /** Approved guests checked in at the door. */
  checked_in_count: z.number().int(),
});
export type RequestsResponse = z.infer<typeof RequestsResponseSchema>;

/**
 * `POST /application/status?event_id=…&user_id=…&new_status=…` (hosts and site admins). Approving
 * while the event is full puts the guest on the waitlist (the response says `waitlisted`); approving
 * a waitlisted guest promotes them by hand, past the capacity if need be.
 */
export const ApplicationStatusQuerySchema = z.object({
  event_id: z.string().uuid(),
  user_id: z.string().uuid(),
  new_status: z.enum(['approved', 'declined', 'pending']),
});
export type ApplicationStatusQuery = z.infer<typeof ApplicationStatusQuerySchema>;

export const ApplicationStatusResponseSchema = z.object({
  event_id: z.string(),
  user_id: z.string(),
  status: RegistrationStatusSchema,
  /** False when the status was already `new_status` (nothing changed, no e-mail). */
  changed: z.boolean(),
});
export type ApplicationStatusResponse = z.infer<typeof ApplicationStatusResponseSchema>;

/** One event of the applicant, with their status there (docs/product/registrations.md#applicant-profile). */
export const ApplicantEventSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  slug: z.string(),
  name: z.string(),
  timestamp: z.number(),
  access: EventAccessSchema,
  status: RegistrationStatusSchema.nullable(),
  role: z.enum(['event_admin', 'guest']),
});
export type ApplicantEvent = z.infer<typeof ApplicantEventSchema>;

/**
 * `GET /applications/{slug}/{email}` (hosts of that event and site admins): the applicant's full
 * profile. `user.email` is included. `events` lists only events the caller may see.
 */
export const ApplicantProfileSchema = z.object({
  user: UserSchema,
  events: z.array(ApplicantEventSchema),
  projects: z.array(EventProjectSchema),
  /** This event's questions and the applicant's answers. */
  request: ApplicationRequestSchema,
  /** Counts over `events` of the applicant's registrations. */
  registration_counts: z.object({
    approved: z.number().int(),
    pending: z.number().int(),
    declined: z.number().int(),
    waitlisted: z.number().int(),
  }),
});
export type ApplicantProfile = z.infer<typeof ApplicantProfileSchema>;
