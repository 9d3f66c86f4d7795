import type { Db } from '../../db/client.ts';
import { run, statement, toArrayLiteral } from '../sql.ts';
import type { SearchKind } from './profiles.ts';

/**
 * Nearest embeddings per search (HNSW looks at hnsw.ef_search, 40 by default). Those that are not
 * full-text candidates are read and ranked after the prompt is embedded, on the search's critical
 * path: 20 instead of 40 saved about 1 ms a search and left nDCG@10 and P@10 as they were.
 */
const VECTOR_CANDIDATES = 20;

/** An embedding in pgvector's binary form (`vector_send`): dimensions (int16), unused (int16), then float4s, big-endian. */
type EmbeddingRow = { id: string; embedding: Uint8Array };
/**
 * The embeddings of the candidates $1, binary: read while the prompt is still being embedded (service.ts),
 * so that once it is, only the nearest ones are looked up. The same text for both kinds, over each
 * one's own table and key.
 */
const embeddingsOf = (table: string, key: string) =>
  statement<EmbeddingRow, [ids: string]>(
    `SELECT ${key} AS id, vector_send(embedding) AS embedding FROM ${table} WHERE ${key} = ANY($1::uuid[])`,
  );
/** The $2 embeddings nearest to the prompt's ($1, HNSW), binary. */
const nearestOf = (table: string, key: string) =>
  statement<EmbeddingRow, [vector: string, nearest: number]>(
    `SELECT ${key} AS id, vector_send(embedding) AS embedding FROM ${table} ORDER BY embedding <=> $1::vector LIMIT $2`,
  );
const STATEMENTS = {
  talents: { embeddings: embeddingsOf('talent_embeddings', 'user_id'), nearest: nearestOf('talent_embeddings', 'user_id') },
  companies: {
    embeddings: embeddingsOf('company_embeddings', 'company_id'),
    nearest: nearestOf('company_embeddings', 'company_id'),
  },
};

/** A `vector_send` value as numbers. */
function decode(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Float32Array(view.getInt16(0));
  for (let at = 0; at < values.length; at++) values[at] = view.getFloat32(4 + 4 * at);
  return values;
}

/** The embeddings of `ids` that have one (a profile waiting to be embedded has none). */
export async function candidateEmbeddings(options: { db: Db; kind: SearchKind; ids: string[] }) {
  const rows = await run(options.db, STATEMENTS[options.kind].embeddings, [toArrayLiteral(options.ids)]);
  return new Map(rows.map((row) => [row.id, decode(row.embedding)]));
}

/**
 * Cosine similarity as pgvector works it out for `1 - (a <=> b)`: single-precision sums, the prompt's
 * vector as its literal gives it (toVectorLiteral), so a similarity is the same whichever way it is found.
 */
function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let at = 0; at < a.length; at++) {
    dot = Math.fround(dot + Math.fround(a[at]! * b[at]!));
    normA = Math.fround(normA + Math.fround(a[at]! * a[at]!));
    normB = Math.fround(normB + Math.fround(b[at]! * b[at]!));
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/**
 * The nearest embeddings to the prompt's (`literal`, toVectorLiteral) with their similarity, and the
 * similarity of the candidates whose embeddings were read ahead (`candidates`). Every similarity is
 * worked out here, the same way, so ties come out the same whichever way a profile was found.
 */
export async function similarities(options: {
  db: Db;
  kind: SearchKind;
  literal: string;
  candidates: Map<string, Float32Array>;
}) {
  const { db, kind, literal, candidates } = options;
  const vector = Float32Array.from(literal.slice(1, -1).split(','), Number);
  const nearest = await run(db, STATEMENTS[kind].nearest, [literal, VECTOR_CANDIDATES]);
  const rows = new Map<string, { id: string; semantic: number; nearest: boolean }>();
  for (const [id, embedding] of candidates) rows.set(id, { id, semantic: cosine(vector, embedding), nearest: false });
  for (const row of nearest) {
    const known = rows.get(row.id);
    if (known) known.nearest = true;
    else rows.set(row.id, { id: row.id, semantic: cosine(vector, decode(row.embedding)), nearest: true });
  }
  return [...rows.values()];
}
