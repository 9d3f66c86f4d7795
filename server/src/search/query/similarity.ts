import type { Db } from '../../db/client.ts';
import { readRows, statement, toArrayLiteral } from '../sql.ts';
import type { SearchKind } from './profiles.ts';

/**
 * Nearest embeddings per search (HNSW looks at hnsw.ef_search, 40 by default). Those that are not
 * full-text candidates are read and ranked after the prompt is embedded, on the search's critical
 * path: 20 instead of 40 saved about 1 ms a search and left nDCG@10 and P@10 as they were.
 */
const VECTOR_CANDIDATES = 20;

type SimilarityRow = { id: string; semantic: number | string; nearest: boolean };
/**
 * The $2 talents nearest to the prompt's embedding ($1, HNSW) and the candidates $3, each with its
 * cosine similarity to the prompt; read by the embeddings' table alone, since the profiles of the
 * candidates were read while the prompt was being embedded (service.ts). The same text for both kinds,
 * over each one's own table and key. The prompt's vector is written once: each `$1` of a statement is
 * sent as a parameter of its own (db/bind.ts), and casting one parses its 512 numbers anew, about
 * 0.7 ms in PGlite.
 */
const similarityOf = (table: string, key: string) =>
  statement<SimilarityRow, [vector: string, nearest: number, ids: string]>(
    `WITH prompt AS MATERIALIZED (SELECT $1::vector AS embedding)
SELECT id, max(semantic) AS semantic, bool_or(nearest) AS nearest
FROM (
  (SELECT ${key} AS id, 1 - (embedding <=> (SELECT embedding FROM prompt)) AS semantic, true AS nearest
   FROM ${table} ORDER BY embedding <=> (SELECT embedding FROM prompt) LIMIT $2)
  UNION ALL
  (SELECT ${key}, 1 - (embedding <=> (SELECT embedding FROM prompt)), false FROM ${table} WHERE ${key} = ANY($3::uuid[]))
) found
GROUP BY id`,
  );
const TALENT_SIMILARITY = similarityOf('talent_embeddings', 'user_id');
const COMPANY_SIMILARITY = similarityOf('company_embeddings', 'company_id');

/** The nearest embeddings to the prompt's with their similarity, and the similarity of the candidates `ids`. */
export async function similarities(options: { db: Db; kind: SearchKind; literal: string; ids: string[] }) {
  const { db, kind, literal, ids } = options;
  const rows = await readRows(db, kind === 'talents' ? TALENT_SIMILARITY : COMPANY_SIMILARITY, [
    literal,
    VECTOR_CANDIDATES,
    toArrayLiteral(ids),
  ]);
  return rows.map((row) => ({ id: row.id, semantic: Number(row.semantic), nearest: row.nearest }));
}
