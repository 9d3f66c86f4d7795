import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { sessions } from '../src/db/schema.ts';
import { createLocalEmbedder } from '../src/search/embeddings/local.ts';
import { embedPending } from '../src/search/indexing.ts';

export type TestApp = { app: FastifyInstance; config: Config; dataDir: string; close: () => Promise<void> };

/**
 * An app on an in-memory PGlite, or, when DATABASE_URL is set, on a fresh database of that
 * server made for this test file and dropped after it.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-test-'));
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (baseUrl) {
    const name = `hearth_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'off',
      APP_URL: 'http://hearth.test',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    }),
    databaseUrl,
    inMemoryDatabase: !databaseUrl,
  };
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bearer header for a fresh session of this user. */
export async function authHeader(app: FastifyInstance, userId: string): Promise<{ authorization: string }> {
  const [session] = await app.db.insert(sessions).values({ userId }).returning({ id: sessions.id });
  if (!session) throw new Error('no session');
  return { authorization: `Bearer ${await app.sessionSigner.sign({ userId, sessionId: session.id })}` };
}

/** The newest messages of the outbox, newest first, as raw RFC 5322 text. */
export function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
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
