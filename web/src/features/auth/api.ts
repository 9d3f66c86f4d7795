import { queryOptions } from '@tanstack/react-query';
import type { MagicLinkRequest, SessionResponse, VerifyRequest } from '@hearth/contract/auth';
import type { User } from '@hearth/contract/user';
import { api } from '../../lib/api-client.ts';
import { getToken, setToken } from '../../lib/auth-token.ts';
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

/** docs/product/accounts-and-sign-in.md#sessions layout: the stored token is refreshed when the app opens. */
export async function refreshToken(): Promise<void> {
  if (!getToken()) return;
  try {
    const { token } = await api<{ token: string }>('/auth/refresh', { method: 'POST' });
    setToken(token);
  } catch {
    // A revoked or expired session clears itself in the API client (401); a network blip keeps the token.
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
