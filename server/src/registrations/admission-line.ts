import type { Db } from '../db/client.ts';

/** Most requests one transaction admits. */
const MAX_BATCH = 200;

type Waiting<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
type Line<C, T, R> = { context: C; waiting: Waiting<T, R>[]; isMoving: boolean };

/**
 * Requests to one event wait in line in this process while the batch before them is admitted, then
 * go together (group commit): each batch takes the event's lock once, so the lock is held for a few
 * statements per batch rather than per request, and a launch's burst no longer queues on it one
 * request at a time (docs/performance.md#launch-burst). The first request finds no line and goes at
 * once; the order in line is the order requests reached this process. `admit` answers, for each item
 * of a batch in order, its result or the error to give that request alone. Lines are kept per
 * database (one per app).
 */
export function createAdmissionLines<C extends { db: Db }, T, R>(
  admit: (context: C, key: string, batch: T[]) => Promise<(R | Error)[]>,
) {
  const lines = new WeakMap<Db, Map<string, Line<C, T, R>>>();

  async function move(key: string, line: Line<C, T, R>) {
    line.isMoving = true;
    while (line.waiting.length > 0) {
      const batch = line.waiting.splice(0, MAX_BATCH);
      try {
        const results = await admit(
          line.context,
          key,
          batch.map((waiting) => waiting.item),
        );
        batch.forEach((waiting, index) => {
          const result = results[index]!;
          if (result instanceof Error) waiting.reject(result);
          else waiting.resolve(result);
        });
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    line.isMoving = false;
    lines.get(line.context.db)?.delete(key);
  }

  /** Queues `item` in the line of `key` on `context.db`; settles once its batch is committed. */
  return (context: C, key: string, item: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      let byKey = lines.get(context.db);
      if (!byKey) lines.set(context.db, (byKey = new Map()));
      let line = byKey.get(key);
      if (!line) byKey.set(key, (line = { context, waiting: [], isMoving: false }));
      line.waiting.push({ item, resolve, reject });
      if (!line.isMoving) void move(key, line);
    });
}
