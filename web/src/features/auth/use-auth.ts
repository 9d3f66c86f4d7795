import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { User } from '@hearth/contract/user';
import { getToken, subscribeToken } from '../../lib/auth-token.ts';
import { currentUserQuery } from './api.ts';

export type AuthState = {
  /** docs/product/site-and-layout.md#loading load status of the signed-in user. */
  status: 'loading' | 'success' | 'failed';
  user: User | null;
  isAdmin: boolean;
};

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

export function useAuth(): AuthState {
  const token = useToken();
  const query = useQuery({ ...currentUserQuery(), enabled: Boolean(token) });
  if (!token) return { status: 'success', user: null, isAdmin: false };
  if (query.isPending) return { status: 'loading', user: null, isAdmin: false };
  if (query.isError) return { status: 'failed', user: null, isAdmin: false };
  return { status: 'success', user: query.data, isAdmin: query.data.role === 'admin' };
}
