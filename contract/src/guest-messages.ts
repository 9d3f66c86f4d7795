import { z } from 'zod';

/**
 * 'Message guests' in the event manager: hosts write to all approved or all waitlisted guests; one
 * e-mail per recipient, queued. Paths are under `/api`; event hosts, site admins and admin API keys.
 */
export const MessageAudienceSchema = z.enum(['approved', 'waitlisted']);
export type MessageAudience = z.infer<typeof MessageAudienceSchema>;

export const MESSAGE_AUDIENCE_LABEL: Record<MessageAudience, string> = {
  approved: 'Approved guests',
  waitlisted: 'Waitlisted guests',
};

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 10_000;
/** Messages per event in any 60 minutes: enough to correct a mistake, too few to spam the guest list. */
export const MESSAGES_PER_HOUR = 5;

/** `POST /event/{slug}/messages`. */
export const GuestMessageBodySchema = z.object({
  audience: MessageAudienceSchema,
  subject: z
    .string()
    .trim()
    .min(1, 'Please add a subject.')
    .max(MESSAGE_SUBJECT_MAX, `The subject can be at most ${MESSAGE_SUBJECT_MAX} characters.`),
  message: z
    .string()
    .trim()
    .min(1, 'Please write a message.')
    .max(MESSAGE_BODY_MAX, `The message can be at most ${MESSAGE_BODY_MAX.toLocaleString('en-US')} characters.`),
});
export type GuestMessageBody = z.input<typeof GuestMessageBodySchema>;

/** `GET /event/{slug}/messages/recipients?audience=…`: who would get a message, counted before sending. */
export const MessageRecipientsQuerySchema = z.object({ audience: MessageAudienceSchema });
export const MessageRecipientsSchema = z.object({ audience: MessageAudienceSchema, recipients: z.number().int() });
export type MessageRecipients = z.infer<typeof MessageRecipientsSchema>;

/** The answer to a send: how many e-mails were queued. */
export const GuestMessageResultSchema = z.object({
  id: z.string(),
  audience: MessageAudienceSchema,
  recipients: z.number().int(),
  created_at: z.string(),
});
export type GuestMessageResult = z.infer<typeof GuestMessageResultSchema>;
