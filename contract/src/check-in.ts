import { z } from 'zod';
import { localDateAndTime } from './event-dates.ts';
import { RegistrationStatusSchema } from './events.ts';

/**
 * Checking guests in at the door (docs/product/registrations.md#check-in): hosts, site admins and admin
 * API keys. Every path below is under `/api`. A ticket's QR code encodes `HEARTH:{slug}:{code}`
 * (`checkInReference` in registrations.ts); hosts may also type the bare code.
 */

/** What a scan or a typed code names: the code, and the event's slug when it came from a QR payload. */
export type TicketReference = { slug: string | null; code: string };

const PAYLOAD_PREFIX = 'HEARTH:';

/**
 * `HEARTH:{slug}:{code}` → both parts; anything else is taken as a bare code. Null for a payload
 * with the prefix but without both parts. The code is the last part: slugs hold no colon, and
 * neither do codes.
 */
export function parseTicketReference(text: string): TicketReference | null {
  const value = text.trim();
  if (!value.toUpperCase().startsWith(PAYLOAD_PREFIX)) return value ? { slug: null, code: value } : null;
  const rest = value.slice(PAYLOAD_PREFIX.length);
  const split = rest.lastIndexOf(':');
  const slug = rest.slice(0, split).trim();
  const code = rest.slice(split + 1).trim();
  return split > 0 && slug && code ? { slug, code } : null;
}

export const MALFORMED_TICKET_MESSAGE =
  "This is not a Hearth ticket code: scan the ticket's QR code or type the code printed under it.";
export const OTHER_EVENT_MESSAGE = 'This ticket is for another event.';
export const UNKNOWN_CODE_MESSAGE = 'Unknown ticket code.';

/** 'HH:mm' of a check-in time, on the clock of the event's time zone (event-dates.ts). */
export function checkInTimeLabel(iso: string): string {
  return localDateAndTime(new Date(iso).getTime()).time;
}

export const alreadyCheckedInMessage = (checkedInAt: string) => `Already checked in at ${checkInTimeLabel(checkedInAt)}.`;
export const notApprovedMessage = (status: string) => `Not approved: this registration is ${status}.`;

/** `POST /event/{slug}/check-in`: the scanned QR payload or the typed code. */
export const CheckInBodySchema = z.object(
  {
    code: z
      .string({ error: 'Please send the ticket code.' })
      .trim()
      .min(1, 'Please enter a ticket code.')
      .max(500, 'The ticket code is too long.'),
  },
  { error: 'Please send a JSON body with the ticket code.' },
);
export type CheckInBody = z.input<typeof CheckInBodySchema>;

/** `DELETE /event/{slug}/check-in/{code}`: the code (or the whole payload, URL-encoded). */
export const CheckInCodeParamsSchema = z.object({
  slug: z.string().min(1).max(200),
  code: z.string().trim().min(1, 'Please enter a ticket code.').max(500, 'The ticket code is too long.'),
});

/** A registration as the door sees it: who, their status, their code and when they came in. */
export const CheckInGuestSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  photoURL: z.string().nullable(),
  headline: z.string(),
  status: RegistrationStatusSchema,
  check_in_code: z.string(),
  /** ISO time of the check-in; null when not (or no longer) checked in. */
  checked_in_at: z.string().nullable(),
});
export type CheckInGuest = z.infer<typeof CheckInGuestSchema>;

/** 'Checked in: N / M': N approved guests checked in, M approved guests. */
export const CheckInCountsSchema = z.object({ checked_in: z.number().int(), approved: z.number().int() });
export type CheckInCounts = z.infer<typeof CheckInCountsSchema>;

/** `GET /event/{slug}/check-in`: the counts and every registration of the event (for search), by name. */
export const CheckInListSchema = z.object({
  event: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  counts: CheckInCountsSchema,
  guests: z.array(CheckInGuestSchema),
});
export type CheckInList = z.infer<typeof CheckInListSchema>;

// The answers to a scan. Each carries `result` (what the door shows) and a readable `message`.

export const CheckedInAnswerSchema = z
  .object({ result: z.literal('checked_in'), message: z.string(), guest: CheckInGuestSchema, counts: CheckInCountsSchema })
  .describe('Checked in: the guest, with `checked_in_at`, and the new counts');
export const AlreadyCheckedInAnswerSchema = z
  .object({ result: z.literal('already_checked_in'), message: z.string(), guest: CheckInGuestSchema })
  .describe("Already checked in: the guest, with the first check-in's `checked_in_at` ('Already checked in at HH:MM.')");
export const NotApprovedAnswerSchema = z
  .object({ result: z.literal('not_approved'), message: z.string(), guest: CheckInGuestSchema })
  .describe("The registration is not approved (pending, declined or waitlisted): see the guest's `status`");
export const OtherEventAnswerSchema = z
  .object({ result: z.literal('other_event'), message: z.string() })
  .describe("The ticket belongs to another event ('This ticket is for another event.')");
/** 422 covers both answers that refuse the ticket itself; `result` tells which. */
export const RefusedTicketAnswerSchema = z
  .discriminatedUnion('result', [NotApprovedAnswerSchema, OtherEventAnswerSchema])
  .describe('The ticket cannot be checked in: `result` is `not_approved` (with the guest) or `other_event`');
/** 404: an unknown code has `result: unknown_code`; an unknown event only a message. */
export const CheckInNotFoundSchema = z
  .object({ message: z.string(), result: z.literal('unknown_code').optional() })
  .describe('No such ticket code for this event (`result: unknown_code`), or no such event');

export const UndoCheckInAnswerSchema = z
  .object({ guest: CheckInGuestSchema, counts: CheckInCountsSchema })
  .describe('Not checked in (any more): the guest, with `checked_in_at` null, and the new counts');

export type CheckedInAnswer = z.infer<typeof CheckedInAnswerSchema>;
export type AlreadyCheckedInAnswer = z.infer<typeof AlreadyCheckedInAnswerSchema>;
export type RefusedTicketAnswer = z.infer<typeof RefusedTicketAnswerSchema>;
export type UndoCheckInAnswer = z.infer<typeof UndoCheckInAnswerSchema>;

/** Every answer a scan can get that the door shows as a card. */
export const ScanAnswerSchema = z.discriminatedUnion('result', [
  CheckedInAnswerSchema,
  AlreadyCheckedInAnswerSchema,
  NotApprovedAnswerSchema,
  OtherEventAnswerSchema,
  z.object({ result: z.literal('unknown_code'), message: z.string() }),
]);
export type ScanAnswer = z.infer<typeof ScanAnswerSchema>;
