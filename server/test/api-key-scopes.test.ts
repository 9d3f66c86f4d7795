import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../src/db/schema.ts';
import { OPENAPI_URL } from '../src/docs/routes.ts';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeEvent } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const MUTATING = ['post', 'put', 'patch', 'delete'];

type Operation = { tags?: string[] };
type Document = { paths: Record<string, Record<string, Operation>> };

/** `/api/event/{slug}/invite` with a made-up value for every path parameter. */
const fillPath = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('API key scopes', () => {
  it('creates keys with the scopes asked for, all three when none are given, and lists them', async () => {
    const session = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
    const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/api-keys', headers: session, payload });

    const all = await create({ name: 'Everything' });
    expect(all.statusCode).toBe(201);
    expect(all.json().scopes).toEqual(['read', 'write', 'search']);

    const some = await create({ name: 'Reader', scopes: ['search', 'read', 'read'] });
    expect(some.statusCode).toBe(201);
    expect(some.json().scopes).toEqual(['read', 'search']);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: session })).json();
    expect(listed.find((key: { _id: string }) => key._id === some.json()._id).scopes).toEqual(['read', 'search']);

    for (const [payload, message] of [
      [{ name: 'x', scopes: [] }, 'Please choose at least one scope'],
      [{ name: 'x', scopes: ['admin'] }, undefined],
      [{ name: 'x', scopes: 'read' }, 'Scopes must be a list of read, write and search.'],
    ] as const) {
      const refused = await create(payload);
      expect(refused.statusCode).toBe(400);
      if (message) expect(refused.json().message).toBe(message);
      else expect(refused.json().message).toMatch(/scopes/i);
    }
  });

  it('refuses a read key every mutating route of the OpenAPI document, naming the write scope', async () => {
    const admin = await makeAdmin(t.app.db);
    const { key, row } = await makeApiKey(t.app.db, { createdBy: admin.id, scopes: ['read'] });
    const document: Document = (await t.app.inject({ method: 'GET', url: OPENAPI_URL })).json();

    const walked: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!MUTATING.includes(method)) continue;
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: fillPath(path),
          headers: bearer(key),
          payload: {},
        });
        const scope = operation.tags?.includes('search') ? 'search' : 'write';
        const label = `${method.toUpperCase()} ${path}`;
        expect(response.statusCode, label).toBe(403);
        // The key routes refuse every key whatever its scopes (sign in to manage keys).
        if (!path.startsWith('/api/api-keys') && !path.startsWith('/api/webhooks')) {
          expect(response.json().message, label).toBe(`This API key does not have the ${scope} scope.`);
        }
        walked.push(label);
      }
    }
    expect(walked.length).toBeGreaterThan(30);
    expect(walked).toContain('POST /api/event/new');
    expect(walked).toContain('POST /api/query/new');
    // Nothing the key was refused changed anything it can see: the key itself is unchanged.
    const [after] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, row.id));
    expect(after!.revokedAt).toBeNull();
  });

  it('lets a read key read, and refuses it search; a search key searches but does not read', async () => {
    const admin = await makeAdmin(t.app.db);
    const event = await makeEvent(t.app.db);
    const reader = await makeApiKey(t.app.db, { createdBy: admin.id, scopes: ['read'] });
    const searcher = await makeApiKey(t.app.db, { createdBy: admin.id, scopes: ['search'] });
    const read = (key: string) =>
      t.app.inject({ method: 'GET', url: `/api/event/${event.slug}/applications`, headers: bearer(key) });
    const search = (key: string) =>
      t.app.inject({ method: 'POST', url: '/api/query/new', headers: bearer(key), payload: { prompt: 'rust engineers' } });

    expect((await read(reader.key)).statusCode).toBe(200);
    const refusedSearch = await search(reader.key);
    expect(refusedSearch.statusCode).toBe(403);
    expect(refusedSearch.json().message).toBe('This API key does not have the search scope.');
    // Talent detail is search too, though it is a GET.
    const talent = await t.app.inject({ method: 'GET', url: `/api/user/id/${admin.id}`, headers: bearer(reader.key) });
    expect(talent.statusCode).toBe(403);

    expect((await search(searcher.key)).statusCode).toBe(200);
    const refusedRead = await read(searcher.key);
    expect(refusedRead.statusCode).toBe(403);
    expect(refusedRead.json().message).toBe('This API key does not have the read scope.');
    // The first search loads the local encoder.
  }, 120_000);

  it('lets a write key change what its admin may change', async () => {
    const admin = await makeAdmin(t.app.db);
    const event = await makeEvent(t.app.db);
    const writer = await makeApiKey(t.app.db, { createdBy: admin.id, scopes: ['write'] });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/event/${event.id}`, headers: bearer(writer.key) });
    expect(deleted.statusCode).toBe(204);
  });

  it('never limits a signed-in session', async () => {
    const session = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/query/new',
      headers: session,
      payload: { prompt: 'designers' },
    });
    expect(search.statusCode).toBe(200);
  });
});
