import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { apiKeys, roleChanges, signInTokens, users } from '../src/db/schema.ts';
import { hashToken, randomToken } from '../src/auth/session-token.ts';
import { verifyMagicLink } from '../src/auth/service.ts';
import { revokeAdmin, syncEnvAdmins } from '../src/admins/service.ts';
import { buildApp } from '../src/app.ts';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const list = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/admins', headers });
const grant = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admins', headers, payload: payload as object });
const revoke = (headers: Headers, userId: string) => t.app.inject({ method: 'DELETE', url: `/api/admins/${userId}`, headers });
const keyState = async (id: string) =>
  (
    await t.app.db.select({ revokedAt: apiKeys.revokedAt, reason: apiKeys.revokedReason }).from(apiKeys).where(eq(apiKeys.id, id))
  )[0];
const LOST_ROLE = 'Its creator lost the admin role.';
const roleOf = async (userId: string) =>
  (await t.app.db.select({ role: users.role, source: users.adminSource }).from(users).where(eq(users.id, userId)))[0];
const historyOf = (userId: string) =>
  t.app.db.select().from(roleChanges).where(eq(roleChanges.userId, userId)).orderBy(roleChanges.createdAt);

/** Every admin except these becomes a user, so a test controls who the admins are. */
async function onlyAdmins(...ids: string[]) {
  const admins = await t.app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  for (const { id } of admins) {
    if (!ids.includes(id)) await t.app.db.update(users).set({ role: 'user', adminSource: null }).where(eq(users.id, id));
  }
}

/** Signs in through verifyMagicLink with a token stored as the e-mailed link's would be. */
async function signInWithLink(email: string, adminEmails: Set<string>) {
  const token = randomToken();
  await t.app.db
    .insert(signInTokens)
    .values({ tokenHash: hashToken(token), email, redirectUrl: '/profile', expiresAt: new Date(Date.now() + 60_000) });
  return verifyMagicLink({
    db: t.app.db,
    signer: t.app.sessionSigner,
    adminEmails,
    jobs: t.app.jobs,
    maxAgeDays: 90,
    email,
    token,
  });
}

