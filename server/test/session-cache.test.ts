import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { sessions, users } from '../src/db/schema.ts';
import { authHeader, buildTestApp, instancePair, postgresServer, waitFor, type TestApp } from './helpers.ts';
import { makeAdmin, makeUser } from './factories.ts';

/**
 * The actor of a signed-in call comes from memory once its session was seen (src/auth/session-cache.ts).
 * To tell an actor from memory from one read now, a test changes a row without announcing it: a
 * session in replica mode fires no trigger. Whatever the app answers after that is what it kept.
 */
async function quietly(db: Db, change: (tx: Db) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await change(tx);
  });
}

/** The caller's role as the actor has it: only site admins may list the admins, and nobody signed out. */
const whoIs = async (t: TestApp, headers: { authorization: string }) => {
  const { statusCode } = await t.app.inject({ method: 'GET', url: '/api/admins', headers });
  return ({ 200: 'admin', 403: 'user' } as Record<number, string>)[statusCode] ?? statusCode;
};

/** Signs the user in and makes one call, so the session cache exists and starts listening. */
async function seenSession(t: TestApp, userId: string) {
  const headers = await authHeader(t.app, userId);
  await whoIs(t, headers);
  await waitFor(() => t.app.sessionCache().isActive(), 10_000, 'the session cache listener');
  return headers;
}

/** Refreshes the session on `on`: at once `seenOn` refuses the old token and acts with the new one. */
async function expectRefreshSeen(on: TestApp, seenOn: TestApp, headers: { authorization: string }) {
  const refreshed = await on.app.inject({ method: 'POST', url: '/api/auth/refresh', headers });
  expect(refreshed.statusCode).toBe(200);
  expect(await whoIs(seenOn, headers)).toBe(401);
  expect(await whoIs(seenOn, { authorization: `Bearer ${refreshed.json().token}` })).toBe('user');
}

/** A site admin on `on` takes the role from another admin, whose session `seenOn` acts as a user from the next call. */
async function expectDemotionSeen(on: TestApp, seenOn: TestApp) {
  const granter = await seenSession(on, (await makeAdmin(on.app.db)).id);
  const demoted = await makeAdmin(on.app.db);
  const headers = await seenSession(seenOn, demoted.id);
  expect(await whoIs(seenOn, headers)).toBe('admin');
  expect((await on.app.inject({ method: 'DELETE', url: `/api/admins/${demoted.id}`, headers: granter })).statusCode).toBe(204);
  expect(await whoIs(seenOn, headers)).toBe('user');
}

describe('signed-in calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('take their actor from memory once the session was seen', async () => {
    const user = await makeUser(t.app.db);
    const headers = await seenSession(t, user.id);
    expect(await whoIs(t, headers)).toBe('user');
    await quietly(t.app.db, (tx) => tx.update(users).set({ role: 'admin' }).where(eq(users.id, user.id)));
    expect(await whoIs(t, headers)).toBe('user');
  });

  it('are refused at once after sign-out', async () => {
    const headers = await seenSession(t, (await makeUser(t.app.db)).id);
    expect(await whoIs(t, headers)).toBe('user');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(204);
    expect(await whoIs(t, headers)).toBe(401);
  });

  it('are refused at once after a refresh, the new token acting from the next call', async () => {
    const headers = await seenSession(t, (await makeUser(t.app.db)).id);
    expect(await whoIs(t, headers)).toBe('user');
    await expectRefreshSeen(t, t, headers);
  });

  it('act with a role taken away from the next call on', async () => {
    await expectDemotionSeen(t, t);
  });

  it('are refused at once when the user or the session is deleted', async () => {
    const user = await makeUser(t.app.db);
    const headers = await seenSession(t, user.id);
    await t.app.db.delete(users).where(eq(users.id, user.id));
    expect(await whoIs(t, headers)).toBe(401);
    const other = await makeUser(t.app.db);
    const otherHeaders = await seenSession(t, other.id);
    await t.app.db.delete(sessions).where(eq(sessions.userId, other.id));
    expect(await whoIs(t, otherHeaders)).toBe(401);
  });

  it('are refused once the token expires, kept or not', async () => {
    const headers = await seenSession(t, (await makeUser(t.app.db)).id);
    expect(await whoIs(t, headers)).toBe('user');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 24 * 3600_000 });
    try {
      expect(await whoIs(t, headers)).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect(await whoIs(t, headers)).toBe('user');
  });

  it('never keep a session that was not found', async () => {
    const user = await makeUser(t.app.db);
    const headers = await seenSession(t, user.id);
    await quietly(t.app.db, (tx) => tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id)));
    // The quiet revocation is not seen (the actor is kept); an announced change empties the cache.
    expect(await whoIs(t, headers)).toBe('user');
    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.id, user.id));
    expect(await whoIs(t, headers)).toBe(401);
    await quietly(t.app.db, (tx) => tx.update(sessions).set({ revokedAt: null }).where(eq(sessions.userId, user.id)));
    expect(await whoIs(t, headers)).toBe('user');
  });
});

const server = await postgresServer();

describe.skipIf(server.unreachable)(
  `two instances on one PostgreSQL database${server.unreachable ? ` (no server: ${server.unreachable})` : ''}`,
  () => {
    const instances = instancePair(server.url);

    it('refuse on one a session signed out on the other, at once', async () => {
      const { a, b } = instances;
      for (let round = 0; round < 10; round++) {
        const user = await makeUser(a.app.db);
        const headers = await seenSession(b, user.id);
        await seenSession(a, user.id);
        expect(await whoIs(b, headers)).toBe('user');
        expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
        expect(await whoIs(b, headers)).toBe(401);
      }
    });

    it('refuse on one a token refreshed on the other, at once', async () => {
      const { a, b } = instances;
      for (let round = 0; round < 5; round++) {
        const user = await makeUser(a.app.db);
        const headers = await seenSession(b, user.id);
        expect(await whoIs(b, headers)).toBe('user');
        await expectRefreshSeen(a, b, headers);
      }
    });

    it('act on one with a role taken away on the other, at once', async () => {
      await expectDemotionSeen(instances.a, instances.b);
    });
  },
);
