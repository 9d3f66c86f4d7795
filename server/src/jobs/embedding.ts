import type { Db } from '../db/client.ts';
import type { JobQueue } from './queue.ts';

/**
 * Queues a pass of the `embed` job (search/indexing/search-index.ts) over every talent and company without a
 * current embedding, in `db`'s transaction; at most one such pass waits at a time.
 */
export function enqueueEmbedding(jobs: JobQueue, db: Db, options: { startAfter?: Date } = {}): Promise<string | null> {
  return jobs.enqueue(db, 'embed', {}, { singletonKey: 'pending', ...options });
}
