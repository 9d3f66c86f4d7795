import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

const SESSION_DAYS = 30;

export type SessionClaims = { userId: string; sessionId: string };

export type SessionSigner = {
  sign: (claims: SessionClaims) => Promise<string>;
  verify: (token: string) => Promise<SessionClaims | null>;
};

/**
 * DESIGN.md §3: SESSION_SECRET, or a secret generated once and kept under DATA_DIR so
 * sessions survive a restart.
 */
export function loadSessionSecret(options: { sessionSecret?: string; dataDir: string; persist: boolean }): Uint8Array {
  if (options.sessionSecret) return new TextEncoder().encode(options.sessionSecret);
  if (!options.persist) return crypto.randomBytes(32);
  const file = path.join(options.dataDir, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function createSessionSigner(secret: Uint8Array): SessionSigner {
  return {
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_DAYS}d`)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}
