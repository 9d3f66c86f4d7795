import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { safeRedirectPath } from '@hearth/contract/auth';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { roleChanges, sessions, signInTokens, users } from '../db/schema.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { revokeKeysOfCreators } from '../api-keys/index.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueEmbedding } from '../jobs/embedding.ts';
import { whyLinkFailed } from './link-failure.ts';
import type { SignInLinkJob } from './sign-in-link.ts';
import { hashToken, randomToken, sessionEndsAt, type SessionClaims, type SessionSigner } from './session-token.ts';

export const LINK_LIFETIME_MS = 15 * 60 * 1000;

export async function sendMagicLink(options: {
  db: Db;
  jobs: JobQueue;
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
  // The row counts towards the limit now; the link itself is made when the e-mail is sent
  // (sign-in-link.ts), so it is fresh even if SMTP was down, and its token is never stored in the queue.
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(signInTokens)
      .values({
        tokenHash: hashToken(randomToken()),
        email,
        redirectUrl,
        expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
      })
      .returning({ id: signInTokens.id });
    if (!row) throw new Error('sign-in token insert returned nothing');
    await options.jobs.enqueue(tx, 'sign-in-link', { tokenId: row.id } satisfies SignInLinkJob);
  });
}

export async function verifyMagicLink(options: {
  db: Db;
  signer: SessionSigner;
  adminEmails: Set<string>;
  jobs: JobQueue;
  /** SESSION_MAX_AGE_DAYS: how long after this sign-in refreshes stop. */
  maxAgeDays: number;
  email: string;
  token: string;
}) {
  const { db, email } = options;
  // One transaction: the token is used, the user and session exist, and a new talent's embedding is
  // queued, or none of it happened.
  const tokenHash = hashToken(options.token);
  const outcome = await db.transaction(async (tx) => {
    // One atomic UPDATE: of any number of concurrent redemptions exactly one gets a row back.
    const [redeemed] = await tx
      .update(signInTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(signInTokens.tokenHash, tokenHash),
          eq(signInTokens.email, email),
          isNull(signInTokens.usedAt),
          gt(signInTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ redirectUrl: signInTokens.redirectUrl });
    if (!redeemed) return null;

    // ADMIN_EMAILS bootstraps admins ('env', revoked at start once the address is removed: admins/service.ts).
    // Only a role change is recorded; an admin who already is keeps their source ('granted' stays 'granted').
    const isAdmin = options.adminEmails.has(email);
    const [created] = await tx
      .insert(users)
      .values({ email, role: isAdmin ? 'admin' : 'user', adminSource: isAdmin ? 'env' : null })
      .onConflictDoNothing({ target: users.email })
      .returning();
    let user = created;
    let promoted = Boolean(created && isAdmin);
    if (!user) {
      const [existing] = isAdmin
        ? await tx
            .update(users)
            .set({ role: 'admin', adminSource: 'env' })
            .where(and(eq(users.email, email), ne(users.role, 'admin')))
            .returning()
        : [];
      promoted = Boolean(existing);
      [user] = existing ? [existing] : await tx.select().from(users).where(eq(users.email, email));
    }
    if (!user) throw new Error('user vanished during sign-in');
    if (promoted) {
      await tx.insert(roleChanges).values({ userId: user.id, role: 'admin', changedBy: null, reason: 'ADMIN_EMAILS' });
      // Keys from an earlier time as admin stay dead (admins/service.ts, grantAdmin).
      await revokeKeysOfCreators(tx, [user.id]);
    }
    const [session] = await tx
      .insert(sessions)
      .values({ userId: user.id, startedAt: new Date() })
      .returning({ id: sessions.id, startedAt: sessions.startedAt });
    if (!session) throw new Error('session insert returned nothing');
    if (created) await enqueueEmbedding(options.jobs, tx);
    return { user, session, created, redeemed };
  });
  // Asked after the transaction, so a concurrent redemption that won is seen as committed ('used').
  if (!outcome) throw await whyLinkFailed(db, email, tokenHash);
  const { user, session, created, redeemed } = outcome;
  const token = await options.signer.sign({
    userId: user.id,
    sessionId: session.id,
    endsAt: sessionEndsAt(session.startedAt, options.maxAgeDays),
  });
  return { token, user, isNewUser: Boolean(created), redirectUrl: safeRedirectPath(redeemed.redirectUrl) };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/**
 * The user of a verified session token, or null once the session is revoked or older than the
 * absolute lifetime (a token carries its end too; this also holds when SESSION_MAX_AGE_DAYS is lowered).
 */
export async function findSessionUser(db: Db, claims: SessionClaims, maxAgeDays: number) {
  const [row] = await sessionUserQuery(db).execute({
    sessionId: claims.sessionId,
    userId: claims.userId,
    startedAfter: startedAfter(maxAgeDays).toISOString(),
  });
  return row ?? null;
}

const sessionUserQuery = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, email: users.email, role: users.role, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.startedAt, sql.placeholder('startedAfter')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

/** Sessions that started before this are past their absolute lifetime. */
function startedAfter(maxAgeDays: number): Date {
  return new Date(Date.now() - maxAgeDays * 24 * 3600 * 1000);
}

const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * docs/product/accounts-and-sign-in.md#sessions: a new session with the same start replaces the
 * presented one, which is revoked in the same transaction (the sessions trigger empties every
 * instance's session cache, so the old token is refused at once). Of two refreshes of one token,
 * only the first gets a row back; the second is refused like any retired token.
 */
export async function refreshSession(options: {
  db: Db;
  signer: SessionSigner;
  userId: string;
  sessionId: string;
  maxAgeDays: number;
}): Promise<string> {
  const { userId, sessionId } = options;
  const session = await options.db.transaction(async (tx) => {
    const [retired] = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.startedAt, startedAfter(options.maxAgeDays)),
        ),
      )
      .returning({ startedAt: sessions.startedAt });
    if (!retired) return null;
    const [next] = await tx
      .insert(sessions)
      .values({ userId, startedAt: retired.startedAt })
      .returning({ id: sessions.id, startedAt: sessions.startedAt });
    return next ?? null;
  });
  if (!session) throw unauthorized(SESSION_ENDED_MESSAGE);
  return options.signer.sign({
    userId,
    sessionId: session.id,
    endsAt: sessionEndsAt(session.startedAt, options.maxAgeDays),
  });
}
