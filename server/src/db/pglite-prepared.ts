import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Most statements one client keeps prepared; past these the least recently used is closed. */
const MAX_PREPARED = 500;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Prepared = { name: string; paramTypes: number[]; rowDescription: BackendMessage[] };

/** A plan PostgreSQL cannot reuse after a schema change, or a statement it no longer has: prepare anew. */
const STALE_CODES = new Set(['0A000', '26000']);

/**
 * Named prepared statements for PGlite's `query`, one per SQL text. PGlite's own `query` parses,
 * describes and (for an unnamed statement) plans every query anew: six protocol messages, most of
 * a small query's cost and a third of a launch request's CPU (docs/performance.md#launch-burst). A
 * prepared statement is parsed and described once; PostgreSQL then reuses its plan once a generic one
 * serves (plan_cache_mode auto), and each call is a bind, an execute and a sync. The exchange runs in
 * PGlite's query lock, as its `query` does, and its results are read by PGlite's own parser.
 * `inTransaction`: the call is part of an open transaction (which holds PGlite's transaction lock);
 * otherwise it takes that lock and writes the file system through afterwards, as `query` does.
 */
export function preparedStatements(client: PGlite) {
  const statements = new Map<string, Prepared>();
  let next = 0;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  /** Names of statements evicted from `statements`, closed at the start of the next exchange. */
  const toClose: string[] = [];

  async function prepare(text: string): Promise<Prepared> {
    for (const [oldest, evicted] of statements) {
      if (statements.size < MAX_PREPARED) break;
      statements.delete(oldest);
      toClose.push(evicted.name);
    }
    const name = `hearth_${next++}`;
    await send(serialize.parse({ name, text }));
    const described = await send(serialize.describe({ type: 'S', name }));
    const prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.filter((message) => message.name === 'rowDescription'),
    };
    statements.set(text, prepared);
    return prepared;
  }

  async function run<Row>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<Row>> {
    for (let name = toClose.shift(); name; name = toClose.shift()) {
      try {
        await send(serialize.close({ type: 'S', name }));
      } catch {
        // Closing is housekeeping: a statement already gone is no reason to fail this query.
      } finally {
        await send(serialize.sync());
      }
    }
    const messages: BackendMessage[] = [];
    let prepared = statements.get(text);
    if (prepared) {
      // Most recently used last: the first entries are the ones evicted.
      statements.delete(text);
      statements.set(text, prepared);
    }
    try {
      prepared ??= await prepare(text);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[prepared!.paramTypes[index]!];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...prepared.rowDescription);
      messages.push(...(await send(serialize.bind({ statement: prepared.name, values }))));
      messages.push(...(await send(serialize.execute({}))));
    } catch (error) {
      if (prepared && STALE_CODES.has((error as { code?: string }).code ?? '')) {
        statements.delete(text);
        toClose.push(prepared.name);
      }
      throw error;
    } finally {
      await send(serialize.sync());
    }
    return parse.parseResults(messages, client.parsers, options)[0] as Results<Row>;
  }

  return {
    async query<Row>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
      if (inTransaction) return client._runExclusiveQuery(() => run<Row>(text, params, options));
      await client._checkReady();
      return client._runExclusiveTransaction(async () => {
        const result = await client._runExclusiveQuery(() => run<Row>(text, params, options));
        await client.syncToFs();
        return result;
      });
    },
  };
}
