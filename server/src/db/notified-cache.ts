import type { ListenHandlers, Listener } from './listen.ts';

export type NotifiedCache<V> = {
  /** The value under `key`: kept, or made by `load` and kept when nothing changed while it loaded. */
  read: (key: string, load: () => Promise<V>) => Promise<V>;
  /** Whether values are kept now: only while the LISTEN is in place. */
  isActive: () => boolean;
  close: () => Promise<void>;
};

export type NotifiedCacheOptions<V> = {
  /** Subscribes to the channel that announces changes (Database.listen); null turns the cache off. */
  listen: ((handlers: ListenHandlers) => Listener) | null;
  /** Whether a notification's payload can change a kept value; by default every one does. */
  affects?: (payload: string) => boolean;
  maxEntries: number;
  /** Bound on the sum of `sizeOf` over the kept values. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /** Whether a loaded value may be kept (one too big, or a miss that must be asked again, is not). */
  keeps?: (value: V) => boolean;
};

/**
 * Values read from the database, kept in process and emptied by every notification from any
 * instance. Staleness is ruled out in three steps:
 * - nothing is kept, and nothing served from memory, while the LISTEN is not in place (notifications
 *   could be missed); its loss and its return both empty the cache;
 * - before serving from memory, `sync` waits until every change committed before the read began
 *   has been announced (db/listen.ts);
 * - a load keeps its value only if no notification arrived since it began (the generation): a
 *   value read before a change can never outlive that change's notification.
 */
export function createNotifiedCache<V>(options: NotifiedCacheOptions<V>): NotifiedCache<V> {
  const { maxEntries, maxSize = Infinity, sizeOf = () => 0, keeps = () => true } = options;
  const entries = new Map<string, { value: V; size: number }>();
  const loading = new Map<string, { generation: number; value: Promise<V> }>();
  let size = 0;
  let generation = 0;
  let active = false;

  const invalidate = () => {
    generation++;
    entries.clear();
    loading.clear();
    size = 0;
  };
  const listener = options.listen?.({
    onNotify: (payload) => {
      if (!options.affects || options.affects(payload)) invalidate();
    },
    onState: (listening) => {
      active = listening;
      invalidate();
    },
  });

  const keep = (key: string, value: V) => {
    if (!keeps(value)) return;
    const entry = { value, size: sizeOf(value) };
    size += entry.size - (entries.get(key)?.size ?? 0);
    entries.set(key, entry);
    // Map order is insertion order and a hit re-inserts: the first entries are the least recently used.
    for (const [oldest, old] of entries) {
      if (entries.size <= maxEntries && size <= maxSize) break;
      entries.delete(oldest);
      size -= old.size;
    }
  };

  const load = async (key: string, make: () => Promise<V>) => {
    const started = generation;
    const value = make();
    // Callers that arrive in the same generation share the load: nothing changed since it began.
    loading.set(key, { generation: started, value });
    try {
      const made = await value;
      if (active && generation === started) keep(key, made);
      return made;
    } finally {
      if (loading.get(key)?.value === value) loading.delete(key);
    }
  };

  return {
    async read(key, make) {
      if (!listener || !active) return make();
      try {
        await listener.sync();
      } catch {
        return make();
      }
      const kept = entries.get(key);
      if (kept) {
        entries.delete(key);
        entries.set(key, kept);
        return kept.value;
      }
      const shared = loading.get(key);
      if (shared?.generation === generation) return shared.value;
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
