import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { run, statement, toArrayLiteral } from '../sql.ts';

const EvidenceJobSchema = z.object({ userIds: z.array(z.string().uuid()) });

/**
 * Rewrites the evidence of $1 from what they did on Hearth (`hearth_talent_evidence`, migration
 * 0012_search-evidence-and-consent.sql); the talent document's trigger indexes it at once. Only rows
 * whose evidence changed are written.
 */
const REFRESH_EVIDENCE = statement<never, [userIds: string]>(
  `UPDATE talent_profiles p SET evidence = fresh.evidence
FROM (SELECT user_id, hearth_talent_evidence(user_id) AS evidence FROM talent_profiles WHERE user_id = ANY($1::uuid[])) fresh
WHERE p.user_id = fresh.user_id AND p.evidence IS DISTINCT FROM fresh.evidence`,
);

/** Everyone who did anything on Hearth: on a project's team or approved for an event. */
const ACTIVE_PEOPLE = statement<{ user_id: string }>(
  `SELECT user_id FROM project_members UNION SELECT user_id FROM registrations WHERE status = 'approved'`,
);

/**
 * People per statement. A bulk approval queues a thousand at once, and on PGlite a statement holds
 * the process: a thousand took 0.6 s, in which no request was answered (the approval's own answer
 * included). Fifty take a few tens of milliseconds each.
 */
const EVIDENCE_CHUNK = 50;

/**
 * docs/product/search.md#evidence: the evidence of `userIds` (everyone who did anything on Hearth
 * when absent: rows written without the job, such as the demo data), made again from the facts as
 * they are now, `EVIDENCE_CHUNK` people at a time. A chunk stands alone: a retry redoes them all.
 */
export async function refreshEvidence(db: Db, userIds?: string[]): Promise<void> {
  const ids = userIds ?? (await run(db, ACTIVE_PEOPLE, [])).map((row) => row.user_id);
  for (let start = 0; start < ids.length; start += EVIDENCE_CHUNK) {
    await run(db, REFRESH_EVIDENCE, [toArrayLiteral(ids.slice(start, start + EVIDENCE_CHUNK))]);
  }
}

/** The `search-evidence` job (jobs/search-evidence.ts queues it): idempotent, so a retry is harmless. */
export function defineEvidenceJob(app: FastifyInstance): void {
  app.jobs.define('search-evidence', {
    concurrency: 2,
    handler: async (data, { db }) => refreshEvidence(db, EvidenceJobSchema.parse(data).userIds),
  });
}
