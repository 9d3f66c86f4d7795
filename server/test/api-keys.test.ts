import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_KEY_PREFIX } from '@hearth/contract/api-keys';
import { apiKeys, users } from '../src/db/schema.ts';
import { authHeader, buildTestApp, suiteApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const list = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/api-keys', headers });
const create = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/api-keys', headers, payload: payload as object });
const revoke = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers });
/** A site-admin read a key may make (keys may not manage keys): 200 while the key works. */
const adminRead = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/admins', headers });
const KEYS_REFUSED = 'API keys cannot manage API keys or admins. Sign in to do this.';

describe('API keys', () => {
  it('creates a key that authenticates as its admin until it is revoked', async () => {
    const admin = await makeAdmin(t.app.db, { name: 'Ada Admin' });
    const session = await authHeader(t.app, admin.id);

    const created = await create(session, { name: '  Nightly export  ' });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      name: 'Nightly export',
      is_active: true,
      last_used: null,
      created_by: { id: admin.id, name: 'Ada Admin' },
    });
    expect(body.key).toMatch(/^hth_[\w-]{43}$/);
    expect(body.key.startsWith(body.prefix)).toBe(true);

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.key) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(admin.id);
    expect((await adminRead(bearer(body.key))).statusCode).toBe(200);
    const listed = await list(session);
    expect(listed.json().find((key: { _id: string }) => key._id === body._id).last_used).not.toBeNull();

    const revoked = await revoke(session, body._id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ _id: body._id, is_active: false, revoked_reason: 'Revoked by Ada Admin.' });
    expect(Date.parse(revoked.json().revoked_at)).toBeGreaterThan(Date.now() - 60_000);

    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.key) })).statusCode).toBe(401);
    expect((await list(bearer(body.key))).statusCode).toBe(401);
  });

  it('stores only a hash and a short prefix, and never lists the secret', async () => {
    const admin = await makeAdmin(t.app.db);
    const session = await authHeader(t.app, admin.id);
    const { key, _id } = (await create(session, { name: 'CI' })).json();

    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, _id));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.keyHash).not.toContain(key);
    expect(row!.prefix).toBe(key.slice(0, 10));

    const listed = await list(session);
    expect(listed.statusCode).toBe(200);
    expect(listed.payload).not.toContain(key);
    expect(listed.payload).not.toContain(row!.keyHash);
    const entry = listed.json().find((item: { _id: string }) => item._id === _id);
    expect(Object.keys(entry).sort()).toEqual([
      '_id',
      'created_at',
      'created_by',
      'is_active',
      'last_used',
      'name',
      'prefix',
      'revoked_at',
      'revoked_reason',
      'scopes',
    ]);
    expect(entry).toMatchObject({ is_active: true, revoked_at: null, revoked_reason: null });
  });

  it('refuses a key with one changed character, and unknown or malformed keys', async () => {
    const admin = await makeAdmin(t.app.db);
    const { key } = await makeApiKey(t.app.db, { createdBy: admin.id });
    expect((await adminRead(bearer(key))).statusCode).toBe(200);
    const last = key.at(-1) === 'A' ? 'B' : 'A';
    expect((await adminRead(bearer(key.slice(0, -1) + last))).statusCode).toBe(401);
    expect((await adminRead(bearer(`${key}x`))).statusCode).toBe(401);
    expect((await adminRead(bearer('hth_'))).statusCode).toBe(401);
  });

  it('refuses a key at once when its creator is no longer a site admin', async () => {
    const admin = await makeAdmin(t.app.db);
    const { key } = await makeApiKey(t.app.db, { createdBy: admin.id });
    expect((await adminRead(bearer(key))).statusCode).toBe(200);
    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect((await adminRead(bearer(key))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(key) })).statusCode).toBe(401);
  });

  it('records last use at most once a minute', async () => {
    const admin = await makeAdmin(t.app.db);
    const { key, row } = await makeApiKey(t.app.db, { createdBy: admin.id });
    const lastUsed = async () => (await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, row.id)))[0]!.lastUsedAt;

    await adminRead(bearer(key));
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await adminRead(bearer(key));
    expect(await lastUsed()).toEqual(first);

    const stale = new Date(Date.now() - 61_000);
    await t.app.db.update(apiKeys).set({ lastUsedAt: stale }).where(eq(apiKeys.id, row.id));
    await adminRead(bearer(key));
    expect((await lastUsed())!.getTime()).toBeGreaterThan(stale.getTime());
  });

  it('answers 401 without credentials on all three routes', async () => {
    const admin = await makeAdmin(t.app.db);
    const { row } = await makeApiKey(t.app.db, { createdBy: admin.id });
    expect((await list({})).statusCode).toBe(401);
    expect((await create({}, { name: 'x' })).statusCode).toBe(401);
    expect((await revoke({}, row.id)).statusCode).toBe(401);
  });

  it('answers 403 to a signed-in user who is not a site admin, on all three routes', async () => {
    const admin = await makeAdmin(t.app.db);
    const { row } = await makeApiKey(t.app.db, { createdBy: admin.id });
    const guest = await authHeader(t.app, (await makeUser(t.app.db)).id);
    expect((await list(guest)).statusCode).toBe(403);
    expect((await create(guest, { name: 'mine' })).statusCode).toBe(403);
    expect((await create(guest, { name: '' })).statusCode).toBe(403);
    expect((await revoke(guest, row.id)).statusCode).toBe(403);
    const [after] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, row.id));
    expect(after!.revokedAt).toBeNull();
  });

  it('refuses a blank or missing name with the SPEC message, and a bad id', async () => {
    const session = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
    for (const payload of [{ name: '' }, { name: '   ' }, {}]) {
      const response = await create(session, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter a key name');
    }
    expect((await create(session, { name: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await revoke(session, 'not-a-uuid')).statusCode).toBe(400);
    const missing = await revoke(session, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('API key not found.');
  });

  it('lets any site admin see and revoke any key; revoking twice keeps the first date', async () => {
    const owner = await makeAdmin(t.app.db);
    const other = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
    const { row } = await makeApiKey(t.app.db, { createdBy: owner.id });
    const first = await revoke(other, row.id);
    expect(first.statusCode).toBe(200);
    const [revokedRow] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, row.id));
    const again = await revoke(other, row.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().is_active).toBe(false);
    const [still] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, row.id));
    expect(still!.revokedAt).toEqual(revokedRow!.revokedAt);
  });
});

