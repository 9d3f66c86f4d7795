import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inviteMailings } from '../db/schema.ts';
import { badRequest, HttpError } from '../http/errors.ts';

/** Invitation e-mails one sender may send for one event (config INVITE_HOURLY_LIMIT, INVITE_DAILY_LIMIT). */
export type InviteLimits = { hourly: number; daily: number };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "23 minutes", "5 hours": how long to wait, rounded up. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export const tooSoon = (message: string, seconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

/**
 * Refuses a call that would e-mail `count` invitations beyond the sender's hourly or daily cap for
 * the event, as a whole: 429 with the seconds until enough earlier mailings have left the window,
 * or 400 when the list alone is larger than a cap. Run it under the event's lock, in the
 * transaction that records the mailings, so concurrent calls cannot both pass.
 */
export async function checkInviteCaps(
  db: Db,
  options: { eventId: string; senderId: string; count: number; limits: InviteLimits; now: Date },
): Promise<void> {
  const { eventId, senderId, count, limits } = options;
  if (count === 0) return;
  const now = options.now.getTime();
  const sent = await db
    .select({ createdAt: inviteMailings.createdAt })
    .from(inviteMailings)
    .where(
      and(
        eq(inviteMailings.eventId, eventId),
        eq(inviteMailings.sentBy, senderId),
        gt(inviteMailings.createdAt, new Date(now - DAY_MS)),
      ),
    )
    .orderBy(asc(inviteMailings.createdAt));
  const windows = [
    { spanMs: HOUR_MS, limit: limits.hourly, per: 'an hour' },
    { spanMs: DAY_MS, limit: limits.daily, per: 'a day' },
  ];
  for (const { spanMs, limit, per } of windows) {
    const inWindow = sent.filter((row) => row.createdAt.getTime() > now - spanMs);
    const left = Math.max(0, limit - inWindow.length);
    if (count <= left) continue;
    if (count > limit) {
      throw badRequest(
        `You can send ${limit} invitations ${per} for this event; this list has ${count}. Please send fewer at once.`,
        'emails',
      );
    }
    // The earliest mailings leave the window first: wait until enough of them have.
    const mustLeave = inWindow.length + count - limit;
    const freedAt = (inWindow[mustLeave - 1]?.createdAt.getTime() ?? now) + spanMs;
    const seconds = (freedAt - now) / 1000;
    const leftWords = left === 0 ? 'none left' : `${left} left`;
    throw tooSoon(
      `You can send ${limit} invitations ${per} for this event (${leftWords} now). Try again in ${waitInWords(seconds)}.`,
      seconds,
    );
  }
}

/** One row per invitation e-mail sent (first mail or resend): what the caps count. */
export async function recordMailing(db: Db, mailing: { eventId: string; senderId: string; inviteId: string; now: Date }) {
  await db
    .insert(inviteMailings)
    .values({ eventId: mailing.eventId, sentBy: mailing.senderId, inviteId: mailing.inviteId, createdAt: mailing.now });
}
