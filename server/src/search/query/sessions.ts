import { SEARCH_PAGE_SIZE } from '@hearth/contract/search';
import type { Db } from '../../db/client.ts';
import { searchSessions } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { run, statement } from '../sql.ts';
import { planSearch } from './candidates.ts';
import { readProfiles, toResults, type Score, type SearchKind } from './profiles.ts';
import { recallPlan } from './session-plans.ts';
import { noTimings, type Timings } from './timings.ts';

/**
 * Claims the next slice atomically (the row is locked), so two instances answering the same
 * session never serve a page twice. Only the session's creator may page it.
 */
const LOAD_MORE = statement<
  { kind: SearchKind; prompt: string; ids: string[]; scores: Score[] },
  [sessionId: string, userId: string, pageSize: number]
>(
  `WITH claimed AS (
  SELECT id, next_offset AS start FROM search_sessions WHERE id = $1 AND created_by = $2 FOR UPDATE
),
moved AS (
  UPDATE search_sessions s SET next_offset = LEAST(claimed.start + $3, jsonb_array_length(s.ranked_ids))
  FROM claimed WHERE s.id = claimed.id
  -- The page as a jsonpath range (0-based, inclusive; none when used up): 0.3 ms less than
  -- unnesting both arrays.
  RETURNING s.kind, s.prompt, s.ranked_ids, s.scores,
    CASE WHEN s.next_offset > claimed.start THEN format('$[%s to %s]', claimed.start, s.next_offset - 1)::jsonpath END AS page
)
SELECT kind, prompt,
  coalesce(jsonb_path_query_array(ranked_ids, page), '[]') AS ids,
  coalesce(jsonb_path_query_array(scores, page), '[]') AS scores
FROM moved`,
);

/** Stores a search's ranking for load more, the first page already served. */
export async function storeSession(options: {
  db: Db;
  actor: Actor;
  kind: SearchKind;
  prompt: string;
  ids: string[];
  scores: Score[];
}) {
  const { db, actor, kind, prompt, ids, scores } = options;
  const [session] = await db
    .insert(searchSessions)
    .values({ kind, prompt, createdBy: actor.userId, rankedIds: ids, scores, nextOffset: Math.min(SEARCH_PAGE_SIZE, ids.length) })
    .returning({ id: searchSessions.id });
  return session!.id;
}

/** The next page of a session (its creator's only), or an empty list when it is used up. */
export async function loadMore(options: { db: Db; actor: Actor; sessionId: string; timings?: Timings }) {
  const { db, timings = noTimings } = options;
  const [claimed] = await run(db, LOAD_MORE, [options.sessionId, options.actor.userId, SEARCH_PAGE_SIZE]);
  if (!claimed) throw notFound('Search session not found.');
  timings.mark('claim');
  if (claimed.ids.length === 0) return { kind: claimed.kind, list: [] };
  const remembered = recallPlan(options.sessionId);
  const [plan, rows] = await Promise.all([
    remembered ?? planSearch(db, claimed.kind, claimed.prompt).then((planned) => planned.plan),
    readProfiles(db, claimed.kind, claimed.ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const page = claimed.ids.flatMap((id) => byId.get(id) ?? []);
  const scores = claimed.ids.flatMap((id, index) => (byId.has(id) ? [claimed.scores[index] ?? { text: 0, semantic: null }] : []));
  timings.mark('read');
  const list = await toResults(db, claimed.kind, plan.concepts, page, scores);
  timings.mark('page');
  return { kind: claimed.kind, list };
}
