import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyEmployee, CompanyResult, TalentResult } from '@hearth/contract/search';
import type { Db } from '../../db/client.ts';
import { companyPeople, users } from '../../db/schema.ts';
import { readRows, statement, toArrayLiteral } from '../sql.ts';
import { knownLexemes, lexemesOf, snippetsOf } from './highlight.ts';
import type { Plan } from './plan.ts';
import { conceptPrefixes, rankProfile, type RankConcept } from './rank.ts';
import { companyText, talentText } from './segments.ts';
import { toCompany, toMatch, toTalentResult, type CompanyRow, type TalentRow } from './serialize.ts';

export type SearchKind = 'talents' | 'companies';
export type Score = { text: number; semantic: number | null; fused?: number };
type ProfileRow = TalentRow | CompanyRow;

/**
 * The talents $1, as ranking (rank.ts) and the results page read them. Someone who chose not to appear
 * in talent search is never read (docs/decisions/042-talent-search-consent.md), so every search,
 * load more and company's people leave them out from the moment they say so. A talent has an
 * account once they signed in (sessions are kept, revoked ones too).
 */
const TALENT_PROFILES = statement<TalentRow, [ids: string]>(
  `SELECT u.id, u.email, u.name, u.headline, u.photo_url, u.linkedin_url, u.github_url, u.twitter_url, u.role, u.ai_project,
  p.experiences, p.education, p.github_projects, p.evidence,
  EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id) AS has_account
FROM users u JOIN talent_profiles p ON p.user_id = u.id
WHERE u.id = ANY($1::uuid[]) AND u.appear_in_search`,
);
const COMPANY_PROFILES = statement<CompanyRow, [ids: string]>(
  `SELECT c.id, c.linkedin_url, c.name, c.tagline, c.description, c.industry, c.website, c.social_links, c.research, c.is_tracked
FROM companies c WHERE c.id = ANY($1::uuid[])`,
);

/** The profiles of `ids`, in no particular order. */
export function readProfiles(db: Db, kind: SearchKind, ids: string[]): Promise<ProfileRow[]> {
  return kind === 'talents'
    ? readRows(db, TALENT_PROFILES, [toArrayLiteral(ids)])
    : readRows(db, COMPANY_PROFILES, [toArrayLiteral(ids)]);
}

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
export async function readRanked(options: { db: Db; kind: SearchKind; plan: Plan; ids: string[] }) {
  const { db, kind, plan, ids } = options;
  if (ids.length === 0) return [];
  const rows = await readProfiles(db, kind, ids);
  return rankRows(db, kind, plan.concepts, rows, false);
}

/** A page of results, each with why it matched: the concepts it shows and its snippets, with those words marked. */
export async function toResults(db: Db, kind: SearchKind, concepts: RankConcept[], rows: ProfileRow[], scores: Score[]) {
  const read = await rankRows(db, kind, concepts, rows, true);
  if (kind === 'talents')
    return read.map(({ row, text, ranked }, index): TalentResult => ({
      ...toTalentResult(row as TalentRow),
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

export async function employeesOf(db: Db, companyIds: string[]): Promise<Map<string, CompanyEmployee[]>> {
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
    .where(and(inArray(companyPeople.companyId, companyIds), eq(users.appearInSearch, true)))
    .orderBy(users.name);
  for (const { companyId, ...employee } of rows) {
    const list = map.get(companyId) ?? [];
    list.push(employee);
    map.set(companyId, list);
  }
  return map;
}
