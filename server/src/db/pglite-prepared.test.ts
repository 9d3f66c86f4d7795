import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { withTextTypes } from './pglite-parsers.ts';

let client: PGlite;
let drizzleClient: ReturnType<typeof withTextTypes>['drizzleClient'];
// PGlite's initdb takes seconds, more on a busy machine.
beforeAll(async () => {
  client = await PGlite.create();
  ({ drizzleClient } = withTextTypes(client));
}, 120_000);
afterAll(() => client.close());

type Row = { id: number; name: string };

describe('PGlite queries run as prepared statements (pglite-prepared.ts)', () => {
  it('answers a text run again with the same rows, in object and array rows, with typed parameters', async () => {
    await client.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, at timestamptz, tags text[]);
      INSERT INTO t VALUES (1, 'one', '2030-01-02T03:04:05Z', '{a,b}'), (2, 'two', NULL, NULL)`);
    const text = 'SELECT id, name, at, tags FROM t WHERE id = $1 AND ($2::timestamptz IS NULL OR at < $2)';
    for (const round of [1, 2, 3]) {
      const result = await drizzleClient.query<Row>(text, [1, new Date('2031-01-01')]);
      expect(result.rows, `round ${round}`).toEqual([{ id: 1, name: 'one', at: '2030-01-02 03:04:05+00', tags: ['a', 'b'] }]);
    }
    const arrays = await drizzleClient.query(text, [2, null], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[2, 'two', null, null]]);
    const inserted = await drizzleClient.query('INSERT INTO t (id, name) VALUES ($1, $2)', [3, 'three']);
    expect(inserted.affectedRows).toBe(1);
  });

  it('keeps working after a failing statement, alone and in a transaction that rolls back', async () => {
    const insert = 'INSERT INTO t (id, name) VALUES ($1, $2) RETURNING id';
    await expect(drizzleClient.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    expect((await drizzleClient.query<{ id: number }>(insert, [4, 'four'])).rows).toEqual([{ id: 4 }]);

    await expect(
      drizzleClient.transaction(async (tx: Transaction) => {
        await tx.query(insert, [5, 'five']);
        await tx.query(insert, [1, 'again']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const ids = await drizzleClient.query<{ id: number }>('SELECT id FROM t ORDER BY id', []);
    expect(ids.rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });

  it('prepares a statement anew once its result type changed', async () => {
    const text = 'SELECT * FROM t WHERE id = $1';
    expect((await drizzleClient.query<Row>(text, [2])).rows[0]!.name).toBe('two');
    await client.exec('ALTER TABLE t ADD COLUMN extra int');
    // The statement kept from before may fail once; then it is prepared again.
    let rows: unknown[] | undefined;
    for (let attempt = 0; attempt < 2 && !rows; attempt++) {
      rows = await drizzleClient.query(text, [2]).then(
        (result) => result.rows,
        () => undefined,
      );
    }
    expect(rows).toEqual([expect.objectContaining({ id: 2, extra: null })]);
  });

  it('keeps at most 500 statements prepared, closing the least recently used', async () => {
    const hot = 'SELECT name FROM t WHERE id = $1';
    for (let index = 0; index < 600; index++) {
      await drizzleClient.query(`SELECT $1::int + ${index} AS n`, [1]);
      if (index % 100 === 0) expect((await drizzleClient.query<Row>(hot, [1])).rows).toEqual([{ name: 'one' }]);
    }
    const [kept] = (await client.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_prepared_statements')).rows;
    // The one evicted last is closed at the start of the next query.
    expect(kept!.count).toBeLessThanOrEqual(501);
    expect((await drizzleClient.query(`SELECT $1::int + 0 AS n`, [1])).rows).toEqual([{ n: 1 }]);
    expect((await drizzleClient.query<Row>(hot, [2])).rows).toEqual([{ name: 'two' }]);
  });
});
