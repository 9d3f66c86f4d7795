import type { Db } from '../db/client.ts';
import { bindSql } from '../db/bind.ts';

/**
 * pg-boss speaks `(text with $1…$n, values)`; this runs its statements on a Drizzle handle, which
 * may be a transaction: that is how a job is enqueued in the same transaction as its cause.
 */
export function sqlExecutor(db: Db) {
  return async (text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> => {
    const result = (await db.execute(bindSql(text, values))) as unknown as { rows: unknown[] };
    return { rows: result.rows };
  };
}
