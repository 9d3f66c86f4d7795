import { createHash } from 'node:crypto';
import type { ListenHandlers, Listener } from '../db/listen.ts';
import { createNotifiedCache, type NotifiedCache } from '../db/notified-cache.ts';

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

export type PublicReadCache = Omit<NotifiedCache<PublicAnswer>, 'read'> & {
  /** The answer under `key`: kept, or made by `load` (the serialised body) and kept when nothing changed while it loaded. */
  read: (key: string, load: () => Promise<string>) => Promise<PublicAnswer>;
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
 * emptied by every notification from any instance (how staleness is ruled out: db/notified-cache.ts).
 */
export function createPublicReadCache(options: PublicReadCacheOptions): PublicReadCache {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const cache = createNotifiedCache<PublicAnswer>({
    listen: options.listen,
    affects: (table) => !UNREAD_TABLES.has(table),
    maxEntries: options.maxEntries ?? 1000,
    maxSize: maxBytes,
    sizeOf: (answer) => answer.size,
    keeps: (answer) => answer.size <= maxBytes / 8,
  });
  return {
    read: (key, load) => cache.read(key, async () => toAnswer(await load())),
    isActive: cache.isActive,
    close: cache.close,
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
