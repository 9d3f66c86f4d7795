import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/** A token's own lifetime: refreshing at each app load keeps a session in use going, up to its absolute end. */
const SESSION_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;
const SESSION_SECRET_NAME = 'session';

export type SessionClaims = { userId: string; sessionId: string };

/** What a new token is for: its session, and the moment no token of it may outlive (the absolute end). */
type SessionToSign = SessionClaims & { endsAt?: Date };

/** A token's claims once its signature and expiry are checked; `expiresAt` in ms since the epoch. */
export type VerifiedSession = SessionClaims & { expiresAt: number };

export type SessionSigner = {
  sign: (session: SessionToSign) => Promise<string>;
  verify: (token: string) => Promise<VerifiedSession | null>;
};

/**
 * docs/product/accounts-and-sign-in.md#sessions: SESSION_SECRET, or a secret generated once and kept in the shared database, so
 * sessions survive a restart and a token signed by one instance is accepted by every other. The
 * first instance to start stores it; the rest read the same row. A secret an earlier version kept
 * under DATA_DIR is carried over, so upgrading signs nobody out.
 */
export async function loadSessionSecret(options: { sessionSecret?: string; db: Db; dataDir: string }): Promise<Uint8Array> {
  if (options.sessionSecret) return new TextEncoder().encode(options.sessionSecret);
  const legacyFile = path.join(options.dataDir, 'session-secret');
  const candidate = fs.existsSync(legacyFile)
    ? fs.readFileSync(legacyFile, 'utf8').trim()
    : crypto.randomBytes(32).toString('base64url');
  await options.db.insert(appSecrets).values({ name: SESSION_SECRET_NAME, value: candidate }).onConflictDoNothing();
  const [row] = await options.db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SESSION_SECRET_NAME));
  return new TextEncoder().encode(row!.value);
}

export function createSessionSigner(secret: Uint8Array): SessionSigner {
  // Imported once: given the bytes, jose imports a key for every token it signs or checks, which
  // cost half of each check (a first call of every new session at a launch pays it).
  let imported: ReturnType<typeof crypto.subtle.importKey> | undefined;
  const key = () =>
    (imported ??= crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  return {
    sign: async ({ userId, sessionId, endsAt }) => {
      const rolling = Date.now() + SESSION_DAYS * DAY_MS;
      const expiresAt = endsAt ? Math.min(rolling, endsAt.getTime()) : rolling;
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(await key());
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
        return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
      } catch {
        return null;
      }
    },
  };
}

/** The absolute end of a session that started at `startedAt`: no refresh carries it further. */
export function sessionEndsAt(startedAt: Date, maxAgeDays: number): Date {
  return new Date(startedAt.getTime() + maxAgeDays * DAY_MS);
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}