function spyLog() {
  const log = { info: vi.fn(), warn: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

describe('site admins', () => {
  it('grants admin by e-mail, records who did it, and lists the admin with its source', async () => {
    const ada = await makeAdmin(t.app.db, { name: 'Ada Admin', adminSource: 'granted' });
    const grace = await makeUser(t.app.db, { name: 'Grace Park', email: 'grace.park@example.test' });
    const session = await authHeader(t.app, ada.id);

    const granted = await grant(session, { email: '  Grace.Park@Example.test ' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({
      changed: true,
      admin: { id: grace.id, name: 'Grace Park', email: 'grace.park@example.test', source: 'granted', grantedBy: { id: ada.id } },
    });
    expect(await roleOf(grace.id)).toEqual({ role: 'admin', source: 'granted' });
    // The new admin's session acts as an admin from the next request.
    expect((await list(await authHeader(t.app, grace.id))).statusCode).toBe(200);

    const again = await grant(session, { email: 'grace.park@example.test' });
    expect(again.statusCode).toBe(200);
    expect(again.json().changed).toBe(false);
    expect(await historyOf(grace.id)).toHaveLength(1);

    const listed = (await list(session)).json();
    const entry = listed.admins.find((admin: { id: string }) => admin.id === grace.id);
    expect(entry).toMatchObject({ source: 'granted', grantedBy: { id: ada.id, name: 'Ada Admin' } });
    expect(Date.parse(entry.since)).toBeGreaterThan(Date.now() - 60_000);
    expect(listed.changes[0]).toMatchObject({
      user: { id: grace.id, name: 'Grace Park' },
      role: 'admin',
      changedBy: { id: ada.id, name: 'Ada Admin' },
    });
  });

  it('revokes admin, recorded; the revoked admin acts as a user and their API keys answer 401', async () => {
    const ada = await makeAdmin(t.app.db, { name: 'Ada Admin' });
    const bob = await makeAdmin(t.app.db, { name: 'Bob Admin', adminSource: 'granted' });
    const { key } = await makeApiKey(t.app.db, { createdBy: bob.id });
    const bobSession = await authHeader(t.app, bob.id);
    expect((await list(bearer(key))).statusCode).toBe(200);

    const revoked = await revoke(await authHeader(t.app, ada.id), bob.id);
    expect(revoked.statusCode).toBe(204);
    expect(await roleOf(bob.id)).toEqual({ role: 'user', source: null });
    expect(await historyOf(bob.id)).toMatchObject([{ role: 'user', changedBy: ada.id }]);
    expect((await list(bobSession)).statusCode).toBe(403);
    expect((await list(bearer(key))).statusCode).toBe(401);

    // No longer an admin: nothing to revoke.
    const again = await revoke(await authHeader(t.app, ada.id), bob.id);
    expect(again.statusCode).toBe(404);
  });

  it('refuses to revoke the last admin (409), and lets an admin revoke themselves while another remains', async () => {
    const ada = await makeAdmin(t.app.db);
    const bob = await makeAdmin(t.app.db);
    await onlyAdmins(ada.id, bob.id);

    const self = await revoke(await authHeader(t.app, bob.id), bob.id);
    expect(self.statusCode).toBe(204);

    const last = await revoke(await authHeader(t.app, ada.id), ada.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('Hearth needs at least one admin.');
    expect((await roleOf(ada.id))?.role).toBe('admin');
  });

  it('keeps one admin when the last two revoke each other at the same time', async () => {
    const ada = await makeAdmin(t.app.db);
    const bob = await makeAdmin(t.app.db);
    await onlyAdmins(ada.id, bob.id);
    const actor = (user: typeof ada) => ({
      userId: user.id,
      email: user.email,
      role: 'admin' as const,
      sessionId: null,
      apiKeyId: null,
      scopes: null,
    });

    // Straight to the service: through HTTP the second call would already be refused as a non-admin (403).
    const results = await Promise.allSettled([
      revokeAdmin({ db: t.app.db, actor: actor(ada), userId: bob.id }),
      revokeAdmin({ db: t.app.db, actor: actor(bob), userId: ada.id }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 409, message: 'Hearth needs at least one admin.' });
    expect(await t.app.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });

  it('answers 404 for an unknown e-mail address or user, and 400 naming the field for bad input', async () => {
    const session = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
    const unknown = await grant(session, { email: 'nobody@example.test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No Hearth user has this e-mail address.');

    const malformed = await grant(session, { email: 'not-an-address' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Please enter a valid e-mail address.');
    expect((await grant(session, { email: '  ' })).json().message).toBe('Please enter an e-mail address.');
    expect((await grant(session, {})).statusCode).toBe(400);

    expect((await revoke(session, crypto.randomUUID())).statusCode).toBe(404);
    expect((await revoke(session, (await makeUser(t.app.db)).id)).statusCode).toBe(404);
    expect((await revoke(session, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('answers 401 without credentials and 403 to a user who is not a site admin, on every route', async () => {
    const target = await makeAdmin(t.app.db);
    const user = await authHeader(t.app, (await makeUser(t.app.db)).id);
    for (const headers of [{}, user]) {
      const status = 'authorization' in headers ? 403 : 401;
      expect((await list(headers)).statusCode).toBe(status);
      expect((await grant(headers, { email: 'not-an-address' })).statusCode).toBe(status);
      expect((await revoke(headers, target.id)).statusCode).toBe(status);
    }
    expect((await roleOf(target.id))?.role).toBe('admin');
  });
});

describe('demotion and API keys', () => {
  it('revokes every active key of a demoted admin for good: listed Revoked with why, not revived by a new grant', async () => {
    const ada = await makeAdmin(t.app.db, { name: 'Ada Admin' });
    const bob = await makeAdmin(t.app.db, { name: 'Bob Admin', adminSource: 'granted' });
    const adaSession = await authHeader(t.app, ada.id);
    const one = await makeApiKey(t.app.db, { createdBy: bob.id });
    const two = await makeApiKey(t.app.db, { createdBy: bob.id });
    const adasKey = await makeApiKey(t.app.db, { createdBy: ada.id });
    const revokedEarlier = await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${two.row.id}`, headers: adaSession });
    expect(revokedEarlier.json().revoked_reason).toBe('Revoked by Ada Admin.');

    expect((await revoke(adaSession, bob.id)).statusCode).toBe(204);
    expect(await keyState(one.row.id)).toMatchObject({ revokedAt: expect.any(Date), reason: LOST_ROLE });
    // A key revoked before keeps its own date and reason; another admin's key is untouched.
    expect(await keyState(two.row.id)).toMatchObject({ reason: 'Revoked by Ada Admin.' });
    expect(await keyState(adasKey.row.id)).toEqual({ revokedAt: null, reason: null });

    const listed = (await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: adaSession })).json();
    expect(listed.find((key: { _id: string }) => key._id === one.row.id)).toMatchObject({
      is_active: false,
      revoked_reason: LOST_ROLE,
    });

    const regranted = await grant(adaSession, { email: bob.email });
    expect(regranted.statusCode).toBe(200);
    expect(regranted.json().changed).toBe(true);
    expect((await list(bearer(one.key))).statusCode).toBe(401);
    expect(await keyState(one.row.id)).toMatchObject({ reason: LOST_ROLE });
  });

  it('revokes at grant time a key left active by an earlier demotion, so it is not revived', async () => {
    const ada = await makeAdmin(t.app.db);
    const carol = await makeAdmin(t.app.db);
    const { key, row } = await makeApiKey(t.app.db, { createdBy: carol.id });
    // Demoted by a path that did not revoke keys (an older version, or a hand-made change).
    await t.app.db.update(users).set({ role: 'user', adminSource: null }).where(eq(users.id, carol.id));
    expect((await list(bearer(key))).statusCode).toBe(401);

    expect((await grant(await authHeader(t.app, ada.id), { email: carol.email })).statusCode).toBe(200);
    expect((await list(bearer(key))).statusCode).toBe(401);
    expect(await keyState(row.id)).toMatchObject({ revokedAt: expect.any(Date), reason: LOST_ROLE });
  });

  it('sweeps such keys at start too', async () => {
    const dave = await makeAdmin(t.app.db);
    const { row } = await makeApiKey(t.app.db, { createdBy: dave.id });
    await t.app.db.update(users).set({ role: 'user', adminSource: null }).where(eq(users.id, dave.id));
    await syncEnvAdmins({ db: t.app.db, adminEmails: new Set(), log: spyLog().logger });
    expect(await keyState(row.id)).toMatchObject({ revokedAt: expect.any(Date), reason: LOST_ROLE });
  });

  it('a revocation refused as the last admin revokes no key', async () => {
    const solo = await makeAdmin(t.app.db);
    await onlyAdmins(solo.id);
    const { key, row } = await makeApiKey(t.app.db, { createdBy: solo.id });
    expect((await revoke(await authHeader(t.app, solo.id), solo.id)).statusCode).toBe(409);
    expect(await keyState(row.id)).toEqual({ revokedAt: null, reason: null });
    expect((await list(bearer(key))).statusCode).toBe(200);
  });
});

describe('admins and API keys', () => {
  it('a key may read the admins but neither grant nor revoke the role (403 with a message)', async () => {
    const ada = await makeAdmin(t.app.db);
    const bob = await makeAdmin(t.app.db);
    const outsider = await makeUser(t.app.db);
    const { key } = await makeApiKey(t.app.db, { createdBy: ada.id });

    expect((await list(bearer(key))).statusCode).toBe(200);
    for (const response of [
      await grant(bearer(key), { email: outsider.email }),
      await grant(bearer(key), { email: 'not-an-address' }),
      await revoke(bearer(key), bob.id),
      await revoke(bearer(key), 'not-a-uuid'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('API keys cannot manage API keys or admins. Sign in to do this.');
    }
    expect((await roleOf(outsider.id))?.role).toBe('user');
    expect((await roleOf(bob.id))?.role).toBe('admin');
    expect(await historyOf(outsider.id)).toHaveLength(0);

    // The same admin, signed in, may.
    expect((await grant(await authHeader(t.app, ada.id), { email: outsider.email })).statusCode).toBe(200);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes an address admin at sign-in (recorded once) without turning a granted admin into an env one', async () => {
    const email = `ops-${Date.now()}@example.test`;
    const first = await signInWithLink(email, new Set([email]));
    expect(await roleOf(first.user.id)).toEqual({ role: 'admin', source: 'env' });
    await signInWithLink(email, new Set([email]));
    expect(await historyOf(first.user.id)).toMatchObject([{ role: 'admin', changedBy: null, reason: 'ADMIN_EMAILS' }]);

    const existing = await makeUser(t.app.db);
    await signInWithLink(existing.email!, new Set([existing.email!]));
    expect(await roleOf(existing.id)).toEqual({ role: 'admin', source: 'env' });
    expect(await historyOf(existing.id)).toHaveLength(1);

    const granted = await makeAdmin(t.app.db, { adminSource: 'granted' });
    await signInWithLink(granted.email!, new Set([granted.email!]));
    expect(await roleOf(granted.id)).toEqual({ role: 'admin', source: 'granted' });
    expect(await historyOf(granted.id)).toHaveLength(0);
  });

  it('at start, revokes admin from addresses removed from ADMIN_EMAILS: their session acts as a user, their keys answer 401', async () => {
    const keptEmail = `kept-${Date.now()}@example.test`;
    const goneEmail = `gone-${Date.now()}@example.test`;
    const listed = new Set([keptEmail, goneEmail]);
    const kept = (await signInWithLink(keptEmail, listed)).user;
    const gone = await signInWithLink(goneEmail, listed);
    const granted = await makeAdmin(t.app.db, { adminSource: 'granted' });
    const { key, row: keyRow } = await makeApiKey(t.app.db, { createdBy: gone.user.id });
    const session = bearer(gone.token);
    expect((await list(session)).statusCode).toBe(200);
    expect((await list(bearer(key))).statusCode).toBe(200);

    const { log, logger } = spyLog();
    const demoted = await syncEnvAdmins({ db: t.app.db, adminEmails: new Set([keptEmail]), log: logger });
    // Also the ADMIN_EMAILS admins of the tests before: only keptEmail is listed now.
    expect(demoted.map((row) => row.email)).toContain(goneEmail);
    expect(demoted.map((row) => row.email)).not.toContain(keptEmail);
    expect(log.info).toHaveBeenCalledWith(
      { emails: expect.arrayContaining([goneEmail]) },
      expect.stringContaining('ADMIN_EMAILS'),
    );

    expect(await roleOf(gone.user.id)).toEqual({ role: 'user', source: null });
    expect(await historyOf(gone.user.id)).toMatchObject([
      { role: 'admin', reason: 'ADMIN_EMAILS' },
      { role: 'user', changedBy: null, reason: 'Removed from ADMIN_EMAILS' },
    ]);
    expect(await roleOf(kept.id)).toEqual({ role: 'admin', source: 'env' });
    expect(await roleOf(granted.id)).toEqual({ role: 'admin', source: 'granted' });

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: session });
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe('user');
    expect((await list(session)).statusCode).toBe(403);
    expect((await list(bearer(key))).statusCode).toBe(401);
    expect(await keyState(keyRow.id)).toMatchObject({ revokedAt: expect.any(Date), reason: LOST_ROLE });

    // Listed again later: the key stays revoked.
    await signInWithLink(goneEmail, new Set([goneEmail]));
    expect(await roleOf(gone.user.id)).toEqual({ role: 'admin', source: 'env' });
    expect((await list(bearer(key))).statusCode).toBe(401);
  });

  it('applies the removal even when it leaves no admin, with a warning', async () => {
    const email = `solo-${Date.now()}@example.test`;
    const solo = (await signInWithLink(email, new Set([email]))).user;
    await onlyAdmins(solo.id);

    const { log, logger } = spyLog();
    await syncEnvAdmins({ db: t.app.db, adminEmails: new Set(), log: logger });
    expect(await roleOf(solo.id)).toEqual({ role: 'user', source: null });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('no admin'));
  });

  it('runs at every start of the app', async () => {
    const email = `restart-${Date.now()}@example.test`;
    const user = (await signInWithLink(email, new Set([email]))).user;
    const session = await authHeader(t.app, user.id);
    // The same database, started again with a different ADMIN_EMAILS.
    const restarted = await buildApp(
      { ...t.config, adminEmails: new Set(['someone-else@example.test']) },
      { database: t.app.database },
    );
    await restarted.close();
    expect(await roleOf(user.id)).toEqual({ role: 'user', source: null });
    expect((await list(session)).statusCode).toBe(403);
  });
});
