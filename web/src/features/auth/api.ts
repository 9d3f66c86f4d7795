import { queryOptions } from '@tanstack/react-query';
import type { MagicLinkRequest, SessionResponse, VerifyRequest } from '@hearth/contract/auth';
import type { User } from '@hearth/contract/user';
import { api } from '../../lib/api-client.ts';
import { getToken, refreshExclusively, setToken } from '../../lib/auth-token.ts';
import { queryClient } from '../../lib/query-client.ts';

/** Query keys: the signed-in user (under the profiles' 'user' root) and one e-mailed link's verification. */
export const authKeys = {
  all: ['auth'] as const,
  me: ['user', 'me'] as const,
  verify: (token: string) => ['auth', 'verify', token] as const,
};

export const currentUserQuery = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: ({ signal }) => api<User>('/user', { signal }), staleTime: 60_000 });

export const sendMagicLink = (input: MagicLinkRequest) => api<void>('/auth/magic-link', { method: 'POST', data: input });

/** Redeems an e-mailed link; the new token replaces any earlier session's cached data. */
export async function verifyMagicLink(input: VerifyRequest): Promise<SessionResponse> {
  const session = await api<SessionResponse>('/auth/verify', { method: 'POST', data: input });
  // Forget what an earlier session saw, but keep this very verification query alive.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  setToken(session.token);
  queryClient.setQueryData(authKeys.me, session.user);
  return session;
}

/** A token is refreshed once it is this old: each refresh makes a new session row and retires the old token. */
const REFRESH_AFTER_MS = 24 * 3600 * 1000;

/**
 * docs/product/accounts-and-sign-in.md#sessions layout: the stored token is refreshed when the app
 * opens, at most once a day, in one tab at a time. The server retires the token it refreshes, so a
 * tab that waited while another refreshed finds the newer token stored and leaves it.
 */
export async function refreshToken(): Promise<void> {
  const token = getToken();
  if (!token || !isDueForRefresh(token)) return;
  try {
    await refreshExclusively(async () => {
      if (getToken() !== token) return; // another tab refreshed (or the person signed out or in)
      const answer = await api<{ token: string }>('/auth/refresh', { method: 'POST', retryWithNewerToken: false });
      // Stored only over the token it replaces: a sign-in or sign-out meanwhile wins.
      if (getToken() === token) setToken(answer.token);
    });
  } catch {
    // An ended session (401) clears itself in the API client; a network blip keeps the token.
  }
}

/** Whether the token was issued long enough ago; a token that cannot be read is refreshed (the server judges it). */
function isDueForRefresh(token: string): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const { iat } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown };
    return typeof iat !== 'number' || iat * 1000 <= Date.now() - REFRESH_AFTER_MS;
  } catch {
    return true;
  }
}

/** docs/product/accounts-and-sign-in.md#log-out: revoke on the server, forget the token and every cached answer. */
export async function logOut(): Promise<void> {
  try {
    await api('/auth/logout', { method: 'POST' });
  } finally {
    setToken(null);
    queryClient.clear();
  }
}
