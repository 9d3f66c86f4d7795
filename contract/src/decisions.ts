import { z } from 'zod';
import { RegistrationStatusSchema } from './events.ts';

/**
 * A host's decisions on registrations (docs/product/registrations.md#decisions): one decision for many
 * applicants, and the filters and sort of the list they decide from. Every path below is under `/api`.
 */

/** Most applicants one bulk decision may name (an event's whole list at the scale we test, 5,000). */
export const BULK_DECISION_LIMIT = 5000;

/** A host's decision on a request. Approving while the event is full puts the guest on the waitlist. */
export const DecisionStatusSchema = z.enum(['approved', 'declined', 'waitlisted', 'pending']);
export type DecisionStatus = z.infer<typeof DecisionStatusSchema>;

/**
 * `POST /event/{slug}/applications/status` (hosts and site admins): one decision for many applicants
 * (user ids), in one transaction. Guests whose status already is `new_status` are left alone.
 */
export const BulkDecisionBodySchema = z.object({
  user_ids: z
    .array(z.string().uuid())
    .min(1, 'Please select at least one applicant.')
    .max(BULK_DECISION_LIMIT, `At most ${BULK_DECISION_LIMIT} applicants at once.`),
  new_status: DecisionStatusSchema,
});
export type BulkDecisionBody = z.infer<typeof BulkDecisionBodySchema>;

export const BulkDecisionResponseSchema = z.object({
  event_id: z.string(),
  /** Each changed applicant with their status afterwards (`waitlisted` when the event was full). */
  changed: z.array(z.object({ user_id: z.string(), status: RegistrationStatusSchema, previous: RegistrationStatusSchema })),
  /** Named applicants left as they were (already `new_status`, or no longer applicants). */
  unchanged: z.number().int(),
  /** Guests who will be e-mailed once the grace period ends, unless the decision is undone. */
  emailed: z.number().int(),
  /** Seconds the decision can be undone before its e-mails go out. */
  grace_seconds: z.number().int(),
});
export type BulkDecisionResponse = z.infer<typeof BulkDecisionResponseSchema>;

export const RegistrationSortSchema = z.enum(['applied', 'applied_desc', 'name', 'project_length']);
export type RegistrationSort = z.infer<typeof RegistrationSortSchema>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * Optional filters and sort of `GET /event/{slug}/applications`, applied by the server so they work
 * with thousands of applicants. The counts in the response stay those of the whole event.
 */
export const RegistrationsFilterSchema = z.object({
  status: RegistrationStatusSchema.optional(),
  /** Text any answer contains (case-insensitive), or the answer to `question` (its index) when given. */
  answer: z.string().trim().min(1).max(200).optional(),
  question: z
    .string()
    .regex(/^\d{1,2}$/, 'must be a question number')
    .transform(Number)
    .optional(),
  has_github: flag.optional(),
  has_linkedin: flag.optional(),
  /** Requests made at or after this ISO date or time. */
  since: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  sort: RegistrationSortSchema.optional(),
});
export type RegistrationsFilter = z.input<typeof RegistrationsFilterSchema>;
