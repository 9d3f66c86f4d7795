import { inArray } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, type TalentResult } from '@hearth/contract/search';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { Embedder } from '../indexing/embeddings/embedder.ts';
import { toVectorLiteral } from '../sql.ts';
import { planSearch, textCandidates } from './candidates.ts';
import { employeesOf, readProfiles, readRanked, toResults, type SearchKind } from './profiles.ts';
import { expandedPrompt, parsePrompt } from './prompt.ts';
import { round, toCompany, toTalentResult, type TalentRow } from './serialize.ts';
import { rememberPlan } from './session-plans.ts';
import { storeSession } from './sessions.ts';
import { similarities } from './similarity.ts';
import { noTimings, type Timings } from './timings.ts';

export { loadMore } from './sessions.ts';
export type SearchContext = {
  db: Db;
  hasVector: boolean;
  embedder: Embedder;
  log?: { warn: (obj: unknown, msg: string) => void };
};
/**
 * Fusion of the profile's reading (rank.ts, 0–1) with the sentence embeddings' similarity, by the
 * similarity's rank among the profiles read, never its value: encoders differ in the scale of
 * their cosines (the local one's sit around 0.6–0.8, an endpoint's may sit around 0.2–0.5), and a
 * rank cannot be bought by repeating words. The reading leads; the similarity breaks its ties and
 * moves a result past another that reads almost as well.
 */
const TEXT_WEIGHT = 0.94;
const SEMANTIC_WEIGHT = 0.06;

async function embedPrompt(context: SearchContext, prompt: string): Promise<number[] | null> {
  if (!context.hasVector) return null;
  try {
    const [vector] = await context.embedder.embed([prompt]);
    return vector ?? null;
  } catch (error) {
    // The embedder is outside our walls when it is an HTTP endpoint: answer with full-text.
    context.log?.warn({ err: error }, 'prompt embedding failed; searching full-text only');
    return null;
  }
}

/** Each similarity's rank among `values`, as a share: 0 the least similar, 1 the most (ties share the lower rank). */
function rankShares(values: number[]): (value: number) => number {
  const sorted = [...values].sort((a, b) => a - b);
  const last = Math.max(1, sorted.length - 1);
  return (value) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid]! < value) low = mid + 1;
      else high = mid;
    }
    return low / last;
  };
}

/**
 * Ranks by the profile's reading and the rank of its semantic similarity; a result that shows any
 * of the prompt's concepts stays above one found by meaning alone (the nearest embeddings, whatever
 * their cosine: what counts as similar depends on the encoder).
 */
export function fuse(rows: { id: string; text: number; semantic: number | null }[]) {
  const share = rankShares(rows.flatMap((row) => (row.semantic === null ? [] : [row.semantic])));
  return rows
    .map((row) => ({ ...row, semanticRank: row.semantic === null ? 0 : share(row.semantic) }))
    .filter((row) => row.text > 0 || row.semantic !== null)
    .map(({ semanticRank, ...row }) => ({
      ...row,
      score:
        row.text > 0
          ? 0.5 + 0.5 * (TEXT_WEIGHT * row.text + SEMANTIC_WEIGHT * semanticRank)
          : 0.5 * SEMANTIC_WEIGHT * semanticRank,
    }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

/** Runs a search, stores its ranking as a search session, and answers the first page. */
export async function search(options: {
  context: SearchContext;
  actor: Actor;
  kind: SearchKind;
  prompt: string;
  timings?: Timings;
}) {
  const { context, actor, kind, prompt, timings = noTimings } = options;
  const { db } = context;
  // The prompt is embedded on a worker thread (with the long forms of its abbreviations; employers
  // are not expanded, so it needs no look-up) while the database plans, picks the full-text
  // candidates and reads them: everything but the nearest embeddings waits on nothing else.
  const embedStarted = performance.now();
  const embedding = embedPrompt(context, expandedPrompt(prompt, parsePrompt(prompt))).finally(() =>
    timings.add('embed', performance.now() - embedStarted),
  );
  const { plan } = await planSearch(db, kind, prompt);
  timings.mark('plan');
  const found = await textCandidates({ db, kind, plan });
  const foundIds = found.map((candidate) => candidate.id);
  timings.mark('candidates');
  const read = await readRanked({ db, kind, plan, ids: foundIds });
  timings.mark('read');
  const vector = await embedding;
  timings.mark('embed-wait');
  const semantic = new Map<string, number>();
  if (vector) {
    const scored = await similarities({ db, kind, literal: toVectorLiteral(vector), ids: foundIds });
    timings.mark('similarity');
    for (const row of scored) semantic.set(row.id, row.semantic);
    const known = new Set(foundIds);
    const nearestOnly = scored.filter((row) => row.nearest && !known.has(row.id)).map((row) => row.id);
    read.push(...(await readRanked({ db, kind, plan, ids: nearestOnly })));
    timings.mark('read-nearest');
  }
  const ranked = fuse(
    read.map(({ row, ranked: reading }) => ({
      id: row.id,
      text: reading.score,
      semantic: vector ? (semantic.get(row.id) ?? null) : null,
    })),
  );
  const scores = ranked.map((row) => ({
    text: round(row.text),
    semantic: row.semantic === null ? null : round(row.semantic),
    fused: round(row.score),
  }));
  timings.mark('fuse');
  const sessionId = await storeSession({ db, actor, kind, prompt, ids: ranked.map((row) => row.id), scores });
  timings.mark('session');
  const byId = new Map(read.map(({ row }) => [row.id, row]));
  const page = ranked.slice(0, SEARCH_PAGE_SIZE).map((row) => byId.get(row.id)!);
  rememberPlan(sessionId, plan);
  const list = await toResults(db, kind, plan.concepts, page, scores.slice(0, SEARCH_PAGE_SIZE));
  timings.mark('page');
  return { id: sessionId, list };
}

/**
 * docs/product/search.md#api `GET /user/id/{id}`: a talent with its extras and evidence. Someone who
 * chose not to appear in talent search is not found here either.
 */
export async function getTalent(options: { db: Db; userId: string }): Promise<TalentResult> {
  const [row] = await readProfiles(options.db, 'talents', [options.userId]);
  if (!row) throw notFound('Talent not found.');
  return toTalentResult(row as TalentRow);
}

/** The same company page URL written with or without www, https or a trailing slash. */
function urlVariants(url: string): string[] {
  const bare = url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
  return ['https://www.', 'https://', 'http://www.', 'http://'].flatMap((prefix) => [`${prefix}${bare}`, `${prefix}${bare}/`]);
}

/** docs/product/search.md#api `GET /company/linkedin/{encoded url}`: a company, normalised, with its people. */
export async function getCompanyByUrl(options: { db: Db; linkedinUrl: string }) {
  const [row] = await options.db
    .select({
      id: companies.id,
      linkedin_url: companies.linkedinUrl,
      name: companies.name,
      tagline: companies.tagline,
      description: companies.description,
      industry: companies.industry,
      website: companies.website,
      social_links: companies.socialLinks,
      research: companies.research,
      is_tracked: companies.isTracked,
    })
    .from(companies)
    .where(inArray(companies.linkedinUrl, urlVariants(options.linkedinUrl)))
    .limit(1);
  if (!row) throw notFound('Company not found.');
  const employees = await employeesOf(options.db, [row.id]);
  return toCompany(row, { employees: employees.get(row.id) ?? [] });
}
