import { z } from 'zod';
import { EventProjectSchema, EventSchema, EventViewerRoleSchema, RegistrationStatusSchema } from './events.ts';
import { countsOf } from './common.ts';
import { UserSchema } from './user.ts';

/**
 * Registrations; invitations are in invites.ts. docs/product/registrations.md: the request flow, the
 * event manager, the registration item and lists, the statuses, questions and messages. Every path
 * below is under `/api`. The wire keeps the product's names, `application` in paths and `request` in
 * fields; the TypeScript names say registration (docs/decisions/026-one-name-registration.md).
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
export const NewRegistrationBodySchema = z.object({
  slug: z.string().max(200).optional(),
  event_id: z.string().max(64).optional(),
  answers: z.array(z.string().max(5000)).max(100).optional().default([]),
  questions: z.array(z.string().max(1000)).max(100).optional(),
});
export type NewRegistrationBody = z.input<typeof NewRegistrationBodySchema>;

/** `POST /application/remove`: cancel the caller's own pending, approved or waitlisted registration. */
export const CancelRegistrationBodySchema = z.object({
  slug: z.string().max(200).optional(),
  event_id: z.string().max(64).optional(),
});
export type CancelRegistrationBody = z.input<typeof CancelRegistrationBodySchema>;

/** The caller's own registration: `GET /event/{slug}/my-registration` (null when none). */
export const MyRegistrationSchema = z.object({
  event_id: z.string(),
  status: RegistrationStatusSchema,
  questions: z.array(z.string()),
  answers: z.array(z.string()),
  /** The guest's check-in code; the ticket's QR code encodes `HEARTH:{slug}:{code}` (`checkInReference`). */
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
export const RegistrationResultSchema = z.object({
  event_id: z.string(),
  /** The caller's status afterwards; null after a cancel. */
  status: RegistrationStatusSchema.nullable(),
});
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;

// ---------------------------------------------------------------------------------------------
// Host side: registration lists, status, applicant profile
// ---------------------------------------------------------------------------------------------

/** A registration's status, and the questions asked with the answers given; the wire field is `request`. */
export const RegistrationAnswersSchema = z.object({
  status: RegistrationStatusSchema,
  questions: z.array(z.string()),
  answers: z.array(z.string()),
});

/**
 * docs/product/registrations.md#api Application item: one registration. The wire's `id` is the
 * applicant's user id; the web maps it to `userId` where it reads the response.
 */
export const RegistrationItemSchema = UserSchema.pick({
  /** The applicant's user id, not a registration id (the wire's name); code that reads it calls it `userId`. */
  id: true,
  name: true,
  email: true,
  headline: true,
  photoURL: true,
  linkedInURL: true,
  twitterURL: true,
  githubURL: true,
}).extend({
  /** Always sent to the hosts who read the list (null when the account has none), unlike the User entity's. */
  email: z.string().nullable(),
  request: RegistrationAnswersSchema,
  /** ISO time the request was made (lists are ordered oldest first). */
  created_at: z.string(),
  /** ISO time the guest joined the waitlist (its order), else null. */
  waitlisted_at: z.string().nullable(),
  /** ISO time the guest was checked in at the door, else null. */
  checked_in_at: z.string().nullable(),
});
export type RegistrationItem = z.infer<typeof RegistrationItemSchema>;

/**
 * `GET /event/{slug}/applications` (hosts and site admins): docs/product/registrations.md#api Requests response.
 * `pending_requests` are status pending; `reviewed_requests` approved and declined;
 * `waitlisted_requests` the waitlist, first in line first. Counts are computed on the server;
 * `request_count` is the total (waitlisted included).
 */
export const RegistrationsResponseSchema = z.object({
  event: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    questions: z.array(z.string()),
    /** Most approved guests at once; null is unlimited. */
    capacity: z.number().int().nullable(),
  }),
  pending_requests: z.array(RegistrationItemSchema),
  reviewed_requests: z.array(RegistrationItemSchema),
  waitlisted_requests: z.array(RegistrationItemSchema),
  request_count: z.number().int(),
  pending_count: z.number().int(),
  approved_count: z.number().int(),
  declined_count: z.number().int(),
  waitlisted_count: z.number().int(),
  /** Approved guests checked in at the door. */
  checked_in_count: z.number().int(),
});
export type RegistrationsResponse = z.infer<typeof RegistrationsResponseSchema>;

/**
 * `POST /application/status?event_id=…&user_id=…&new_status=…` (hosts and site admins). Approving
 * while the event is full puts the guest on the waitlist (the response says `waitlisted`); approving
 * a waitlisted guest promotes them by hand, past the capacity if need be.
 */
export const SetRegistrationStatusQuerySchema = z.object({
  event_id: z.string().uuid(),
  user_id: z.string().uuid(),
  new_status: z.enum(['approved', 'declined', 'pending']),
});
export type SetRegistrationStatusQuery = z.infer<typeof SetRegistrationStatusQuerySchema>;

export const SetRegistrationStatusResponseSchema = z.object({
  event_id: z.string(),
  user_id: z.string(),
  status: RegistrationStatusSchema,
  /** False when the status was already `new_status` (nothing changed, no e-mail). */
  changed: z.boolean(),
});
export type SetRegistrationStatusResponse = z.infer<typeof SetRegistrationStatusResponseSchema>;

/**
 * One event of the applicant, with their status there (docs/product/registrations.md#applicant-profile): Event
 * fields, with `status` and `role` describing the applicant (`role` is never null).
 */
export const ApplicantEventSchema = EventSchema.pick({
  id: true,
  event_id: true,
  slug: true,
  name: true,
  timestamp: true,
  access: true,
  status: true,
  role: true,
}).extend({ role: EventViewerRoleSchema });
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
  request: RegistrationAnswersSchema,
  /** Counts over `events` of the applicant's registrations. */
  registration_counts: countsOf('approved', 'pending', 'declined', 'waitlisted'),
});
export type ApplicantProfile = z.infer<typeof ApplicantProfileSchema>;
