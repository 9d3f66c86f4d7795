import type { Db } from '../../db/client.ts';
import type { Embedder } from './embeddings/embedder.ts';
import { run, statement, toVectorLiteral } from '../sql.ts';
import { sql } from 'drizzle-orm';
import { list, str, type Json } from '../query/serialize.ts';
import { splitHeadline } from '../query/tokens.ts';

const MAX_TEXT = 200;

/**
 * What the sentence encoder reads of a talent: what they did, as a recruiter reads it:
 * the role of the headline when it says something of its own, then each job's title and the work
 * it describes, latest first (each once), then degrees. Employers' and schools' names are left out
 * ("where" is full text's business, and a name like "Scale AI" reads as the word "scale"), and so
 * are names and projects (full text reads those). Its cost grows with every token (about 0.45 ms
 * each here), so the text is cut at 200 characters.
 */
export function talentEmbeddingText(row: {
  headline: string;
  experiences: unknown;
  education: unknown;
  github_projects: unknown;
}): string {
  const jobs = new Set(list(row.experiences).map((e) => [str(e.title), str(e.description)].filter(Boolean).join(': ')));
  const role = splitHeadline(row.headline).role.trim();
  const parts = [
    list(row.experiences).some((e) => str(e.title) === role) ? '' : role,
    ...jobs,
    list(row.education)
      .map((e) => str(e.degree_name))
      .filter(Boolean)
      .join('; '),
  ];
  return parts.filter(Boolean).join('. ').replace(/\.\./g, '.').slice(0, MAX_TEXT);
}

/** What a company does first (tagline, description, tags), then its name; the industry label last. */
export function companyEmbeddingText(row: {
  name: string | null;
  tagline: string | null;
  industry: string | null;
  description: string | null;
  research: unknown;
}): string {
  const research = (row.research ?? {}) as Json;
  const summary = (research.ai_summary ?? {}) as Json;
  const tags = Array.isArray(summary.ai_tags) ? (summary.ai_tags as string[]).join(', ') : '';
  return [row.tagline, row.description, tags, row.industry].filter(Boolean).join('. ').replace(/\.\./g, '.').slice(0, MAX_TEXT);
}

/** Stored beside each vector with the model: a change of what is embedded re-embeds, as a change of model does. */
export const EMBEDDING_TEXT_VERSION = 'profile-2';
export const storedModel = (embedder: Embedder) => `${embedder.model}+${EMBEDDING_TEXT_VERSION}`;

export type EmbedProgress = { kind: 'talents' | 'companies'; done: number; total: number };

/** Bulk embedding drops a kind's HNSW index and makes it again at the end (`hearth_create_vector_index`). */
const TALENTS_INDEX_DROP = statement<never>(`DROP INDEX IF EXISTS talent_embeddings_hnsw_idx`);
const COMPANIES_INDEX_DROP = statement<never>(`DROP INDEX IF EXISTS company_embeddings_hnsw_idx`);
/** The HNSW index of a kind, as migration 0010_search-ddl.sql defines it. */
const CREATE_VECTOR_INDEX = statement<never, [kind: 'talents' | 'companies']>(`SELECT hearth_create_vector_index($1)`);

/** Talents without a current embedding: missing, older than the profile, or from another model ($1). */
const TALENTS_PENDING_COUNT = statement<{ n: number }, [model: string]>(
  `SELECT count(*)::int AS n FROM talent_profiles p LEFT JOIN talent_embeddings e ON e.user_id = p.user_id
WHERE e.user_id IS NULL OR e.embedded_at < p.updated_at OR e.model <> $1`,
);
/** The next $3 of those after the id $2, in id order. */
const TALENTS_PENDING = statement<TalentPending, [model: string, after: string, limit: number]>(
  `SELECT u.id, u.headline, p.experiences, p.education, p.github_projects
FROM talent_profiles p JOIN users u ON u.id = p.user_id
LEFT JOIN talent_embeddings e ON e.user_id = p.user_id
WHERE (e.user_id IS NULL OR e.embedded_at < p.updated_at OR e.model <> $1) AND p.user_id > $2::uuid
ORDER BY p.user_id LIMIT $3`,
);
const COMPANIES_PENDING_COUNT = statement<{ n: number }, [model: string]>(
  `SELECT count(*)::int AS n FROM companies c LEFT JOIN company_embeddings e ON e.company_id = c.id
WHERE e.company_id IS NULL OR e.model <> $1`,
);
const COMPANIES_PENDING = statement<CompanyPending, [model: string, after: string, limit: number]>(
  `SELECT c.id, c.name, c.tagline, c.industry, c.description, c.research
FROM companies c LEFT JOIN company_embeddings e ON e.company_id = c.id
WHERE (e.company_id IS NULL OR e.model <> $1) AND c.id > $2::uuid
ORDER BY c.id LIMIT $3`,
);

const PENDING_STATEMENTS = {
  talents: { count: TALENTS_PENDING_COUNT, dropIndex: TALENTS_INDEX_DROP, next: TALENTS_PENDING },
  companies: { count: COMPANIES_PENDING_COUNT, dropIndex: COMPANIES_INDEX_DROP, next: COMPANIES_PENDING },
} as const;

