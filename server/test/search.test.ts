import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { COMPANY_DEFAULTS } from '@hearth/contract/search';
import { authHeader, buildTestApp, embedWhereVector, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeCompany, makeTalent, makeUser } from './factories.ts';
import { embedPending } from '../src/search/indexing/embed-pending.ts';
import { createLocalEmbedder } from '../src/search/indexing/embeddings/local.ts';
import { companies } from '../src/db/schema.ts';

let t: TestApp;
let admin: { authorization: string };
let member: { authorization: string };

const post = (app: FastifyInstance, url: string, payload: unknown, headers?: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
  member = await authHeader(t.app, (await makeUser(t.app.db)).id);
  // 45 Rust engineers: more than two pages.
  for (let index = 0; index < 45; index++) {
    await makeTalent(t.app.db, {
      name: `Rustacean ${index}`,
      headline: `Systems engineer ${index}`,
      experiences: [
        {
          title: 'Rust Engineer',
          company: 'Ferrous Systems',
          company_id: null,
          description: 'Wrote a Rust compiler pass.',
          is_ai: false,
        },
      ],
    });
  }
  await makeTalent(t.app.db, { name: 'Unmigrated Person', email: null, headline: 'Gardener' });
  await makeCompany(t.app.db, {
    linkedin_url: 'https://www.linkedin.com/company/bare-co',
    name: null,
    tagline: null,
    description: null,
    industry: null,
    website: null,
  });
  await makeCompany(t.app.db, {
    linkedin_url: 'https://www.linkedin.com/company/rusty',
    name: 'Rusty Robotics',
    industry: ['Robotics', 'Hardware'],
    description: 'Robots programmed in Rust.',
  });
  // Where pgvector exists (PGlite), embed with the real local model; PostgreSQL 15 here has none.
  await embedWhereVector(t.app);
}, 120_000);
afterAll(() => t.close());

