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
import { listenPglite, listenPostgres, type ListenHandlers, type Listener } from './listen.ts';
import { nextTurn, withTextTypes } from './pglite-parsers.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether the pgvector extension could be enabled (docs/architecture.md#search). */
  hasVector: boolean;
  /** Raw SQL with `$1…$n` parameters on the database's own connection (the job queue's driver). */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /**
   * Runs `task` while no other instance on this database runs its own: start-up steps (migrations,
   * the search set-up, demo data) that would collide when several instances start at once.
   */
  withStartupLock: <T>(task: () => Promise<T>) => Promise<T>;
  /** LISTEN to a channel of `pg_notify` (db/listen.ts); on PostgreSQL on a connection of its own. */
  listen: (channel: string, handlers: ListenHandlers) => Listener;
  /** PGlite only: its data directory as an uncompressed tarball (for `DatabaseOptions.snapshot`). */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** PGlite's shared_buffers on disk (see openPglite). */
const PGLITE_CACHE = '512MB';

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /**
   * In-memory PGlite only: start from this dump of a data directory (`Database.dump`) instead of an
   * empty one. Tests start each file's database from one migrated copy: PGlite's initdb alone takes seconds.
   */
  snapshot?: Blob;
  /** PostgreSQL only: a query still unanswered after this long fails (the server's requests; not migrations or CLIs). */
  queryTimeoutMs?: number;
};

/** Opens PGlite under DATA_DIR (or in memory), or PostgreSQL when a URL is given, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.queryTimeoutMs)
    : await openPglite(options);
  await database.withStartupLock(() => database.migrate());
  return database;
}

/** The advisory lock key of start-up steps (any fixed number; advisory locks are per database). */
const STARTUP_LOCK_KEY = 746_917_301;

async function openPglite({ dataDir, inMemory, snapshot }: DatabaseOptions) {
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
    ...(snapshot && !dataPath ? { loadDataDir: snapshot } : {}),
  });
  const { drizzleClient, rawOptions, rawQuery } = withTextTypes(client);
  const db = drizzlePglite(drizzleClient, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite' as const,
    // PGlite ships pgvector (loaded above); the migrations enable it (0010_search-ddl.sql).
    hasVector: true,
    async executeSql(text: string, values: unknown[] = []) {
      // Several statements in one text (pg-boss's schema set-up) need the simple protocol.
      if (values.length === 0 && text.includes(';')) {
        await nextTurn();
        const results = await client.exec(text, rawOptions);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return rawQuery(text, values);
    },
    migrate: () => migratePglite(drizzlePglite(drizzleClient, { schema }), { migrationsFolder }),
    // One process owns an embedded database: nobody to wait for.
    withStartupLock: <T>(task: () => Promise<T>) => task(),
    listen: (channel: string, handlers: ListenHandlers) => listenPglite(client, channel, handlers),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, queryTimeoutMs?: number) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // A server that is down, or no free connection, fails within 1.5 s instead of queueing the
    // request: it answers 503 with Retry-After (http/errors.ts). Keep-alive notices a dead peer.
    connectionTimeoutMillis: 1500,
    keepAlive: true,
    ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs } : {}),
  });
  // An idle connection the server drops (restart, failover, a forced shutdown) is reported here;
  // without a listener it would be an uncaught exception. The pool replaces it on the next query.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`database: an idle connection failed (${error.message}); it will be replaced`);
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  let hasVector = false;

  async function withStartupLock<T>(task: () => Promise<T>): Promise<T> {
    // A session-level advisory lock on a connection of its own, held while `task` uses the pool;
    // a crashed instance's lock ends with its connection.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await task();
    } finally {
      await client.end();
    }
  }

  return {
    db,
    kind: 'postgres' as const,
    get hasVector() {
      return hasVector;
    },
    executeSql: (text: string, values: unknown[] = []) => pool.query(text, values),
    withStartupLock,
    listen: (channel: string, handlers: ListenHandlers) => listenPostgres(databaseUrl, channel, handlers),
    // On a connection of its own, without the query timeout: building an index on a big table takes minutes.
    migrate: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
        // The embeddings' tables exist only where pgvector is installed (0010_search-ddl.sql); asked at
        // every start, so pgvector installed later turns hybrid search on. Debian's PostgreSQL has none:
        // search falls back to full-text only.
        const { rows } = await client.query<{ present: boolean }>(`SELECT hearth_enable_vector_search() AS present`);
        hasVector = rows[0]?.present ?? false;
      } finally {
        await client.end();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