/** How many of a kind have no current embedding of `model` (a stored model, `storedModel`). */
export async function pendingCount(db: Db, kind: 'talents' | 'companies', model: string): Promise<number> {
  const [counted] = await run(db, PENDING_STATEMENTS[kind].count, [model]);
  return Number(counted?.n ?? 0);
}

/**
 * Embeds every talent and company without a current embedding (missing, older than its profile,
 * or from another model). Resumable: it only ever looks at what is still missing, so stopping it
 * and running it again carries on. Returns how many it embedded.
 *
 * A batch is stored while the next one is being encoded (the encoder runs on worker threads).
 * With `bulkFrom`, a kind with at least that many pending rows is embedded without its HNSW index,
 * which is built again at the end (also when stopped): building it once costs about a third of
 * inserting into it row by row.
 */
export async function embedPending(options: {
  db: Db;
  embedder: Embedder;
  batchSize?: number;
  bulkFrom?: number;
  onProgress?: (progress: EmbedProgress) => void;
  onIndex?: (kind: 'talents' | 'companies', phase: 'dropped' | 'built') => void;
  signal?: AbortSignal;
  /** Stop after about this many (a job embeds in slices and queues the next). */
  limit?: number;
  /** Waits between batches (a serving process leaves the database to requests). */
  pause?: () => Promise<void>;
}): Promise<number> {
  const { db, embedder, batchSize = 32, bulkFrom = Infinity, onProgress, onIndex, signal, limit = Infinity, pause } = options;
  let embedded = 0;
  for (const kind of ['talents', 'companies'] as const) {
    const model = storedModel(embedder);
    const total = await pendingCount(db, kind, model);
    const bulk = total >= bulkFrom;
    if (bulk) {
      await run(db, PENDING_STATEMENTS[kind].dropIndex, []);
      onIndex?.(kind, 'dropped');
    }
    try {
      let done = 0;
      let after = '00000000-0000-0000-0000-000000000000';
      let storing: Promise<void> = Promise.resolve();
      while (done < total && embedded < limit && !signal?.aborted) {
        if (pause && done > 0) await pause();
        const rows: PendingRow[] = await run<PendingRow, [string, string, number]>(db, PENDING_STATEMENTS[kind].next, [
          model,
          after,
          batchSize,
        ]);
        if (rows.length === 0) break;
        const texts = rows.map((row) =>
          kind === 'talents' ? talentEmbeddingText(row as TalentPending) : companyEmbeddingText(row as CompanyPending),
        );
        // The sentence encoder drops an empty text from its answer: give every row something to read.
        const vectors = await embedder.embed(texts.map((text) => text.trim() || 'unknown'));
        if (vectors.length !== rows.length)
          throw new Error(`The embedder answered ${vectors.length} vectors for ${rows.length} texts`);
        await storing;
        storing = storeEmbeddings(
          db,
          kind,
          model,
          rows.map((row, index) => ({ id: row.id, vector: vectors[index]! })),
        );
        after = rows[rows.length - 1]!.id;
        done += rows.length;
        embedded += rows.length;
        onProgress?.({ kind, done, total });
      }
      await storing;
    } finally {
      if (bulk) {
        await buildVectorIndex(db, kind);
        onIndex?.(kind, 'built');
      }
    }
  }
  return embedded;
}

/**
 * Makes each kind's HNSW index where it is missing: a bulk embedding that was killed before it could
 * build the index again left it so (the server and the CLIs call this as they start).
 */
export async function restoreVectorIndexes(db: Db) {
  for (const kind of ['talents', 'companies'] as const) await buildVectorIndex(db, kind);
}

/** The HNSW index of a kind, built in memory where it fits (the default 64 MB holds about 25,000 vectors). */
async function buildVectorIndex(db: Db, kind: 'talents' | 'companies') {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '512MB'`));
    await run(tx as unknown as Db, CREATE_VECTOR_INDEX, [kind]);
  });
}

type TalentPending = {
  id: string;
  headline: string;
  experiences: unknown;
  education: unknown;
  github_projects: unknown;
};
type CompanyPending = {
  id: string;
  name: string | null;
  tagline: string | null;
  industry: string | null;
  description: string | null;
  research: unknown;
};
type PendingRow = TalentPending | CompanyPending;

async function storeEmbeddings(db: Db, kind: 'talents' | 'companies', model: string, items: { id: string; vector: number[] }[]) {
  const table = kind === 'talents' ? 'talent_embeddings' : 'company_embeddings';
  const key = kind === 'talents' ? 'user_id' : 'company_id';
  const values = sql.join(
    items.map((item) => sql`(${item.id}::uuid, ${model}, ${toVectorLiteral(item.vector)}::vector, now())`),
    sql`, `,
  );
  await db.execute(
    sql`INSERT INTO ${sql.raw(table)} (${sql.raw(key)}, model, embedding, embedded_at) VALUES ${values}
        ON CONFLICT (${sql.raw(key)}) DO UPDATE SET model = excluded.model, embedding = excluded.embedding, embedded_at = excluded.embedded_at`,
  );
}