describe('talent search', () => {
  it('is hybrid where pgvector exists and full-text elsewhere, and health says which', async () => {
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.search).toBe(t.app.database.hasVector ? 'hybrid' : 'full-text');
  });

  it('needs a signed-in caller (401) who is a site admin (403)', async () => {
    expect((await post(t.app, '/api/query/new', { prompt: 'rust' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/query/new', { prompt: 'rust' }, member)).statusCode).toBe(403);
    expect((await post(t.app, '/api/company/query', { prompt: 'rust' }, member)).statusCode).toBe(403);
    expect((await post(t.app, '/api/load_more', { session_id: crypto.randomUUID() }, member)).statusCode).toBe(403);
  });

  it('answers an admin API key, and not a key of a non-admin', async () => {
    const adminKey = await makeApiKey(t.app.db, { createdBy: (await makeAdmin(t.app.db)).id });
    expect(
      (await post(t.app, '/api/query/new', { prompt: 'rust' }, { authorization: `Bearer ${adminKey.key}` })).statusCode,
    ).toBe(200);
    const memberKey = await makeApiKey(t.app.db, { createdBy: (await makeUser(t.app.db)).id });
    // A key acts only as an admin; one whose creator is not an admin is no credential at all.
    expect(
      (await post(t.app, '/api/query/new', { prompt: 'rust' }, { authorization: `Bearer ${memberKey.key}` })).statusCode,
    ).toBe(401);
  });

  it('refuses an empty prompt with 400', async () => {
    const response = await post(t.app, '/api/query/new', { prompt: '   ', user_id: 'x' }, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a search query.');
    expect((await post(t.app, '/api/company/query', {}, admin)).statusCode).toBe(400);
    expect((await post(t.app, '/api/load_more', { session_id: 'nope' }, admin)).statusCode).toBe(400);
  });

  it('pages with load more without duplicates until the list is empty', async () => {
    const first = await post(t.app, '/api/query/new', { prompt: 'rust engineer', user_id: 'placeholder' }, admin);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.list).toHaveLength(20);
    const seen: string[] = body.list.map((item: { user: { id: string } }) => item.user.id);
    const sizes = [body.list.length];
    for (;;) {
      const more = await post(t.app, '/api/load_more', { session_id: body.id }, admin);
      expect(more.statusCode).toBe(200);
      const page = more.json();
      expect(page.kind).toBe('talents');
      sizes.push(page.list.length);
      if (page.list.length === 0) break;
      seen.push(...page.list.map((item: { user: { id: string } }) => item.user.id));
    }
    // Full pages, then the rest, then an empty list.
    expect(sizes.slice(0, 2)).toEqual([20, 20]);
    expect(sizes.at(-2)).toBeGreaterThan(0);
    expect(sizes.at(-2)).toBeLessThanOrEqual(20);
    expect(sizes.at(-1)).toBe(0);
    // Every ranked talent once, in the session's order.
    const [stored] = (
      (await t.app.db.execute(sql`SELECT ranked_ids FROM search_sessions WHERE id = ${body.id}`)) as unknown as {
        rows: { ranked_ids: string[] }[];
      }
    ).rows;
    expect(seen).toEqual(stored!.ranked_ids);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(45);
  });

  it('says why each result matched: terms, highlighted snippets and a semantic score', async () => {
    const { list } = (await post(t.app, '/api/query/new', { prompt: 'Rust compiler' }, admin)).json();
    const top = list[0];
    expect(top.match.terms).toEqual(expect.arrayContaining(['rust', 'compiler']));
    const experience = top.match.snippets.find((snippet: { field: string }) => snippet.field === 'experiences');
    expect(experience.parts.some((part: { text: string; hit: boolean }) => part.hit && /rust/i.test(part.text))).toBe(true);
    expect(top.match.semantic_score).toEqual(t.app.database.hasVector ? expect.any(Number) : null);
  });

  it('finds by meaning alone a profile that shares no word with the prompt, where pgvector exists', async () => {
    const response = await post(t.app, '/api/query/new', { prompt: 'lawn care and flowers' }, admin);
    expect(response.statusCode).toBe(200);
    const { list } = response.json();
    // Full-text only (PostgreSQL without pgvector), nothing shares a word with it.
    if (!t.app.database.hasVector) return expect(list).toEqual([]);
    const gardener = list.find((item: { user: { name: string } }) => item.user.name === 'Unmigrated Person');
    expect(gardener.match.terms).toEqual([]);
    expect(gardener.match.semantic_score).toBeGreaterThanOrEqual(0.3);
  });

  it('says where its time went in a Server-Timing header', async () => {
    const stages = (header: unknown) =>
      String(header)
        .split(', ')
        .map((part) => part.split(';dur=')[0]);
    const search = await post(t.app, '/api/query/new', { prompt: 'rust engineer' }, admin);
    expect(search.headers['server-timing']).toMatch(/^([a-z-]+;dur=\d+\.\d, )+[a-z-]+;dur=\d+\.\d$/);
    // The embedding runs beside the other stages, so it may be told first.
    expect(stages(search.headers['server-timing'])).toEqual(
      expect.arrayContaining(['embed', 'plan', 'candidates', 'read', 'session', 'page']),
    );
    const more = await post(t.app, '/api/load_more', { session_id: search.json().id }, admin);
    expect(stages(more.headers['server-timing'])).toEqual(['claim', 'read', 'page']);
  });

  it('does not let another admin page someone else’s session', async () => {
    const { id } = (await post(t.app, '/api/query/new', { prompt: 'rust' }, admin)).json();
    const other = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
    expect((await post(t.app, '/api/load_more', { session_id: id }, other)).statusCode).toBe(404);
  });

  it('answers a talent by id, with "no e-mail" as null', async () => {
    const { list } = (await post(t.app, '/api/query/new', { prompt: 'gardener' }, admin)).json();
    expect(list[0].user.name).toBe('Unmigrated Person');
    const response = await t.app.inject({ method: 'GET', url: `/api/user/id/${list[0].user.id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().response.user).toMatchObject({
      name: 'Unmigrated Person',
      email: null,
      experiences: expect.any(Array),
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/user/id/${list[0].user.id}`, headers: member })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/id/not-a-uuid', headers: admin })).statusCode).toBe(400);
  });
});

describe('company search and detail', () => {
  it('finds companies and normalises them (industry is the first of a list)', async () => {
    const response = await post(t.app, '/api/company/query', { prompt: 'robots' }, admin);
    expect(response.statusCode).toBe(200);
    const [company] = response.json().list;
    expect(company).toMatchObject({ name: 'Rusty Robotics', industry: 'Robotics', isTracked: false });
    expect(company.score).toBeGreaterThan(0);
  });

  it('pages a company search with load more', async () => {
    const quasars = Array.from({ length: 23 }, (_, index) => `Quasar Works ${index}`);
    for (const [index, name] of quasars.entries())
      await makeCompany(t.app.db, {
        linkedin_url: `https://www.linkedin.com/company/quasar-${index}`,
        name,
        description: 'Builds quasar drones for farms.',
      });
    try {
      const first = (await post(t.app, '/api/company/query', { prompt: 'quasar drones' }, admin)).json();
      expect(first.list).toHaveLength(20);
      const more = await post(t.app, '/api/load_more', { session_id: first.id }, admin);
      expect(more.statusCode).toBe(200);
      expect(more.json().kind).toBe('companies');
      const rest = more.json().list as { name: string; match: { terms: string[] } }[];
      expect(rest[0]!.match.terms).toEqual(expect.arrayContaining(['quasar']));
      // Where pgvector exists the nearest other companies come too.
      const names = [...first.list, ...rest].map((company: { name: string }) => company.name);
      expect(names).toEqual(expect.arrayContaining(quasars));
      expect(new Set(names).size).toBe(names.length);
      expect((await post(t.app, '/api/load_more', { session_id: first.id }, admin)).json().list).toEqual([]);
    } finally {
      // The embedding test below expects no company waiting for its embedding.
      await t.app.db.delete(companies).where(like(companies.linkedinUrl, '%/quasar-%'));
    }
  });

  it('fills the SPEC defaults for a company with missing fields', async () => {
    const url = encodeURIComponent('https://www.linkedin.com/company/bare-co');
    const response = await t.app.inject({ method: 'GET', url: `/api/company/linkedin/${url}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toMatchObject({
      name: COMPANY_DEFAULTS.name,
      description: 'No description available',
      tagline: 'No tagline available',
      industry: 'Unknown Industry',
      website: '',
      score: 0,
      isTracked: false,
      employees: [],
    });
  });

  it('finds a company written without www or with a trailing slash; 404 for an unknown one; 403 for non-admins', async () => {
    const url = encodeURIComponent('linkedin.com/company/rusty/');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/company/linkedin/${url}`, headers: admin })).json().response.name,
    ).toBe('Rusty Robotics');
    const unknown = encodeURIComponent('https://www.linkedin.com/company/nobody');
    expect((await t.app.inject({ method: 'GET', url: `/api/company/linkedin/${unknown}`, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/company/linkedin/${unknown}`, headers: member })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/company/linkedin/${unknown}` })).statusCode).toBe(401);
  });
});

// Where pgvector exists: the embedded PGlite (the PostgreSQL 15 of CI has none).
describe.runIf(process.env.DATABASE_URL === undefined)('bulk embedding', () => {
  const hnswIndexes = async () =>
    (
      (await t.app.db.execute(
        sql`SELECT indexname FROM pg_indexes WHERE indexname IN ('talent_embeddings_hnsw_idx', 'company_embeddings_hnsw_idx') ORDER BY 1`,
      )) as unknown as { rows: { indexname: string }[] }
    ).rows.map((row) => row.indexname);

  it('sets the vector index aside and builds it again, also when stopped part-way; a second run finishes', async () => {
    // Every talent's profile changed: all of them are pending again.
    await t.app.db.execute(sql`UPDATE talent_profiles SET updated_at = now() + interval '1 second'`);
    const embedder = createLocalEmbedder({ threads: 2 });
    const phases: string[] = [];
    const controller = new AbortController();
    try {
      const first = await embedPending({
        db: t.app.db,
        embedder,
        batchSize: 8,
        bulkFrom: 10,
        signal: controller.signal,
        onProgress: () => controller.abort(),
        onIndex: (kind, phase) => phases.push(`${kind} ${phase}`),
      });
      expect(first).toBe(8);
      expect(phases).toEqual(['talents dropped', 'talents built']);
      expect(await hnswIndexes()).toEqual(['company_embeddings_hnsw_idx', 'talent_embeddings_hnsw_idx']);

      const rest = await embedPending({ db: t.app.db, embedder, bulkFrom: 10 });
      expect(rest).toBeGreaterThan(30);
      expect(await embedPending({ db: t.app.db, embedder, bulkFrom: 10 })).toBe(0);
      expect(await hnswIndexes()).toHaveLength(2);
    } finally {
      await embedder.close();
    }
    const { list } = (await post(t.app, '/api/query/new', { prompt: 'Rust compiler' }, admin)).json();
    expect(list[0].match.semantic_score).toEqual(expect.any(Number));
  }, 60_000);
});