describe('API keys cannot escalate', () => {
  it('refuses a key on every API key route with 403 and a message, and changes nothing', async () => {
    const admin = await makeAdmin(t.app.db, { name: 'Key Owner' });
    const leaked = await makeApiKey(t.app.db, { createdBy: admin.id });
    const keysOf = () =>
      t.app.db.select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt }).from(apiKeys).where(eq(apiKeys.createdBy, admin.id));
    const before = await keysOf();

    for (const response of [
      await list(bearer(leaked.key)),
      await create(bearer(leaked.key), { name: 'Second key' }),
      // Refused before validation: bad input from a key is still a 403.
      await create(bearer(leaked.key), { name: '' }),
      await revoke(bearer(leaked.key), leaked.row.id),
      await revoke(bearer(leaked.key), 'not-a-uuid'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(KEYS_REFUSED);
    }
    expect(await keysOf()).toEqual(before);
    expect(before).toEqual([{ id: leaked.row.id, revokedAt: null }]);
    // The key still works where a key may act.
    expect((await adminRead(bearer(leaked.key))).statusCode).toBe(200);
  });

  it('leaves nothing behind once the leaked key is revoked', async () => {
    const admin = await makeAdmin(t.app.db);
    const session = await authHeader(t.app, admin.id);
    const leaked = await makeApiKey(t.app.db, { createdBy: admin.id });
    const outsider = await makeUser(t.app.db);
    expect((await create(bearer(leaked.key), { name: 'Backdoor' })).statusCode).toBe(403);
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: bearer(leaked.key),
      payload: { email: outsider.email },
    });
    expect(grant.statusCode).toBe(403);

    expect((await revoke(session, leaked.row.id)).statusCode).toBe(200);
    const mine = (await list(session)).json().filter((key: { created_by: { id: string } }) => key.created_by.id === admin.id);
    expect(mine.map((key: { is_active: boolean }) => key.is_active)).toEqual([false]);
    const [role] = await t.app.db.select({ role: users.role }).from(users).where(eq(users.id, outsider.id));
    expect(role!.role).toBe('user');
  });
});

