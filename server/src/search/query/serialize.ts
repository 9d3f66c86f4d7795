import {
  normaliseCompany,
  type Evidence,
  type TalentResult,
  type Company,
  type CompanyEmployee,
  type Match,
  type Snippet,
  type Talent,
} from '@hearth/contract/search';
import type { Experience, Education, GithubProject } from '@hearth/contract/user';

export type TalentRow = {
  id: string;
  email: string | null;
  name: string;
  headline: string;
  photo_url: string | null;
  linkedin_url: string | null;
  github_url: string | null;
  twitter_url: string | null;
  role: string;
  ai_project: string | null;
  experiences: unknown;
  education: unknown;
  github_projects: unknown;
  evidence: unknown;
  has_account: boolean;
};

export type CompanyRow = {
  id: string;
  linkedin_url: string;
  name: string | null;
  tagline: string | null;
  description: string | null;
  industry: string | null;
  website: string | null;
  social_links: unknown;
  research: unknown;
  is_tracked: boolean;
};

/** A talent for site admins, who may see e-mail addresses (null when unmigrated). */
export function toTalent(row: TalentRow): Talent {
  return {
    id: row.id,
    name: row.name,
    headline: row.headline,
    email: row.email,
    photoURL: row.photo_url,
    linkedInURL: row.linkedin_url,
    githubURL: row.github_url,
    twitterURL: row.twitter_url,
    role: row.role === 'admin' ? 'admin' : 'user',
    ai_project: row.ai_project,
    experiences: (row.experiences ?? []) as Experience[],
    education: (row.education ?? []) as Education[],
    github_projects: (row.github_projects ?? []) as GithubProject[],
    events: [],
  };
}

/** A talent with what they did on Hearth (docs/product/search.md#evidence) and whether they have an account. */
export function toTalentResult(row: TalentRow): TalentResult {
  return {
    user: toTalent(row),
    evidence: (row.evidence ?? []) as Evidence[],
    has_account: row.has_account,
  };
}

/** The stored company in the search backend's raw shape, normalised by the contract (docs/product/search.md#company). */
export function toCompany(row: CompanyRow, options: { employees: CompanyEmployee[]; score?: number }): Company {
  return normaliseCompany({
    id: row.id,
    linkedin_url: row.linkedin_url,
    linkedin: {
      name: row.name,
      description: row.description,
      tagline: row.tagline,
      industry: row.industry ? [row.industry] : null,
      website: row.website,
      social_links: (row.social_links ?? {}) as Record<string, string>,
    },
    vector_score: options.score ?? null,
    is_tracked: row.is_tracked,
    employees: options.employees,
    research: (row.research ?? {}) as never,
  });
}

/** Readers of stored JSON (profiles' experiences, a company's research) that tolerate missing or odd values. */
export type Json = Record<string, unknown>;
export const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
export const str = (value: unknown) => (typeof value === 'string' ? value : '');
export function toMatch(options: {
  terms: string[];
  snippets: Snippet[];
  score: { text: number; semantic: number | null };
}): Match {
  return {
    terms: options.terms,
    snippets: options.snippets,
    semantic_score: options.score.semantic === null ? null : round(options.score.semantic),
    text_score: round(options.score.text),
  };
}

export const round = (value: number) => Math.round(value * 10_000) / 10_000;
