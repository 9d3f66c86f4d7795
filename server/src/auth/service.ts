import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { safeRedirectPath } from '@hearth/contract/auth';
import type { Db } from '../db/client.ts';
import { sessions, signInTokens, users } from '../db/schema.ts';
import { HttpError, badRequest } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashToken, randomToken, type SessionSigner } from './session-token.ts';

const LINK_LIFETIME_MS = 15 * 60 * 1000;

export async function sendMagicLink(options: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  email: string;
  redirectUrl?: string;
  /** Links per address per 15 minutes. */
  limitPerAddress: number;
}): Promise<void> {
  const { db, email } = options;
  // Per-address limit counted from the tokens themselves, so it holds across instances.
  const since = new Date(Date.now() - LINK_LIFETIME_MS);
  const [recent] = await db
    .select({ n: count() })
    .from(signInTokens)
    .where(and(eq(signInTokens.email, email), gt(signInTokens.createdAt, since)));
  if ((recent?.n ?? 0) >= options.limitPerAddress) {
    throw new HttpError(429, 'Too many sign-in links requested. Please wait a few minutes and try again.', {
      'retry-after': String(LINK_LIFETIME_MS / 1000),
    });
  }
  const redirectUrl = safeRedirectPath(options.redirectUrl) ?? '/profile';
  const token = randomToken();
  await db.insert(signInTokens).values({
    tokenHash: hashToken(token),
    email,
    redirectUrl,
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
  });
  const link = new URL('/login-confirm', options.appUrl);
  link.searchParams.set('email', email);
  link.searchParams.set('redirectUrl', redirectUrl);
  link.searchParams.set('token', token);
  await options.mailer.send({
    to: email,
    subject: 'Your Hearth sign-in link',
    text: `Sign in to Hearth by opening this link:\n\n${link.toString()}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.\n`,
    html: `<p>Sign in to Hearth by opening this link:</p><p><a href="${escapeHtml(link.toString())}">Sign in to Hearth</a></p><p>The link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.</p>`,
  });
}

export async function verifyMagicLink(options: {
  db: Db;
  signer: SessionSigner;
  adminEmails: Set<string>;
  email: string;
  token: string;
}) {
  const { db, email } = options;
  // One atomic UPDATE: of any number of concurrent redemptions exactly one gets a row back.
  const [redeemed] = await db
    .update(signInTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(signInTokens.tokenHash, hashToken(options.token)),
        eq(signInTokens.email, email),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ redirectUrl: signInTokens.redirectUrl });
  if (!redeemed) throw badRequest('This sign-in link is invalid or has expired. Please request a new one.');

  const isAdmin = options.adminEmails.has(email);
  const [created] = await db
    .insert(users)
    .values({ email, role: isAdmin ? 'admin' : 'user' })
    .onConflictDoNothing({ target: users.email })
    .returning();
  let user = created;
  if (!user) {
    const [existing] = isAdmin
      ? await db.update(users).set({ role: 'admin' }).where(eq(users.email, email)).returning()
      : await db.select().from(users).where(eq(users.email, email));
    user = existing;
  }
  if (!user) throw new Error('user vanished during sign-in');
  const [session] = await db.insert(sessions).values({ userId: user.id }).returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  const token = await options.signer.sign({ userId: user.id, sessionId: session.id });
  return { token, user, isNewUser: Boolean(created), redirectUrl: safeRedirectPath(redeemed.redirectUrl) };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Resolves a session JWT to its user, refusing revoked sessions. */
export async function findSessionUser(db: Db, signer: SessionSigner, token: string) {
  const claims = await signer.verify(token);
  if (!claims) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt)))
    .limit(1);
  return row ?? null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
