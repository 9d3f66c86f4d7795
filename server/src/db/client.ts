import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether the pgvector extension could be enabled (DESIGN.md §6). */
  hasVector: boolean;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** PGlite's shared_buffers on disk (see openPglite). */
const PGLITE_CACHE = '512MB';

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; inMemory?: boolean };

/** Opens PGlite under DATA_DIR (or in memory), or PostgreSQL when a URL is given, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options);
  await database.migrate();
  return database;
}

async function openPglite({ dataDir, inMemory }: DatabaseOptions) {
  let dataPath: string | undefined;
  if (!inMemory) {
    dataPath = path.join(dataDir ?? './data', 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath, {
    extensions: { vector },
    // A file-backed database keeps its hot pages in PostgreSQL's own cache: every miss is a file
    // read through the WASM file system. The default 128 MB held less than the search's working
    // set at 100,000 talents (the HNSW index alone is 260 MB); memory is only used as pages are read.
    ...(dataPath ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_CACHE}`] } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await client.exec('CREATE EXTENSION IF NOT EXISTS vector');
  return {
    db,
    kind: 'pglite' as const,
    hasVector: true,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server drops (restart, failover, a forced shutdown) is reported here;
  // without a listener it would be an uncaught exception. The pool replaces it on the next query.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`database: an idle connection failed (${error.message}); it will be replaced`);
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  let hasVector = false;
  try {
    await pool.query('CREATE EXTENSION IF NOT EXISTS vector');
    hasVector = true;
  } catch {
    // Debian's PostgreSQL has no pgvector: search falls back to full-text only.
  }
  return {
    db,
    kind: 'postgres' as const,
    hasVector,
    migrate: () => migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder }),
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
