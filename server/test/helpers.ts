import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { sessions } from '../src/db/schema.ts';
import { createLocalEmbedder } from '../src/search/indexing/embeddings/local.ts';
import { embedPending } from '../src/search/indexing/embed-pending.ts';
import { checkAnswersAgainstDocument } from './openapi-conformance.ts';

export type TestApp = { app: FastifyInstance; config: Config; dataDir: string; close: () => Promise<void> };

/**
 * Every answer of the app is checked against its OpenAPI document (openapi-conformance.ts); `close`
 * fails the test file with the list of answers the document does not describe.
 *
 * An app on an in-memory PGlite, or, when DATABASE_URL is set, on a fresh database of that
 * server made for this test file and dropped after it. `env.DATABASE_URL` puts it on that database
 * as it is (a second instance on another app's database), which it then neither makes nor drops.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-test-'));
  const { url: databaseUrl, drop: dropDatabase } = env.DATABASE_URL
    ? { url: env.DATABASE_URL, drop: async () => {} }
    : await freshDatabase(undefined, inject('postgresTemplate'));
  const config = testConfig(dataDir, env, databaseUrl);
  const database =
    options.database ?? (databaseUrl ? undefined : await openDatabase({ inMemory: true, snapshot: readSnapshot() }));
  const app = await buildApp(config, { ...options, database });
  const conformance = await checkAnswersAgainstDocument(app);
  await app.ready();
  await conformance.load();
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database?.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
      const violations = [...new Set(await conformance.violations())];
      if (violations.length) throw new Error(`Answers that /api/openapi.json does not describe:\n${violations.join('\n')}`);
    },
  };
}

/** The configuration of a test app: `env` over quiet defaults, on `databaseUrl` or an in-memory PGlite. */
export function testConfig(dataDir: string, env: Record<string, string> = {}, databaseUrl?: string): Config {
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'off',
      APP_URL: 'http://hearth.test',
      WEB_DIST: path.join(dataDir, 'no-web'),
      // Tests run due jobs when they need them (readOutbox); a test of the workers turns them on.
      RUN_JOBS: 'off',
      // A host's decision is e-mailed at once (decisions.test.ts sets a grace period to test undo).
      DECISION_GRACE_SECONDS: '0',
      // Tests block the event loop on purpose (bulk inserts, the local encoder): no load shedding
      // unless a test asks for it (overload.test.ts), and no warm-up.
      MAX_EVENT_LOOP_STALL: '0',
      MAX_PER_TURN: '0',
      MAX_EVENT_LOOP_DELAY: '0',
      WARM_UP: 'off',
      ...env,
    }),
    databaseUrl,
    inMemoryDatabase: !databaseUrl,
  };
}

let snapshot: Blob | undefined;

/** The migrated database global-setup.ts made for this run, if it made one; read once per test file. */
function readSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (file) snapshot ??= new Blob([fs.readFileSync(file)]);
  return snapshot;
}

/**
 * With DATABASE_URL, a fresh database on that server (dropped by `drop`), a copy of `template` when one
 * is named; without it, nothing (PGlite).
 */
export async function freshDatabase(
  baseUrl = process.env.DATABASE_URL,
  template?: string,
): Promise<{ url: string | undefined; name: string; drop: () => Promise<void> }> {
  if (!baseUrl) return { url: undefined, name: '', drop: async () => {} };
  const name = `hearth_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A test app for the enclosing describe block (or file), built with `env` before its first test and closed
 * after its last; its fields may be read only inside tests and hooks.
 */
export function suiteApp(env: Record<string, string> = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(env);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error('the suite app is built in beforeAll');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get dataDir() {
      return current().dataDir;
    },
    close: () => current().close(),
  };
}

/** The PostgreSQL server of tests that need one (several instances, an outage): DATABASE_URL, else the local one CI always has. */
export async function postgresServer(): Promise<{ url: string; unreachable: string | undefined }> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  return { url, unreachable: await whyUnreachable(url) };
}

/**
 * Two test apps on one fresh database of the server at `serverUrl` (`url`), built before the
 * enclosing block's first test and closed after its last; read their fields inside tests and hooks.
 */
export function instancePair(serverUrl: string): { a: TestApp; b: TestApp; url: string } {
  const pair = {} as { a: TestApp; b: TestApp; url: string };
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await freshDatabase(serverUrl);
    if (!fresh.url) throw new Error('no database');
    drop = fresh.drop;
    pair.url = fresh.url;
    pair.a = await buildTestApp({ DATABASE_URL: fresh.url });
    pair.b = await buildTestApp({ DATABASE_URL: fresh.url });
  });
  afterAll(async () => {
    await Promise.all([pair.a?.close(), pair.b?.close()]);
    await drop();
  });
  return pair;
}

/** GET and POST through `app()` (read when called, so a file's `t` can be built in beforeAll). */
export function injectors(app: () => FastifyInstance) {
  return {
    get: (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers }),
    post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      app().inject({ method: 'POST', url, payload: payload as object, headers }),
  };
}

/** A bearer header for a fresh session of this user. */
export async function authHeader(app: FastifyInstance, userId: string): Promise<{ authorization: string }> {
  const [session] = await app.db.insert(sessions).values({ userId }).returning({ id: sessions.id });
  if (!session) throw new Error('no session');
  return { authorization: `Bearer ${await app.sessionSigner.sign({ userId, sessionId: session.id })}` };
}

/** Sends every queued e-mail now, then answers the outbox's messages, newest first, as raw RFC 5322 text. */
export async function readOutbox(t: Pick<TestApp, 'app' | 'dataDir'>): Promise<string[]> {
  await t.app.jobs.runDue(['decision-mail', 'mail', 'sign-in-link', 'invite-mail']);
  const dir = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

/** The first link in a message that points at the given path, decoded from quoted-printable. */
export function linkFromMail(raw: string, pathPrefix: string): URL {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = decoded.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/\//g, '\\/')}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in mail`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}

/** Where pgvector exists (PGlite), embeds every pending talent and company with the real local model. */
export async function embedWhereVector(app: FastifyInstance): Promise<void> {
  if (!app.database.hasVector) return;
  const embedder = createLocalEmbedder();
  try {
    await embedPending({ db: app.db, embedder });
  } finally {
    await embedder.close();
  }
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` every 100 ms until it answers something truthy, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Why the PostgreSQL server at `url` cannot be reached (its connection error), or undefined when it can. */
export async function whyUnreachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A built web app in `dir` as the server reads it: `index.html` and Vite's manifest (screen module → chunk file). */
export function writeWebDist(dir: string, options: { head?: string; chunks?: Record<string, string> } = {}): string {
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head>${options.head ?? '<title>Hearth</title>'}</head><body><div id="root"></div></body></html>`,
  );
  const manifest = Object.fromEntries(Object.entries(options.chunks ?? {}).map(([module, file]) => [module, { file }]));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}
