import { createHash } from 'node:crypto';
import type { ListenHandlers, Listener } from '../db/listen.ts';

/** Announced by the triggers of migration 0003_cluster on every change to a table the public reads use. */
export const PUBLIC_READS_CHANNEL = 'hearth_public_reads';

/**
 * Tables an anonymous answer never reads: without an actor, access.ts `viewerOf` asks no host or
 * registration, and detail.ts lists guests only to hosts, admins and approved guests. Their changes
 * (every application, every approval) would otherwise empty the cache all day.
 */
const UNREAD_TABLES = new Set(['registrations', 'event_hosts']);

export type PublicAnswer = {
  /** The serialised JSON, exactly as the route would send it. */
  body: string;
  size: number;
  etag: string;
  /** Compressed copies, made on first demand (events/public-answer.ts). */
  encoded: Map<string, Buffer>;
};

export type PublicReadCache = {
  /** The answer under `key`: kept, or made by `load` and kept when nothing changed while it loaded. */
  read: (key: string, load: () => Promise<string>) => Promise<PublicAnswer>;
  /** Whether answers are kept now: only while the LISTEN is in place. */
  isActive: () => boolean;
  close: () => Promise<void>;
};

export type PublicReadCacheOptions = {
  /** Subscribes to PUBLIC_READS_CHANNEL (Database.listen); null turns the cache off. */
  listen: ((handlers: ListenHandlers) => Listener) | null;
  maxEntries?: number;
  /** Bound on the kept bodies; their compressed copies add a fraction of it. */
  maxBytes?: number;
};

/**
 * The serialised anonymous answers of `GET /api/events` and `GET /api/event/{slug}`, in process,
 * emptied by every notification from any instance. Staleness is ruled out in three steps:
 * - nothing is kept, and nothing served from memory, while the LISTEN is not in place (notifications
 *   could be missed); its loss and its return both empty the cache;
 * - before serving from memory, `sync` waits until every change committed before the request began
 *   has been announced (db/listen.ts);
 * - a load keeps its answer only if no notification arrived since it began (the generation): an
 *   answer read before a change can never outlive that change's notification.
 */
export function createPublicReadCache(options: PublicReadCacheOptions): PublicReadCache {
  const maxEntries = options.maxEntries ?? 1000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const entries = new Map<string, PublicAnswer>();
  const loading = new Map<string, { generation: number; answer: Promise<PublicAnswer> }>();
  let bytes = 0;
  let generation = 0;
  let active = false;

  const invalidate = () => {
    generation++;
    entries.clear();
    loading.clear();
    bytes = 0;
  };
  const listener = options.listen?.({
    onNotify: (table) => {
      if (!UNREAD_TABLES.has(table)) invalidate();
    },
    onState: (listening) => {
      active = listening;
      invalidate();
    },
  });

  const keep = (key: string, answer: PublicAnswer) => {
    if (answer.size > maxBytes / 8) return;
    bytes += answer.size - (entries.get(key)?.size ?? 0);
    entries.set(key, answer);
    // Map order is insertion order and a hit re-inserts: the first entries are the least recently used.
    for (const [oldest, old] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= old.size;
    }
  };

  const load = async (key: string, make: () => Promise<string>) => {
    const started = generation;
    const answer = make().then(toAnswer);
    // Callers that arrive in the same generation share the load: nothing changed since it began.
    loading.set(key, { generation: started, answer });
    try {
      const made = await answer;
      if (active && generation === started) keep(key, made);
      return made;
    } finally {
      if (loading.get(key)?.answer === answer) loading.delete(key);
    }
  };

  return {
    async read(key, make) {
      if (!listener || !active) return toAnswer(await make());
      try {
        await listener.sync();
      } catch {
        return toAnswer(await make());
      }
      const kept = entries.get(key);
      if (kept) {
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const shared = loading.get(key);
      if (shared?.generation === generation) return shared.answer;
      return load(key, make);
    },
    isActive: () => active,
    async close() {
      active = false;
      invalidate();
      await listener?.close();
    },
  };
}

function toAnswer(body: string): PublicAnswer {
  return {
    body,
    size: Buffer.byteLength(body),
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded: new Map(),
  };
}
