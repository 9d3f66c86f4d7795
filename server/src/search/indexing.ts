import type { Db } from '../db/client.ts';
import type { Embedder } from './embeddings/embedder.ts';
import { run, toVectorLiteral } from './sql.ts';
import { sql } from 'drizzle-orm';

type Json = Record<string, unknown>;
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

const MAX_TEXT = 200;

/**
 * What the sentence encoder reads of a talent: what they do, where they worked and studied, what
 * they built. Its cost grows with every token (about 0.45 ms each here), so names (full text finds
 * those), repository owners and a headline repeating the latest role are left out, and the text is
 * cut at 200 characters.
 */
export function talentEmbeddingText(row: {
  headline: string;
  experiences: unknown;
  education: unknown;
  github_projects: unknown;
}): string {
  const roles = list(row.experiences)
    .slice(0, 3)
    .map((e) => `${str(e.title)} at ${str(e.company)}`);
  const headline = row.headline.replace(/\s+@\s+/g, ' at ').trim();
  const parts = [
    roles[0] === headline ? '' : headline,
    roles.join('; '),
    list(row.education)
      .map((e) => `${str(e.degree_name)} ${str(e.school)}`.trim())
      .join('; '),
    list(row.github_projects)
      .map((g) => `${str(g.name).replace(/^[^/]*\//, '')} ${str(g.description)}`.trim())
      .join('; '),
  ];
  return parts.filter(Boolean).join('. ').slice(0, MAX_TEXT);
}

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
  return [row.name, row.tagline, row.industry, tags, row.description].filter(Boolean).join('. ').slice(0, MAX_TEXT);
}

export type EmbedProgress = { kind: 'talents' | 'companies'; done: number; total: number };

/**
 * Embeds every talent and company without a current embedding (missing, older than its profile,
 * or from another model). Resumable: it only ever looks at what is still missing, so stopping it
 * and running it again carries on. Returns how many it embedded.
 */
export async function embedPending(options: {
  db: Db;
  embedder: Embedder;
  batchSize?: number;
  onProgress?: (progress: EmbedProgress) => void;
  signal?: AbortSignal;
}): Promise<number> {
  const { db, embedder, batchSize = 32, onProgress, signal } = options;
  let embedded = 0;
  for (const kind of ['talents', 'companies'] as const) {
    const [counted] = await run<{ n: number }>(db, `${kind}-pending-count`, [embedder.model]);
    const total = Number(counted?.n ?? 0);
    let done = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    while (done < total && !signal?.aborted) {
      const rows = await run<PendingRow>(db, `${kind}-pending`, [embedder.model, after, batchSize]);
      if (rows.length === 0) break;
      const texts = rows.map((row) =>
        kind === 'talents' ? talentEmbeddingText(row as TalentPending) : companyEmbeddingText(row as CompanyPending),
      );
      // The sentence encoder drops an empty text from its answer: give every row something to read.
      const vectors = await embedder.embed(texts.map((text) => text.trim() || 'unknown'));
      if (vectors.length !== rows.length)
        throw new Error(`The embedder answered ${vectors.length} vectors for ${rows.length} texts`);
      await storeEmbeddings(
        db,
        kind,
        embedder.model,
        rows.map((row, index) => ({ id: row.id, vector: vectors[index]! })),
      );
      after = rows[rows.length - 1]!.id;
      done += rows.length;
      embedded += rows.length;
      onProgress?.({ kind, done, total });
      // Let requests in between batches: the local model runs on this thread.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return embedded;
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
