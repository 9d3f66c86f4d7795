import { eq, inArray } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, type CompanyEmployee, type CompanyResult, type TalentResult } from '@hearth/contract/search';
import type { Db } from '../db/client.ts';
import { companies, companyPeople, searchSessions, talentProfiles, users } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';
import { notFound } from '../http/errors.ts';
import type { Embedder } from './embeddings/embedder.ts';
import { run, toArrayLiteral, toVectorLiteral } from './sql.ts';
import { highlight } from './highlight.ts';
import {
  companyFields,
  round,
  talentFields,
  toCompany,
  toMatch,
  toTalent,
  type CompanyRow,
  type TalentRow,
} from './serialize.ts';

export type SearchKind = 'talents' | 'companies';
export type SearchContext = {
  db: Db;
  hasVector: boolean;
  embedder: Embedder;
  log?: { warn: (obj: unknown, msg: string) => void };
};
type Score = { text: number; semantic: number | null };

/** How many ranked results a session keeps; load more pages through them. */
const CANDIDATES = 200;
/** Nearest embeddings per search: HNSW answers at most hnsw.ef_search (40 by default) anyway. */
const VECTOR_CANDIDATES = 40;
/** At most this many full-text matches are ranked (search.sql: hearth_search_gate picks them). */
const GATE_CAP = 2000;
/** Fusion weights of the normalised text rank and the cosine similarity. */
const TEXT_WEIGHT = 0.65;
const SEMANTIC_WEIGHT = 0.35;
/** A result found only by meaning must be at least this similar to count. */
const MIN_SEMANTIC_ONLY = 0.3;

/** The prompt's distinct words, which the page query checks one by one for "terms hit". */
export function promptWords(prompt: string): string[] {
  const words = prompt.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#.-]*/gu) ?? [];
  return [...new Set(words.map((word) => word.replace(/[.-]+$/, '')))].slice(0, 32);
}

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

/** Ranks candidates by a weighted sum of the normalised text rank and the semantic similarity. */
export function fuse(rows: { id: string; text: number | string; semantic: number | string | null }[]) {
  const parsed = rows.map((row) => ({
    id: row.id,
    text: Number(row.text),
    semantic: row.semantic === null ? null : Number(row.semantic),
  }));
  const maxText = Math.max(0, ...parsed.map((row) => row.text));
  return parsed
    .filter((row) => row.text > 0 || (row.semantic ?? 0) >= MIN_SEMANTIC_ONLY)
    .map((row) => ({
      ...row,
      score: (maxText > 0 ? TEXT_WEIGHT * (row.text / maxText) : 0) + SEMANTIC_WEIGHT * Math.max(0, row.semantic ?? 0),
    }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

/** Runs a search, stores its ranking as a search session, and answers the first page. */
export async function search(options: { context: SearchContext; actor: Actor; kind: SearchKind; prompt: string }) {
  const { context, actor, kind, prompt } = options;
  const prefix = kind === 'talents' ? 'talent' : 'company';
  type Candidate = { id: string; text: number | null; semantic: number | null };
  // The prompt is embedded on a worker thread while the database ranks by full text.
  const textCandidates = async () => {
    const strict = await run<Candidate>(context.db, `${prefix}-candidates-text`, [prompt, CANDIDATES, GATE_CAP, false]);
    if (strict.length > 0) return strict;
    // Its rare words are in no profile ("startup"): try its common words together instead.
    return run<Candidate>(context.db, `${prefix}-candidates-text`, [prompt, CANDIDATES, GATE_CAP, true]);
  };
  const [vector, textRows] = await Promise.all([embedPrompt(context, prompt), textCandidates()]);
  const byId = new Map(
    textRows.map((row) => [row.id, { id: row.id, text: Number(row.text ?? 0), semantic: null as number | null }]),
  );
  if (vector) {
    const ids = toArrayLiteral([...byId.keys()]);
    for (const row of await run<Candidate>(context.db, `${prefix}-vector-scores`, [
      toVectorLiteral(vector),
      VECTOR_CANDIDATES,
      ids,
      prompt,
    ])) {
      const known = byId.get(row.id);
      if (known) known.semantic = row.semantic === null ? null : Number(row.semantic);
      else
        byId.set(row.id, {
          id: row.id,
          text: Number(row.text ?? 0),
          semantic: row.semantic === null ? null : Number(row.semantic),
        });
    }
  }
  const rows = [...byId.values()];
  const ranked = fuse(rows).slice(0, CANDIDATES);
  const scores = ranked.map((row) => ({
    text: round(row.text),
    semantic: row.semantic === null ? null : round(row.semantic),
    fused: round(row.score),
  }));
  const [session] = await context.db
    .insert(searchSessions)
    .values({
      kind,
      prompt,
      createdBy: actor.userId,
      rankedIds: ranked.map((row) => row.id),
      scores,
      nextOffset: Math.min(SEARCH_PAGE_SIZE, ranked.length),
    })
    .returning({ id: searchSessions.id });
  const page = ranked.slice(0, SEARCH_PAGE_SIZE);
  const list = await loadPage(
    context.db,
    kind,
    prompt,
    page.map((row) => row.id),
    scores.slice(0, SEARCH_PAGE_SIZE),
  );
  return { id: session!.id, list };
}

/** The next page of a session (its creator's only), or an empty list when it is used up. */
export async function loadMore(options: { db: Db; actor: Actor; sessionId: string }) {
  const [claimed] = await run<{ kind: SearchKind; prompt: string; ids: string[]; scores: (Score & { fused?: number })[] }>(
    options.db,
    'load-more',
    [options.sessionId, options.actor.userId, SEARCH_PAGE_SIZE],
  );
  if (!claimed) throw notFound('Search session not found.');
  const list = await loadPage(options.db, claimed.kind, claimed.prompt, claimed.ids, claimed.scores);
  return { kind: claimed.kind, list };
}

async function loadPage(db: Db, kind: SearchKind, prompt: string, ids: string[], scores: (Score & { fused?: number })[]) {
  if (ids.length === 0) return [];
  const params = [toArrayLiteral(ids), toArrayLiteral(promptWords(prompt))];
  const scoreOf = (id: string) => scores[ids.indexOf(id)] ?? { text: 0, semantic: null };
  if (kind === 'talents') {
    const rows = await run<TalentRow & { terms: string[] }>(db, 'talent-page', params);
    const snippets = await highlight(db, prompt, rows.map(talentFields));
    return rows.map((row, index): TalentResult => ({
      user: toTalent(row),
      match: toMatch({ terms: row.terms, snippets: snippets[index]!, score: scoreOf(row.id) }),
    }));
  }
  const rows = await run<CompanyRow & { terms: string[] }>(db, 'company-page', params);
  const [employees, snippets] = await Promise.all([employeesOf(db, ids), highlight(db, prompt, rows.map(companyFields))]);
  return rows.map((row, index): CompanyResult => {
    const score = scoreOf(row.id);
    return {
      ...toCompany(row, { employees: employees.get(row.id) ?? [], score: score.fused ?? 0 }),
      match: toMatch({ terms: row.terms, snippets: snippets[index]!, score }),
    };
  });
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

/** SPEC §7 `GET /user/id/{id}`: a talent with its extras. */
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

/** SPEC §7 `GET /company/linkedin/{encoded url}`: a company, normalised, with its people. */
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
