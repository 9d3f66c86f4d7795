import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/** What Drizzle's PGlite driver reads as text: dates and times, their arrays, and numeric[]. */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

type Queryable = Pick<PGlite, 'query'>;

/**
 * Drizzle hands PGlite the parsers of TEXT_TYPES with every query, and PGlite then merges its own
 * (about 360, one per type and array type) with them into a new object: 0.2 ms a query, as much as a
 * whole `SELECT 1` (docs/search.md#costs-behind-the-design). So the client keeps those parsers itself,
 * Drizzle gets a client that sends none, and raw SQL (`rawOptions`: pg-boss, the jobs overview)
 * asks for PGlite's own per query, as before.
 */
export function withTextTypes(client: PGlite) {
  const own: NonNullable<QueryOptions['parsers']> = {};
  for (const type of TEXT_TYPES) {
    const parser = client.parsers[type];
    if (parser) own[type] = parser;
    client.parsers[type] = asText;
  }
  const rawOptions: QueryOptions = { parsers: own };
  // Everything else (rollback, closed, …) as the client or transaction has it.
  const withoutParsers = <T extends Queryable>(target: T): T =>
    Object.assign(Object.create(target) as T, {
      query: <Row>(text: string, params?: unknown[], options?: QueryOptions) =>
        target.query<Row>(text, params, options && { ...options, parsers: undefined }),
    });
  const drizzleClient = Object.assign(withoutParsers(client), {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => client.transaction((tx) => work(withoutParsers(tx))),
  });
  return { drizzleClient, rawOptions };
}
