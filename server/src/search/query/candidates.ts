import type { Db } from '../../db/client.ts';
import { readRows, statement, toArrayLiteral } from '../sql.ts';
import { lexemesOf } from './highlight.ts';
import { COMMON, buildPlan, type Plan } from './plan.ts';
import { WORD, nameCandidates, parsePrompt } from './prompt.ts';
import type { SearchKind } from './profiles.ts';
import { synonymsOf } from './synonyms.ts';

/** How many full-text candidates are read (rank.ts), the best pre-ranked first. */
const READ = 80;
/** Read beside a full first tier: the best pre-ranked of those that miss one rare concept. */
const NEAR_READ = 16;
/**
 * Read beside a full first tier: the best pre-ranked of those with every rare concept, one or more
 * only in the headline or name ("Systems Engineer" as a headline, "Software Engineer" as the title).
 * The reading tells a headline that names a role from one that lists keywords (segments.ts).
 */
const HEADLINE_READ = 8;
/** At most this many full-text matches are pre-ranked (plan.ts picks them). */
const GATE_CAP = 1000;

/**
 * What a plan needs (plan.ts): how many documents have each lexeme ($2) and have any at all (''),
 * and which of the prompt's word sequences ($3) are known employers.
 */
const PLAN_STATS = statement<
  { what: 'stat' | 'company'; value: string; ndoc: number },
  [kind: SearchKind, lexemes: string, names: string]
>(
  `SELECT 'stat' AS what, lexeme AS value, ndoc FROM search_term_stats WHERE kind = $1 AND lexeme = ANY($2::text[])
UNION ALL
SELECT 'company', name, 0 FROM search_company_names WHERE name = ANY($3::text[])`,
);

/** The prompt read as concepts, weighed, with its candidate queries (prompt.ts, plan.ts). */
export async function planSearch(db: Db, kind: SearchKind, prompt: string) {
  // Every word the prompt may come to stand for: its own, its synonyms' and what else meets its concepts.
  const words = new Set((prompt.match(WORD) ?? []).map((word) => word.toLowerCase()));
  for (const candidate of nameCandidates(prompt))
    for (const phrase of synonymsOf(candidate)) for (const word of phrase.split(' ')) words.add(word);
  for (const concept of parsePrompt(prompt))
    for (const word of [...concept.phrases, ...concept.metBy, ...concept.within].flat()) words.add(word);
  const lexemes = await lexemesOf(db, words);
  const rows = await readRows(db, PLAN_STATS, [
    kind,
    toArrayLiteral(['', ...new Set([...lexemes.values()].flat())]),
    toArrayLiteral(kind === 'talents' ? nameCandidates(prompt) : []),
  ]);
  const ndoc = new Map(rows.filter((row) => row.what === 'stat').map((row) => [row.value, Number(row.ndoc)]));
  const companyNames = new Set(rows.filter((row) => row.what === 'company').map((row) => row.value));
  const concepts = parsePrompt(prompt, companyNames);
  const counted = [...ndoc.entries()].filter(([lexeme]) => lexeme !== '').map(([, n]) => n);
  const plan = buildPlan({
    concepts,
    lexemes: (word) => lexemes.get(word) ?? [],
    stats: {
      // Before the first refresh there is no count: any common word is taken for a third of the documents.
      documents: ndoc.get('') ?? Math.max(2 * COMMON, 3 * Math.max(0, ...counted)),
      ndoc: (lexeme) => ndoc.get(lexeme) ?? 0,
    },
  });
  return { plan };
}

type Candidate = { id: string; text: number };

