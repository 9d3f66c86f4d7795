import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client.ts';
import { getToken, setToken } from '../../lib/auth-token.ts';
import { fakeApi, jsonResponse as json } from '../../test/fake-api.ts';
import { refreshToken } from './api.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A token shaped like the server's JWT, issued `ageMs` ago (the web reads only `iat`). */
function tokenIssued(ageMs: number, name: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sid: name, iat: Math.floor((Date.now() - ageMs) / 1000) })}.signature-${name}`;
}

const bearerOf = (init: RequestInit) => (init.headers as Record<string, string>).authorization;

/** Refreshes, expecting no call to the server and `kept` still stored after. */
async function expectNoRefreshKeeping(kept: string) {
  const { calls } = fakeApi(() => json(200, { token: 'unexpected' }));
  await refreshToken();
  expect(calls).toEqual([]);
  expect(getToken()).toBe(kept);
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('token refresh', () => {
  it('leaves a token issued less than a day ago alone', async () => {
    const fresh = tokenIssued(60_000, 'fresh');
    setToken(fresh);
    await expectNoRefreshKeeping(fresh);
  });

  it('stores the refreshed token of an older one', async () => {
    const old = tokenIssued(2 * DAY_MS, 'old');
    setToken(old);
    const { requests } = fakeApi(() => json(200, { token: 'next' }));
    await refreshToken();
    expect(requests.map((request) => `${request.method} ${request.path} ${bearerOf(request.init)}`)).toEqual([
      `POST /api/auth/refresh Bearer ${old}`,
    ]);
    expect(getToken()).toBe('next');
  });

  it('signs out when the session has ended (401 for the token still stored)', async () => {
    setToken(tokenIssued(2 * DAY_MS, 'ended'));
    fakeApi(() => json(401, { message: 'Your session has ended. Please sign in again.' }));
    await refreshToken();
    expect(getToken()).toBeNull();
  });

  it('keeps a newer token another tab stored while this refresh was refused', async () => {
    setToken(tokenIssued(2 * DAY_MS, 'shared'));
    const newer = tokenIssued(0, 'newer');
    fakeApi(() => {
      // The other tab refreshed first: the server retired the shared token, and the other tab stored its own.
      localStorage.setItem('hearth.token', newer);
      return json(401, { message: 'Your session has ended. Please sign in again.' });
    });
    await refreshToken();
    expect(getToken()).toBe(newer);
  });

  it('does not refresh again when another tab refreshed while this one waited for its turn', async () => {
    setToken(tokenIssued(2 * DAY_MS, 'waited'));
    const newer = tokenIssued(0, 'newer');
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (_name: string, callback: () => unknown) => {
          // The other tab held the lock and stored its refreshed token before this tab's turn.
          if (getToken() !== newer) localStorage.setItem('hearth.token', newer);
          return callback();
        },
      },
    });
    await expectNoRefreshKeeping(newer);
  });

  it('sends a call refused during a refresh once more with the new token, instead of signing out', async () => {
    const old = tokenIssued(2 * DAY_MS, 'old');
    setToken(old);
    let answerRefresh: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => (answerRefresh = resolve));
    const { requests } = fakeApi(async ({ path, init }) => {
      if (path === '/api/auth/refresh') {
        await refreshed;
        return json(200, { token: 'next' });
      }
      // The server already retired the old token when this call arrived.
      return bearerOf(init) === 'Bearer next' ? json(200, { id: 'me' }) : json(401, { message: 'Unauthorized' });
    });

    const refreshing = refreshToken();
    const call = api<{ id: string }>('/user');
    await vi.waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/user'));
    answerRefresh();
    await expect(call).resolves.toEqual({ id: 'me' });
    await refreshing;
    expect(getToken()).toBe('next');
    expect(requests.map((request) => `${request.path} ${bearerOf(request.init)}`)).toEqual([
      `/api/auth/refresh Bearer ${old}`,
      `/api/user Bearer ${old}`,
      '/api/user Bearer next',
    ]);
  });

  it('still signs out when the newest token is refused', async () => {
    setToken('only-token');
    fakeApi(() => json(401, { message: 'Unauthorized' }));
    await expect(api('/user')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
  });
});
