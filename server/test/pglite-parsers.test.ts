import { PGlite, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { withTextTypes } from '../src/db/pglite-parsers.ts';
import { users } from '../src/db/schema.ts';
import { readRows, statement } from '../src/search/sql.ts';

// One in-memory database for the file: nothing here depends on another test's rows.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ inMemory: true });
});
afterAll(() => database.close());

describe('PGlite type parsers (db/pglite-parsers.ts)', () => {
  it('reads dates and times through Drizzle as before, in and out of a transaction', async () => {
    const [user] = await database.db.insert(users).values({ name: 'Ada', email: 'ada@example.com' }).returning();
    expect(user!.createdAt).toBeInstanceOf(Date);
    const inside = await database.db.transaction(async (tx) => (await tx.select().from(users).where(eq(users.id, user!.id)))[0]);
    expect(inside!.createdAt.toISOString()).toBe(user!.createdAt.toISOString());
    // Raw SQL through Drizzle gets PostgreSQL's text, as Drizzle's own parsers gave it.
    const { rows } = (await database.db.execute(
      sql`SELECT '2026-01-02 03:04:05+00'::timestamptz AS at, '{2026-01-02}'::date[] AS days`,
    )) as unknown as {
      rows: { at: unknown; days: unknown }[];
    };
    expect(rows[0]).toEqual({ at: '2026-01-02 03:04:05+00', days: '{2026-01-02}' });
  });

  it("gives raw SQL (the job queue's) PGlite's own dates", async () => {
    const { rows } = await database.executeSql(`SELECT '2026-01-02 03:04:05+00'::timestamptz AS at`);
    expect(rows[0]).toEqual({ at: new Date('2026-01-02T03:04:05Z') });
  });

  it('uses none of the parsers Drizzle sends with its queries, in and out of a transaction', async () => {
    const client = await PGlite.create();
    try {
      const { drizzleClient } = withTextTypes(client);
      // Drizzle's own parsers would turn the value into this; the client's text types answer first.
      const drizzleParsers = { [types.TIMESTAMP]: () => 'parsed by the caller' };
      const outside = await drizzleClient.query<unknown[]>(`SELECT '2026-01-02 03:04:05'::timestamp AS at`, [], {
        rowMode: 'array',
        parsers: drizzleParsers,
      });
      expect(outside.rows[0]).toEqual(['2026-01-02 03:04:05']);
      const inTransaction = await drizzleClient.transaction((tx) =>
        tx.query<{ at: unknown }>(`SELECT '2026-01-02 03:04:05'::timestamp AS at`, [], { parsers: drizzleParsers }),
      );
      expect(inTransaction.rows[0]).toEqual({ at: '2026-01-02 03:04:05' });
    } finally {
      await client.close();
    }
  });
});

describe('PGlite queries in turns of the event loop (db/pglite-parsers.ts nextTurn)', () => {
  it('starts each query in a turn of its own, so queries one after another let the event loop come round', async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    for (let i = 0; i < 20; i++) await database.db.execute(sql`SELECT 1`);
    for (let i = 0; i < 20; i++) await database.executeSql('SELECT 1');
    counting = false;
    expect(turns).toBeGreaterThanOrEqual(35);
  });
});

describe('readRows (search/sql.ts)', () => {
  it("reads a statement's rows as one JSON value, with their types, and none as an empty list", async () => {
    const wordLexemes = statement<{ word: string; lexemes: string[] }, [words: string]>(
      `SELECT w AS word, coalesce(tsvector_to_array(to_tsvector('english', w)), '{}') AS lexemes FROM unnest($1::text[]) w`,
    );
    const rows = await readRows(database.db, wordLexemes, ['{engineers,the}']);
    expect(rows).toEqual([
      { word: 'engineers', lexemes: ['engin'] },
      { word: 'the', lexemes: [] },
    ]);
    expect(await readRows(database.db, wordLexemes, ['{}'])).toEqual([]);
  });
});
