import { eq, inArray } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, type CompanyEmployee, type CompanyResult, type TalentResult } from '@hearth/contract/search';
import type { Db } from '../db/client.ts';
import { companies, companyPeople, searchSessions, talentProfiles, users } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';
import { notFound } from '../http/errors.ts';
import type { Embedder } from './embeddings/embedder.ts';
import { knownLexemes, lexemesOf, snippetsOf } from './highlight.ts';
import { COMMON, buildPlan, type Plan } from './plan.ts';
import { WORD, expandedPrompt, nameCandidates, parsePrompt } from './prompt.ts';
import { conceptPrefixes, rankProfile, type RankConcept } from './rank.ts';
import { companyText, talentText } from './segments.ts';
import { round, toCompany, toMatch, toTalent, type CompanyRow, type TalentRow } from './serialize.ts';
import { rememberPlan, recallPlan } from './session-plans.ts';
import { readRows, run, toArrayLiteral, toVectorLiteral } from './sql.ts';
import { synonymsOf } from './synonyms.ts';
import { noTimings, type Timings } from './timings.ts';

export type SearchKind = 'talents' | 'companies';
export type SearchContext = {
  db: Db;
  hasVector: boolean;
  embedder: Embedder;
  log?: { warn: (obj: unknown, msg: string) => void };
};
type Score = { text: number; semantic: number | null; fused?: number };

/** How many full-text candidates are read (rank.ts), the best pre-ranked first. */
const READ = 80;
/**
 * Nearest embeddings per search (HNSW looks at hnsw.ef_search, 40 by default). Those that are not
 * full-text candidates are read and ranked after the prompt is embedded, on the search's critical
 * path: 20 instead of 40 saved about 1 ms a search and left nDCG@10 and P@10 as they were.
 */
const VECTOR_CANDIDATES = 20;
/** At most this many full-text matches are pre-ranked (plan.ts picks them). */
const GATE_CAP = 1000;
/** Fusion: the profile's reading (rank.ts) and the cosine similarity of the sentence embeddings. */
const TEXT_WEIGHT = 0.8;
const SEMANTIC_WEIGHT = 0.2;
/** A result found only by meaning must be at least this similar to count. */
const MIN_SEMANTIC_ONLY = 0.3;

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

/**
 * Ranks by the profile's reading and the semantic similarity; a result that shows any of the
 * prompt's concepts stays above one found by meaning alone.
 */
