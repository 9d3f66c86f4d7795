import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type ListenHandlers = {
  onNotify: (payload: string) => void;
  /** `true` once the LISTEN is in place, `false` when its connection is lost (notifications may then be missed). */
  onState: (listening: boolean) => void;
};

export type Listener = {
  /**
   * Resolves once every notification committed before the call has reached `onNotify`; rejects
   * when that cannot be known (not listening, connection lost).
   */
  sync: () => Promise<void>;
  close: () => Promise<void>;
};

/** The listening connection's name in `pg_stat_activity`; tests find it by this. */
export const listenerApplicationName = (channel: string) => `hearth-listener ${channel}`;
const RETRY_MS = [100, 500, 1000, 2000, 5000];
/** A `sync` round trip unanswered after this long means a dead connection: it is replaced. */
const SYNC_TIMEOUT_MS = 2000;

/**
 * PGlite runs in this process on one connection: a notification reaches its listener before the
 * query that committed it resolves (checked in server/test/public-cache.test.ts), so `sync` has
 * nothing to wait for.
 */
export function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Listener {
  let closed = false;
  const unlisten = client.listen(channel, handlers.onNotify).then((stop) => {
    if (!closed) handlers.onState(true);
    return stop;
  });
  return {
    sync: () => (closed ? Promise.reject(new Error('listener closed')) : Promise.resolve()),
    async close() {
      closed = true;
      const stop = await unlisten;
      await stop();
    },
  };
}

/**
 * LISTEN on a connection of its own, reconnected after any failure. `sync` is a round trip on that
 * connection: PostgreSQL signals listeners before it acknowledges a commit, and a backend sends the
 * notifications it was signalled about before answering its next query (tcop/postgres.c), so once an
 * (empty) query is answered, every change committed before it was sent has been announced. Concurrent
 * callers share one round trip; a caller arriving while one is on the way waits for the next.
 */
export function listenPostgres(databaseUrl: string, channel: string, handlers: ListenHandlers): Listener {
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let current: { client: pg.Client; fail: (error?: Error) => void } | undefined;
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  function connect() {
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: listenerApplicationName(channel),
      keepAlive: true,
      connectionTimeoutMillis: 1500,
      query_timeout: SYNC_TIMEOUT_MS,
    });
    let failed = false;
    const fail = (error?: Error) => {
      if (failed) return;
      failed = true;
      client.end().catch(() => {});
      if (current?.client === client) {
        current = undefined;
        handlers.onState(false);
      }
      if (closed) return;
      const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
      console.error(`database: the ${channel} listener is down (${error?.message ?? 'closed'}); retrying in ${delay} ms`);
      retry = setTimeout(connect, delay);
    };
    client.on('error', fail);
    client.on('end', () => fail());
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (failed) return;
        if (closed) return void client.end().catch(() => {});
        attempt = 0;
        current = { client, fail };
        handlers.onState(true);
      }, fail);
  }

  function roundTrip(): Promise<void> {
    const listening = current;
    if (!listening) return Promise.reject(new Error('not listening'));
    // An empty query is the cheapest round trip: no row to describe or parse.
    return listening.client.query('').then(
      () => {},
      (error: Error) => {
        listening.fail(error);
        throw error;
      },
    );
  }

  function sync(): Promise<void> {
    if (!running) {
      running = roundTrip().finally(() => (running = undefined));
      return running;
    }
    // The round trip on the way may have been sent before this caller began: wait for one sent after.
    if (!next) {
      next = running
        .catch(() => {})
        .then(() => {
          next = undefined;
          return sync();
        });
    }
    return next;
  }

  connect();
  return {
    sync,
    async close() {
      closed = true;
      clearTimeout(retry);
      const listening = current;
      current = undefined;
      await listening?.client.end().catch(() => {});
    },
  };
}
