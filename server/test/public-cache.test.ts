import zlib from 'node:zlib';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { listenerApplicationName } from '../src/db/listen.ts';
import { events } from '../src/db/schema.ts';
import { PUBLIC_READS_CHANNEL } from '../src/events/public-cache.ts';
import { authHeader, buildTestApp, instancePair, postgresServer, waitFor, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeEvent, makeUser } from './factories.ts';

/**
 * The anonymous event reads are kept in memory (src/events/public-cache.ts). To tell an answer from
 * memory from one read now, the tests change an event without announcing it: a session in replica
 * mode fires no trigger, so no notification goes out. Whatever the cache answers after that is
 * what it kept.
 */
async function renameQuietly(db: Db, id: string, name: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(events).set({ name }).where(eq(events.id, id));
  });
}

const listedName = async (app: TestApp['app'], id: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: '/api/events', headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string; name: string }[]).find((event) => event.id === id)?.name;
};

const detailName = async (app: TestApp['app'], slug: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: `/api/event/${slug}`, headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { event: { name: string } }).event.name;
};

/** Both public reads, the events list and the event page, give `event` the name `name`. */
async function expectNamed(
  app: TestApp['app'],
  event: { id: string; slug: string },
  name: string,
  headers: Record<string, string> = {},
) {
  expect(await listedName(app, event.id, headers)).toBe(name);
  expect(await detailName(app, event.slug, headers)).toBe(name);
}

const whenListening = (t: TestApp) => waitFor(() => t.app.publicReads.isActive(), 10_000, 'the public reads listener');

describe('anonymous event reads', () => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
    await whenListening(t);
  });
  afterAll(() => t.close());

  it('are answered from memory until a change is announced', async () => {
    const event = await makeEvent(t.app.db, { name: 'Kept' });
    await expectNamed(t.app, event, 'Kept');
    await renameQuietly(t.app.db, event.id, 'Changed quietly');
    await expectNamed(t.app, event, 'Kept');
    await t.app.database.executeSql(`SELECT pg_notify('hearth_public_reads', 'events')`);
    await expectNamed(t.app, event, 'Changed quietly');
  });

  it('show a change made through the API on the next read', async () => {
    const event = await makeEvent(t.app.db, { name: 'Before' });
    await expectNamed(t.app, event, 'Before');
    const body = { id: event.id, name: 'After', slug: event.slug, date: '2030-03-07', start_time: '10:00', access: 'public' };
    const update = await t.app.inject({ method: 'POST', url: '/api/event/update', payload: body, headers: admin });
    expect(update.statusCode).toBe(200);
    await expectNamed(t.app, event, 'After');
  });

  it('show a change made in SQL on another connection on the next read', async () => {
    const event = await makeEvent(t.app.db, { name: 'Before SQL' });
    await expectNamed(t.app, event, 'Before SQL');
    const update = 'UPDATE events SET name = $1 WHERE id = $2';
    if (t.config.databaseUrl) {
      const other = new pg.Client({ connectionString: t.config.databaseUrl });
      await other.connect();
      await other.query(update, ['After SQL', event.id]).finally(() => other.end());
    } else {
      // PGlite has one connection, in this process: a script would share it.
      await t.app.database.executeSql(update, ['After SQL', event.id]);
    }
    await expectNamed(t.app, event, 'After SQL');
  });

  it('are never answered from memory for signed-in callers or API keys', async () => {
    // Made first: a new user is a change to `users`, which empties the cache.
    const user = await authHeader(t.app, (await makeUser(t.app.db)).id);
    const { key } = await makeApiKey(t.app.db, { createdBy: (await makeAdmin(t.app.db)).id });
    const event = await makeEvent(t.app.db, { name: 'Cached' });
    await expectNamed(t.app, event, 'Cached');
    await renameQuietly(t.app.db, event.id, 'Fresh');
    for (const headers of [user, admin, { authorization: `Bearer ${key}` }]) {
      await expectNamed(t.app, event, 'Fresh', headers);
    }
    expect(await listedName(t.app, event.id)).toBe('Cached');
  });

  it('answer 304 to a client that holds the current version, and compress as the route would', async () => {
    const event = await makeEvent(t.app.db, { description: 'A long description. '.repeat(200) });
    const url = `/api/event/${event.slug}`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(first.headers).toMatchObject({ 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8' });
    expect(String(first.headers.vary)).toMatch(/authorization/i);
    expect(first.headers['content-encoding']).toBeUndefined();

    const unchanged = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const compressed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(decode(compressed.rawPayload).toString()).toBe(first.body);
      }
    }

    await t.app.inject({
      method: 'POST',
      url: '/api/event/update',
      headers: admin,
      payload: { id: event.id, name: 'New', slug: event.slug, date: '2030-03-07', start_time: '10:00', access: 'public' },
    });
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('do not keep a 404', async () => {
    const slug = `not-yet-${Date.now()}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/event/${slug}` })).statusCode).toBe(404);
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await makeEvent(tx, { slug });
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/event/${slug}` })).statusCode).toBe(200);
  });
});

/** Several instances need a PostgreSQL server; skipped, with the reason in its name, only when there is none. */
const server = await postgresServer();

describe.skipIf(server.unreachable)(
  `two instances on one PostgreSQL database${server.unreachable ? ` (no server: ${server.unreachable})` : ''}`,
  () => {
    const instances = instancePair(server.url);
    beforeAll(() => Promise.all([whenListening(instances.a), whenListening(instances.b)]));

    it('show a change made through one on the other at once', async () => {
      const { a, b } = instances;
      const admin = await authHeader(a.app, (await makeAdmin(a.app.db)).id);
      const event = await makeEvent(a.app.db, { name: 'Edit 0' });
      for (let edit = 1; edit <= 20; edit++) {
        await expectNamed(b.app, event, `Edit ${edit - 1}`);
        const body = {
          id: event.id,
          name: `Edit ${edit}`,
          slug: event.slug,
          date: '2030-03-07',
          start_time: '10:00',
          access: 'public',
        };
        expect((await a.app.inject({ method: 'POST', url: '/api/event/update', payload: body, headers: admin })).statusCode).toBe(
          200,
        );
        await expectNamed(b.app, event, `Edit ${edit}`);
      }
    });

    it('bypass the cache while their listening connection is lost, and use it again once it is back', async () => {
      const { a, b, url } = instances;
      const event = await makeEvent(a.app.db, { name: 'Before the loss' });
      for (const t of [a, b]) expect(await listedName(t.app, event.id)).toBe('Before the loss');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const listeners = async () =>
          (
            await admin.query<{ pid: number }>(
              'SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
              [listenerApplicationName(PUBLIC_READS_CHANNEL)],
            )
          ).rows.map((row) => row.pid);
        const lost = await listeners();
        expect(lost).toHaveLength(2);
        await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [lost]);
        // No waiting for the instances to notice: a change nobody announces is seen at once.
        await renameQuietly(a.app.db, event.id, 'During the loss');
        for (const t of [a, b]) expect(await listedName(t.app, event.id)).toBe('During the loss');
        await waitFor(
          async () => (await listeners()).filter((pid) => !lost.includes(pid)).length === 2,
          10_000,
          'both instances to connect again',
        );
      } finally {
        await admin.end();
      }
      await Promise.all([whenListening(a), whenListening(b)]);
      for (const t of [a, b]) expect(await listedName(t.app, event.id)).toBe('During the loss');
      await renameQuietly(a.app.db, event.id, 'Kept again');
      for (const t of [a, b]) expect(await listedName(t.app, event.id)).toBe('During the loss');
    });
  },
);