export function fuse(rows: { id: string; text: number; semantic: number | null }[]) {
  return rows
    .filter((row) => row.text > 0 || (row.semantic ?? 0) >= MIN_SEMANTIC_ONLY)
    .map((row) => {
      const semantic = SEMANTIC_WEIGHT * Math.max(0, row.semantic ?? 0);
      return { ...row, score: row.text > 0 ? 0.5 + 0.5 * (TEXT_WEIGHT * row.text + semantic) : 0.5 * semantic };
    })
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

/** The prompt read as concepts, weighed, with its candidate queries (prompt.ts, plan.ts). */
export async function planSearch(db: Db, kind: SearchKind, prompt: string) {
  // Every word the prompt may come to stand for: its own and its synonyms'.
  const words = new Set((prompt.match(WORD) ?? []).map((word) => word.toLowerCase()));
  for (const candidate of nameCandidates(prompt))
    for (const phrase of synonymsOf(candidate)) for (const word of phrase.split(' ')) words.add(word);
  const lexemes = await lexemesOf(db, words);
  const rows = await readRows<{ what: 'stat' | 'company'; value: string; ndoc: number }>(db, 'plan-stats', [
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

/** Full-text candidates, pre-ranked (plan.ts: the gate). */
export async function textCandidates(options: { db: Db; kind: SearchKind; plan: Plan }): Promise<Candidate[]> {
  const { db, kind, plan } = options;
  const { all, evidence, fill, loose } = plan.gate;
  const statement = kind === 'talents' ? 'talent-candidates' : 'company-candidates';
  const read = (query: string, labelled: string, more: string) =>
    readRows<Candidate>(db, statement, [query, more || query, plan.rank, GATE_CAP, READ, labelled, more !== '']);
  if (!all) return [];
  const found = await read(all, evidence, fill);
  return found.length > 0 || !loose ? found : read(loose, loose, '');
}

type ProfileRow = TalentRow | CompanyRow;

/**
 * Reads profiles against the plan (rank.ts); with hits for the ones shown. Words are looked up in the
 * lexeme cache as the profiles are read; a profile that met a word not looked up yet is read again
 * once those are fetched (one query), so a warm cache reads each profile once.
 */
async function rankRows(db: Db, kind: SearchKind, concepts: RankConcept[], rows: ProfileRow[], withHits: boolean) {
  const texts = rows.map((row) => (kind === 'talents' ? talentText(row as TalentRow) : companyText(row as CompanyRow)));
  const prefixes = conceptPrefixes(concepts);
  const fetched = new Map<string, string[]>();
  const missing = new Set<string>();
  let missed = false;
  const lookUp = (word: string) => {
    const found = fetched.get(word) ?? knownLexemes(word);
    if (found !== undefined) return found;
    missing.add(word);
    missed = true;
    return [];
  };
  const ranked: ReturnType<typeof rankProfile>[] = [];
  let pending = rows.map((_, index) => index);
  while (pending.length > 0) {
    const again: number[] = [];
    for (const index of pending) {
      missed = false;
      ranked[index] = rankProfile({ concepts, segments: texts[index]!.segments, lexemes: lookUp, withHits, prefixes });
      if (missed) again.push(index);
    }
    if (again.length === 0) break;
    for (const [word, lexemes] of await lexemesOf(db, missing)) fetched.set(word, lexemes);
    missing.clear();
    pending = again;
  }
  return rows.map((row, index) => ({ row, text: texts[index]!, ranked: ranked[index]! }));
}

/** Reads and ranks the profiles of `ids`. */
async function readRanked(options: { db: Db; kind: SearchKind; plan: Plan; ids: string[] }) {
  const { db, kind, plan, ids } = options;
  if (ids.length === 0) return [];
  const statement = kind === 'talents' ? 'talent-profiles' : 'company-profiles';
  const rows = await readRows<ProfileRow>(db, statement, [toArrayLiteral(ids)]);
  return rankRows(db, kind, plan.concepts, rows, false);
}

/** The nearest embeddings to the prompt's with their similarity, and the similarity of the candidates `ids`. */
async function similarities(options: { db: Db; kind: SearchKind; literal: string; ids: string[] }) {
  const { db, kind, literal, ids } = options;
  const statement = kind === 'talents' ? 'talent-similarity' : 'company-similarity';
  const rows = await readRows<{ id: string; semantic: number | string; nearest: boolean }>(db, statement, [
    literal,
    VECTOR_CANDIDATES,
    toArrayLiteral(ids),
  ]);
  return rows.map((row) => ({ id: row.id, semantic: Number(row.semantic), nearest: row.nearest }));
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

/** Stores a search's ranking for load more, the first page already served. */
async function storeSession(options: { db: Db; actor: Actor; kind: SearchKind; prompt: string; ids: string[]; scores: Score[] }) {
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
  const [claimed] = await run<{ kind: SearchKind; prompt: string; ids: string[]; scores: Score[] }>(db, 'load-more', [
    options.sessionId,
    options.actor.userId,
    SEARCH_PAGE_SIZE,
  ]);
  if (!claimed) throw notFound('Search session not found.');
  timings.mark('claim');
  if (claimed.ids.length === 0) return { kind: claimed.kind, list: [] };
  const statement = claimed.kind === 'talents' ? 'talent-profiles' : 'company-profiles';
  const remembered = recallPlan(options.sessionId);
  const [plan, rows] = await Promise.all([
    remembered ?? planSearch(db, claimed.kind, claimed.prompt).then((planned) => planned.plan),
    readRows<ProfileRow>(db, statement, [toArrayLiteral(claimed.ids)]),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const page = claimed.ids.flatMap((id) => byId.get(id) ?? []);
  const scores = claimed.ids.flatMap((id, index) => (byId.has(id) ? [claimed.scores[index] ?? { text: 0, semantic: null }] : []));
  timings.mark('read');
  const list = await toResults(db, claimed.kind, plan.concepts, page, scores);
  timings.mark('page');
  return { kind: claimed.kind, list };
}

/** A page of results, each with why it matched: the concepts it shows and its snippets, with those words marked. */
async function toResults(db: Db, kind: SearchKind, concepts: RankConcept[], rows: ProfileRow[], scores: Score[]) {
  const read = await rankRows(db, kind, concepts, rows, true);
  if (kind === 'talents')
    return read.map(({ row, text, ranked }, index): TalentResult => ({
      user: toTalent(row as TalentRow),
      match: toMatch({ terms: ranked.terms, snippets: snippetsOf(text, ranked.hits!), score: scores[index]! }),
    }));
  const employees = await employeesOf(
    db,
    rows.map((row) => row.id),
  );
  return read.map(({ row, text, ranked }, index): CompanyResult => ({
    ...toCompany(row as CompanyRow, { employees: employees.get(row.id) ?? [], score: scores[index]!.fused ?? 0 }),
    match: toMatch({ terms: ranked.terms, snippets: snippetsOf(text, ranked.hits!), score: scores[index]! }),
  }));
}

async function employeesOf(db: Db, companyIds: string[]): Promise<Map<string, CompanyEmployee[]>> {
  const map = new Map<string, CompanyEmployee[]>();
  if (companyIds.length === 0) return map;
  const rows = await db
    .select({
      companyId: companyPeople.companyId,
      id: users.id,
      name: users.name,
      headline: users.headline,
      current: companyPeople.current,
    })
    .from(companyPeople)
    .innerJoin(users, eq(users.id, companyPeople.userId))
    .where(inArray(companyPeople.companyId, companyIds))
    .orderBy(users.name);
  for (const { companyId, ...employee } of rows) {
    const list = map.get(companyId) ?? [];
    list.push(employee);
    map.set(companyId, list);
  }
  return map;
}

/** docs/product/search.md#api `GET /user/id/{id}`: a talent with its extras. */
export async function getTalent(options: { db: Db; userId: string }): Promise<TalentResult> {
  const [row] = await options.db
    .select({ user: users, extras: talentProfiles })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(eq(users.id, options.userId))
    .limit(1);
  if (!row) throw notFound('Talent not found.');
  const { user, extras } = row;
  return {
    user: toTalent({
      id: user.id,
      email: user.email,
      name: user.name,
      headline: user.headline,
      photo_url: user.photoUrl,
      linkedin_url: user.linkedinUrl,
      github_url: user.githubUrl,
      twitter_url: user.twitterUrl,
      role: user.role,
      ai_project: user.aiProject,
      experiences: extras?.experiences ?? [],
      education: extras?.education ?? [],
      github_projects: extras?.githubProjects ?? [],
    }),
  };
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