/**
 * Candidates (plan.ts): up to $4 profiles with every rare concept ($1), pre-ranked by ts_rank over
 * all concepts ($3); the best $5 of those where it is evidence ($6: the same query, weights A, B, D),
 * checked in rank order so that most are never checked. Only when those are fewer than $5 are they
 * followed by the others, then (when $7) by up to $4 with any rare concept or every common one ($2);
 * otherwise none of those would be among the best $5. Weights {D, C, B, A}: titles over work over a
 * headline's words (the documents of migration 0010_search-ddl.sql). The rank is divided by the
 * document's length (normalization 2): ts_rank grows with every repetition of a word, so long
 * profiles that repeat the prompt's words in every job and project would otherwise fill the
 * profiles read before a concise one that says it once. The OFFSET 0 in `first` keeps the evidence
 * check above the sort. When the first $5 are all there, the best $9 of up to $4 with every rare
 * concept but one ($8) are read beside them: who did the work without writing one of the prompt's
 * words ("Llama inference" for "LLM inference") would otherwise never be read. So are the best $10 of
 * those with every rare concept where it is not all evidence (HEADLINE_READ).
 */
type CandidateParams = [
  all: string,
  more: string,
  rank: string,
  cap: number,
  read: number,
  evidence: string,
  withMore: boolean,
  near: string,
  nearRead: number,
  headlineRead: number,
];
/** The candidates statement of one kind: the same text for both, over its own table and key. */
const candidatesOf = (table: string, key: string) =>
  statement<Candidate, CandidateParams>(`WITH matched AS MATERIALIZED (
  SELECT ${key === 'id' ? 'id' : `${key} AS id`}, search, ts_rank('{1,0.2,0.6,1}', search, $3::tsquery, 2) AS text
  FROM ${table} WHERE search @@ $1::tsquery LIMIT $4
),
first AS MATERIALIZED (
  SELECT id, text FROM (SELECT * FROM matched ORDER BY text DESC, id OFFSET 0) ranked WHERE search @@ $6::tsquery LIMIT $5
)
(SELECT id, text FROM (
  SELECT id, text, 0 AS tier FROM first
  UNION ALL
  SELECT id, text, 1 FROM matched WHERE (SELECT count(*) FROM first) < $5 AND id NOT IN (SELECT id FROM first)
  UNION ALL
  (SELECT ${key}, ts_rank('{1,0.2,0.6,1}', search, $3::tsquery, 2), 2 FROM ${table}
   WHERE $7 AND (SELECT count(*) FROM first) < $5 AND search @@ $2::tsquery AND ${key} NOT IN (SELECT id FROM matched) LIMIT $4)
) gated
ORDER BY tier, text DESC, id
LIMIT $5)
UNION ALL
(SELECT id, text FROM (
  SELECT ${key} AS id, ts_rank('{1,0.2,0.6,1}', search, $3::tsquery, 2) AS text FROM ${table}
  WHERE $9 > 0 AND (SELECT count(*) FROM first) = $5 AND search @@ $8::tsquery AND ${key} NOT IN (SELECT id FROM matched) LIMIT $4
) near
ORDER BY text DESC, id
LIMIT $9)
UNION ALL
(SELECT id, text FROM matched
 WHERE $10 > 0 AND (SELECT count(*) FROM first) = $5 AND NOT search @@ $6::tsquery
 ORDER BY text DESC, id
 LIMIT $10)`);
const TALENT_CANDIDATES = candidatesOf('talent_profiles', 'user_id');
const COMPANY_CANDIDATES = candidatesOf('companies', 'id');

/** Full-text candidates, pre-ranked (plan.ts: the gate). */
export async function textCandidates(options: { db: Db; kind: SearchKind; plan: Plan }): Promise<Candidate[]> {
  const { db, kind, plan } = options;
  const { all, evidence, fill, loose, near } = plan.gate;
  const candidates = kind === 'talents' ? TALENT_CANDIDATES : COMPANY_CANDIDATES;
  const read = (query: string, labelled: string, more: string, missingOne: string) =>
    readRows(db, candidates, [
      query,
      more || query,
      plan.rank,
      GATE_CAP,
      READ,
      labelled,
      more !== '',
      missingOne || query,
      missingOne ? NEAR_READ : 0,
      query === labelled ? 0 : HEADLINE_READ,
    ]);
  if (!all) return [];
  const found = await read(all, evidence, fill, near);
  return found.length > 0 || !loose ? found : read(loose, loose, '', '');
}
