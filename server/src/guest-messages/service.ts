import { and, asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MESSAGES_PER_HOUR,
  type GuestMessageBodySchema,
  type GuestMessageResult,
  type MessageAudience,
  type MessageRecipients,
} from '@hearth/contract/guest-messages';
import { eventMessages } from '../db/schema.ts';
import type { CallerOptions } from '../http/actor.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueMail } from '../mail/jobs.ts';
import { requireEventAdmin } from '../http/guards.ts';
import { lockEvent } from '../waitlist/index.ts';
import { guestMessageMail } from './mail.ts';
import { selectRecipients } from './recipients.ts';

const HOUR_MS = 60 * 60 * 1000;

/** `GET /event/{slug}/messages/recipients`: how many guests a message to the audience would reach. */
export async function countRecipients(
  options: CallerOptions & { slug: string; audience: MessageAudience },
): Promise<MessageRecipients> {
  const event = await requireEventAdmin(options.db, options.actor, { slug: options.slug });
  const recipients = await selectRecipients(options.db, event.id, options.audience);
  return { audience: options.audience, recipients: recipients.length };
}

/**
 * `POST /event/{slug}/messages`: one e-mail per guest of the audience, queued with the record of the
 * message in one transaction under the event's lock, so the hourly limit holds with concurrent sends.
 */
export async function sendGuestMessage(
  options: CallerOptions & { slug: string; input: z.output<typeof GuestMessageBodySchema>; jobs: JobQueue; appUrl: string },
): Promise<GuestMessageResult> {
  const { db, actor, slug, input, jobs, appUrl } = options;
  const event = await requireEventAdmin(db, actor, { slug });
  return db.transaction(async (tx) => {
    if (!(await lockEvent(tx, event.id))) throw notFound('Event not found.');
    const now = new Date();
    const windowStart = new Date(now.getTime() - HOUR_MS);
    const recent = await tx
      .select({ createdAt: eventMessages.createdAt })
      .from(eventMessages)
      .where(and(eq(eventMessages.eventId, event.id), gt(eventMessages.createdAt, windowStart)))
      .orderBy(asc(eventMessages.createdAt));
    if (recent.length >= MESSAGES_PER_HOUR) {
      const oldest = recent[0]?.createdAt ?? now;
      const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
      throw new HttpError(
        429,
        `You can message this event's guests at most ${MESSAGES_PER_HOUR} times an hour. Please try again later.`,
        { 'retry-after': String(retryAfter) },
      );
    }
    const recipients = await selectRecipients(tx, event.id, input.audience);
    if (recipients.length === 0) throw badRequest('There are no guests to send this message to.');
    const [record] = await tx
      .insert(eventMessages)
      .values({
        eventId: event.id,
        sentBy: actor.userId,
        audience: input.audience,
        subject: input.subject,
        body: input.message,
        recipientCount: recipients.length,
        createdAt: now,
      })
      .returning({ id: eventMessages.id });
    if (!record) throw new Error('event message insert returned nothing');
    for (const guest of recipients) {
      if (!guest.email) continue;
      const mail = guestMessageMail({ to: guest.email, guestName: guest.name, event, ...input, appUrl });
      await enqueueMail(jobs, tx, mail);
    }
    return { id: record.id, audience: input.audience, recipients: recipients.length, created_at: now.toISOString() };
  });
}
