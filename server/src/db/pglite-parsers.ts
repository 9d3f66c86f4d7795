import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { preparedStatements } from './pglite-prepared.ts';

/** What Drizzle's PGlite driver reads as text: dates and times, their arrays, and numeric[]. */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

type Queryable = Pick<PGlite, 'query'>;

/**
 * Resolves in the next turn of the event loop. PGlite runs each query synchronously on this thread
 * and answers it in a microtask, so without a turn in between, a caller's queries one after another
 * (a request, a transaction, a job), and every query queued behind them, ran in one turn of the
 * event loop, during which Node accepts no connection and reads no request: under a burst, new
 * guests waited in the kernel's accept queue while the few requests inside ran one at a time
 * (docs/performance.md#launch-burst). Starting each query in a turn of its own costs microseconds.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Drizzle hands PGlite the parsers of TEXT_TYPES with every query, and PGlite then merges its own
 * (about 360, one per type and array type) with them into a new object: 0.2 ms a query, as much as a
 * whole `SELECT 1` (docs/search.md#costs-behind-the-design). So the client keeps those parsers itself,
 * Drizzle gets a client that sends none, and raw SQL (`rawOptions`: pg-boss, the jobs overview)
 * asks for PGlite's own per query, as before. Each of Drizzle's queries starts in a turn of its own
 * (`nextTurn`) and runs as a prepared statement (pglite-prepared.ts).
 */
export function withTextTypes(client: PGlite) {
  const own: NonNullable<QueryOptions['parsers']> = {};
  for (const type of TEXT_TYPES) {
    const parser = client.parsers[type];
    if (parser) own[type] = parser;
    client.parsers[type] = asText;
  }
  const rawOptions: QueryOptions = { parsers: own };
  const prepared = preparedStatements(client);
  // Everything else (rollback, closed, …) as the client or transaction has it.
  const withoutParsers = <T extends Queryable>(target: T, inTransaction: boolean): T =>
    Object.assign(Object.create(target) as T, {
      query: async <Row>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        await nextTurn();
        const withoutOwn = options && { ...options, parsers: undefined };
        // A closed transaction's `query` throws, as it should.
        if (inTransaction && (target as unknown as Transaction).closed) return target.query<Row>(text, params, withoutOwn);
        return prepared.query<Row>(text, params, withoutOwn, inTransaction);
      },
    });
  const drizzleClient = Object.assign(withoutParsers(client, false), {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => client.transaction((tx) => work(withoutParsers(tx, true))),
  });
  /** Raw SQL with PGlite's own parsers, prepared like Drizzle's (pg-boss's fetches and inserts). */
  const rawQuery = async (text: string, params: unknown[]) => {
    await nextTurn();
    return prepared.query(text, params, rawOptions, false);
  };
  return { drizzleClient, rawOptions, rawQuery };
}
