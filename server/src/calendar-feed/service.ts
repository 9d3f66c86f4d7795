import crypto from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { calendarFeeds, eventHosts, events, registrations, users } from '../db/schema.ts';
import { calendarEventOf, calendarOf } from '../events/index.ts';

/** 32 bytes of HMAC-SHA256, base64url: 43 characters, 256 bits no one can guess. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type FeedKey = { secret: Uint8Array; appUrl: string };

/**
 * The feed's token is derived from the server's secret and the row's nonce, so the database keeps
 * only its hash (a copy of the database alone does not open anyone's feed) and the owner can be
 * shown the same address again. Rotating draws a new nonce.
 */
const tokenOf = (key: FeedKey, userId: string, nonce: string) =>
  crypto.createHmac('sha256', key.secret).update(`calendar-feed:${userId}:${nonce}`).digest('base64url');

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const urlOf = (key: FeedKey, token: string) => `${key.appUrl}/api/calendar/${token}.ics`;

const newNonce = () => crypto.randomBytes(16).toString('base64url');

/** The caller's feed address, made on the first call. */
export async function feedUrl(options: { db: Db; key: FeedKey; userId: string }): Promise<string> {
  const { db, key, userId } = options;
  const nonce = newNonce();
  // Two first calls at once: one insert wins, both read the winner's row.
  await db
    .insert(calendarFeeds)
    .values({ userId, nonce, tokenHash: hashOf(tokenOf(key, userId, nonce)) })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const [row] = await db.select({ nonce: calendarFeeds.nonce }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return urlOf(key, tokenOf(key, userId, row!.nonce));
}

/** A new address; the old one answers 404 from now on. */
export async function rotateFeed(options: { db: Db; key: FeedKey; userId: string }): Promise<string> {
  const { db, key, userId } = options;
  const nonce = newNonce();
  const tokenHash = hashOf(tokenOf(key, userId, nonce));
  await db
    .insert(calendarFeeds)
    .values({ userId, nonce, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash, createdAt: new Date() } });
  return urlOf(key, tokenOf(key, userId, nonce));
}

/**
 * The feed of the token's owner: every event they are approved for or host, with the place and the
 * meeting link (both are theirs to see), or null for a token that is not, or no longer, anyone's.
 */
export async function feedCalendar(options: { db: Db; key: FeedKey; token: string }): Promise<string | null> {
  const { db, key, token } = options;
  if (!TOKEN_PATTERN.test(token)) return null;
  const [owner] = await db
    .select({ userId: calendarFeeds.userId, name: users.name })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashOf(token)))
    .limit(1);
  if (!owner) return null;
  const approved = db
    .select({ id: registrations.eventId })
    .from(registrations)
    .where(and(eq(registrations.userId, owner.userId), eq(registrations.status, 'approved')));
  const hosted = db.select({ id: eventHosts.eventId }).from(eventHosts).where(eq(eventHosts.userId, owner.userId));
  const rows = await db
    .select()
    .from(events)
    .where(or(inArray(events.id, approved), inArray(events.id, hosted)))
    .orderBy(events.startsAt);
  return calendarOf(
    rows.map((event) => calendarEventOf(event, `${key.appUrl}/events/${encodeURIComponent(event.slug)}`)),
    { name: 'Hearth' },
  );
}
