import type { ListenHandlers, Listener } from '../db/listen.ts';
import { createNotifiedCache, type NotifiedCache } from '../db/notified-cache.ts';
import type { SessionClaims } from './session-token.ts';

/** Announced by the triggers of migration 0008 when a session, or a user's role or e-mail, changes. */
export const SESSION_CHANGES_CHANNEL = 'hearth_session_changes';

export type SessionUser = { id: string; email: string | null; role: string; sessionId: string };

export type SessionCache = {
  /** The session's user: kept, or looked up by `load` and kept while no session or role changes. */
  read: (claims: SessionClaims, load: () => Promise<SessionUser | null>) => Promise<SessionUser | null>;
  /** Whether actors are kept now: only while the LISTEN is in place. */
  isActive: () => boolean;
  close: () => Promise<void>;
};

/**
 * The user behind each recently seen session, so a signed-in call costs no query of its own
 * (docs/decisions/027-session-cache.md). Any change to a session (sign-out) or to a user's role or
 * e-mail, on any instance, empties it; a session not found (revoked, unknown) is never kept.
 */
export function createSessionCache(listen: ((handlers: ListenHandlers) => Listener) | null): SessionCache {
  const cache: NotifiedCache<SessionUser | null> = createNotifiedCache({
    listen,
    maxEntries: 10_000,
    keeps: (user) => user !== null,
  });
  return {
    read: (claims, load) => cache.read(`${claims.sessionId} ${claims.userId}`, load),
    isActive: cache.isActive,
    close: cache.close,
  };
}
