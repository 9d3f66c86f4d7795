import type { ListenHandlers, Listener } from '../db/listen.ts';
import { createNotifiedCache } from '../db/notified-cache.ts';
import type { findSessionUser } from './service.ts';

/** Announced by the triggers of migration 0008 when a session, or a user's role or e-mail, changes. */
export const SESSION_CHANGES_CHANNEL = 'hearth_session_changes';

export type SessionUser = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

/** A session token's user, and when the token expires (ms since the epoch). */
export type TokenSession = { user: SessionUser; expiresAt: number };

export type SessionCache = {
  /**
   * The user of a session token: kept, or found by `load` (which checks the token's signature and
   * looks the session up) and kept until a session or a role changes; null once the token expired.
   */
  read: (token: string, load: () => Promise<TokenSession | null>) => Promise<SessionUser | null>;
  /** Whether sessions are kept now: only while the LISTEN is in place. */
  isActive: () => boolean;
  close: () => Promise<void>;
};

/**
 * The user behind each recently seen session token, so a signed-in call costs neither a query nor
 * a signature check (docs/decisions/027-session-cache.md). Any change to a session (sign-out) or to
 * a user's role or e-mail, on any instance, empties it; a token not found (bad signature, revoked
 * session) is never kept.
 */
export function createSessionCache(listen: ((handlers: ListenHandlers) => Listener) | null): SessionCache {
  const cache = createNotifiedCache<TokenSession | null>({
    listen,
    maxEntries: 10_000,
    keeps: (session) => session !== null,
  });
  return {
    async read(token, load) {
      const session = await cache.read(token, load);
      return session && session.expiresAt > Date.now() ? session.user : null;
    },
    isActive: cache.isActive,
    close: cache.close,
  };
}