describe('API rate limit', () => {
  const limited = suiteApp({ API_RATE_LIMIT: '3' });

  it('counts each API key apart from the IP and answers 429 with Retry-After', async () => {
    const admin = await makeAdmin(limited.app.db);
    const one = await makeApiKey(limited.app.db, { createdBy: admin.id });
    const two = await makeApiKey(limited.app.db, { createdBy: admin.id });
    const call = (headers: Record<string, string>, remoteAddress = '10.9.0.1') =>
      limited.app.inject({ method: 'GET', url: '/api/admins', headers, remoteAddress });

    for (let i = 0; i < 3; i++) expect((await call(bearer(one.key))).statusCode).toBe(200);
    const over = await call(bearer(one.key), '10.9.0.2');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toBe('Too many requests. Please try again later.');

    // Another key from the same address has its own budget, and so has the address itself.
    expect((await call(bearer(two.key))).statusCode).toBe(200);
    expect((await call({})).statusCode).toBe(401);
  });

  it('limits callers without a key per IP', async () => {
    const call = (remoteAddress: string) => limited.app.inject({ method: 'GET', url: '/api/user', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await call('10.9.1.1')).statusCode).toBe(401);
    const over = await call('10.9.1.1');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await call('10.9.1.2')).statusCode).toBe(401);
  });

  it('leaves the health check out', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.9.2.1' })).statusCode).toBe(200);
    }
  });

  it('keeps the sign-in route’s own limit', async () => {
    const strict = await buildTestApp({ AUTH_IP_LIMIT: '2' });
    try {
      const send = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/auth/magic-link',
          payload: { email: 'limit@example.test' },
          remoteAddress: '10.9.3.1',
        });
      expect((await send()).statusCode).toBe(204);
      expect((await send()).statusCode).toBe(204);
      const over = await send();
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
    } finally {
      await strict.close();
    }
  });
});

describe('API keys in logs', () => {
  it('never writes a key to the log, even when every request is logged', async () => {
    // pino writes straight to file descriptor 1 through fs, past process.stdout: listen there.
    const written: string[] = [];
    const capture = (data: unknown) => {
      written.push(typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    };
    const write = vi.spyOn(fs, 'write').mockImplementation(((_fd: number, data: unknown, ...rest: unknown[]) => {
      capture(data);
      const callback = rest.find((arg) => typeof arg === 'function') as ((error: null, bytes: number) => void) | undefined;
      callback?.(null, Buffer.byteLength(String(data)));
    }) as typeof fs.write);
    const writeSync = vi.spyOn(fs, 'writeSync').mockImplementation(((_fd: number, data: unknown) => {
      capture(data);
      return Buffer.byteLength(String(data));
    }) as typeof fs.writeSync);
    const logged = await buildTestApp({ LOG_LEVEL: 'trace' });
    const keys: string[] = [];
    try {
      const admin = await makeAdmin(logged.app.db);
      keys.push((await makeApiKey(logged.app.db, { createdBy: admin.id })).key);
      expect((await logged.app.inject({ method: 'GET', url: '/api/user', headers: bearer(keys[0]!) })).statusCode).toBe(200);
      const created = await logged.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: await authHeader(logged.app, admin.id),
        payload: { name: 'logged' },
      });
      expect(created.statusCode).toBe(201);
      keys.push(created.json().key);
      expect((await logged.app.inject({ method: 'GET', url: '/api/user', headers: bearer(keys[1]!) })).statusCode).toBe(200);
      expect((await logged.app.inject({ method: 'GET', url: '/api/user', headers: bearer(`${keys[1]}x`) })).statusCode).toBe(401);
    } finally {
      await logged.close();
      write.mockRestore();
      writeSync.mockRestore();
    }
    const log = written.join('');
    expect(log).toContain('incoming request');
    for (const key of keys) expect(log).not.toContain(key.slice(API_KEY_PREFIX.length));
  });
});
