import type { Db } from '../db/client.ts';
import type { JobQueue } from './queue.ts';

/**
 * Queues the `search-evidence` job (search/indexing/evidence.ts) for the people whose Hearth activity
 * changed (a project saved or awarded, an approval, a check-in), in `db`'s transaction, so their
 * evidence in talent search follows exactly the changes that committed.
 */
export async function enqueueSearchEvidence(jobs: JobQueue, db: Db, userIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length > 0) await jobs.enqueue(db, 'search-evidence', { userIds: ids });
}
