import { z } from 'zod';
import { EducationSchema, ExperienceSchema, GithubProjectSchema, UserSchema } from './user.ts';

/** Search pages hold 20 results (docs/product/search.md#sessions). */
export const SEARCH_PAGE_SIZE = 20;

/** docs/product/search.md#status-lines: an empty query does nothing; the server refuses it. */
export const SearchPromptSchema = z.object({
  prompt: z.string().trim().min(1, 'Please enter a search query.').max(500, 'The search query is too long.'),
  /** Older clients send a fixed placeholder (docs/product/search.md#api); the caller is the signed-in actor, so it is ignored. */
  user_id: z.string().optional(),
});
export type SearchPrompt = z.input<typeof SearchPromptSchema>;

export const LoadMoreSchema = z.object({ session_id: z.string().uuid('Search session not found.') });

/** A piece of a highlighted snippet: text, and whether it is a hit. Rendered as text, never as HTML. */
export const SnippetPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export const SnippetSchema = z.object({ field: z.string(), parts: z.array(SnippetPartSchema) });
export type Snippet = z.infer<typeof SnippetSchema>;

/** Why a result matched: the prompt's terms it contains, highlighted snippets, and its scores. */
export const MatchSchema = z.object({
  terms: z.array(z.string()),
  snippets: z.array(SnippetSchema),
  /** Cosine similarity of the prompt and the profile embeddings (null when not embedded or full-text only). */
  semantic_score: z.number().nullable(),
  /** How well the profile reads against the prompt's concepts: about 0 to 1.1, only to compare results of one search. */
  text_score: z.number(),
});
export type Match = z.infer<typeof MatchSchema>;

/** docs/product/search.md#talent search result: a user plus extras, identified by user.id. */
export const TalentSchema = UserSchema;
export type Talent = z.infer<typeof TalentSchema>;
/**
 * docs/product/search.md#evidence: one thing a person did on Hearth, in words ("Won the Best Agent award
 * at Agents Hackathon 2026 (hackathon, Mar 2026): built …").
 */
export const EvidenceSchema = z.object({ kind: z.enum(['award', 'project', 'event']), text: z.string() });
export type Evidence = z.infer<typeof EvidenceSchema>;

/**
 * A talent with what they did on Hearth, best first, and whether they have an account: `false` for a
 * profile imported into the database by an admin that nobody has signed in to.
 */
export const TalentResultSchema = z.object({
  user: TalentSchema,
  evidence: z.array(EvidenceSchema),
  has_account: z.boolean(),
  match: MatchSchema.optional(),
});
export type TalentResult = z.infer<typeof TalentResultSchema>;

export const CompanyEmployeeSchema = z.object({ id: z.string(), name: z.string(), headline: z.string(), current: z.boolean() });
export type CompanyEmployee = z.infer<typeof CompanyEmployeeSchema>;

export const NotableProductSchema = z.object({
  name: z.string(),
  url: z.string().optional().default(''),
  description: z.string().optional().default(''),
  USP: z.string().optional().default(''),
});

export const CompanyResearchSchema = z.object({
  ai_summary: z
    .object({ summary: z.string().optional().default(''), ai_tags: z.array(z.string()).optional().default([]) })
    .optional(),
  notable_products: z.array(NotableProductSchema).optional().default([]),
  competitors: z.array(z.string()).optional().default([]),
  collaborators: z.array(z.string()).optional().default([]),
});
export type CompanyResearch = z.infer<typeof CompanyResearchSchema>;

/** A company's own texts as the search backend and the import files carry them: any may be missing, industry may be a list. */
const rawCompanyTexts = {
  name: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  tagline: z.string().nullable().optional(),
  industry: z
    .union([z.array(z.string()), z.string()])
    .nullable()
    .optional(),
  website: z.string().nullable().optional(),
};

/** The raw company of the search backend: values under a `linkedin` sub-key, industry as a list. */
export const RawCompanySchema = z.object({
  id: z.string().optional(),
  linkedin_url: z.string().nullable().optional(),
  linkedin: z
    .object({ ...rawCompanyTexts, social_links: z.record(z.string(), z.string()).nullable().optional() })
    .nullable()
    .optional(),
  vector_score: z.number().nullable().optional(),
  is_tracked: z.boolean().nullable().optional(),
  employees: z.array(CompanyEmployeeSchema).nullable().optional(),
  research: CompanyResearchSchema.nullable().optional(),
});
export type RawCompany = z.input<typeof RawCompanySchema>;

/** docs/product/search.md#company, normalised (see `normaliseCompany`). */
export const CompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  industry: z.string(),
  website: z.string(),
  linkedInURL: z.string(),
  score: z.number(),
  isTracked: z.boolean(),
  employees: z.array(CompanyEmployeeSchema),
  research: z.object({
    ai_summary: z.object({ summary: z.string(), ai_tags: z.array(z.string()) }),
    notable_products: z.array(z.object({ name: z.string(), url: z.string(), description: z.string(), USP: z.string() })),
    competitors: z.array(z.string()),
    collaborators: z.array(z.string()),
  }),
  social_links: z.record(z.string(), z.string()),
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanyResultSchema = CompanySchema.extend({ match: MatchSchema.optional() });
export type CompanyResult = z.infer<typeof CompanyResultSchema>;

export const COMPANY_DEFAULTS = {
  name: 'Unknown Company',
  description: 'No description available',
  tagline: 'No tagline available',
  industry: 'Unknown Industry',
} as const;

const text = (value: string | null | undefined, fallback: string) => (value && value.trim() ? value : fallback);

/**
 * docs/product/search.md#company normalisation: industry is the first of a list, score comes from
 * vector_score, raw values live under `linkedin`; missing values get the defaults listed there.
 */
export function normaliseCompany(raw: RawCompany): Company {
  const linkedin = raw.linkedin ?? {};
  const industry = Array.isArray(linkedin.industry) ? linkedin.industry[0] : linkedin.industry;
  const research = raw.research ? CompanyResearchSchema.parse(raw.research) : CompanyResearchSchema.parse({});
  return {
    id: raw.id ?? raw.linkedin_url ?? '',
    name: text(linkedin.name, COMPANY_DEFAULTS.name),
    tagline: text(linkedin.tagline, COMPANY_DEFAULTS.tagline),
    description: text(linkedin.description, COMPANY_DEFAULTS.description),
    industry: text(industry, COMPANY_DEFAULTS.industry),
    website: linkedin.website ?? '',
    linkedInURL: raw.linkedin_url ?? '',
    score: raw.vector_score ?? 0,
    isTracked: raw.is_tracked ?? false,
    employees: raw.employees ?? [],
    research: {
      ai_summary: { summary: research.ai_summary?.summary ?? '', ai_tags: research.ai_summary?.ai_tags ?? [] },
      // Parsed above: every product has its url, description and USP ('' when none), and no other keys.
      notable_products: research.notable_products,
      competitors: research.competitors,
      collaborators: research.collaborators,
    },
    social_links: linkedin.social_links ?? {},
  };
}

/** docs/product/search.md#screen: a company given as a bare id becomes a company-page URL on the professional network. */
export function companyPageUrl(idOrUrl: string): string {
  const value = idOrUrl.trim();
  if (/^https?:\/\//i.test(value)) return value;
  return `https://www.linkedin.com/company/${encodeURIComponent(value)}`;
}

export const TalentSearchResponseSchema = z.object({ id: z.string(), list: z.array(TalentResultSchema) });
export const CompanySearchResponseSchema = z.object({ id: z.string(), list: z.array(CompanyResultSchema) });
export type TalentSearchResponse = z.infer<typeof TalentSearchResponseSchema>;
export type CompanySearchResponse = z.infer<typeof CompanySearchResponseSchema>;

/** docs/product/search.md#sessions: the next page, or an empty list when there is no more. */
export const LoadMoreResponseSchema = z.object({
  kind: z.enum(['talents', 'companies']),
  list: z.union([z.array(TalentResultSchema), z.array(CompanyResultSchema)]),
});
export type LoadMoreResponse = z.infer<typeof LoadMoreResponseSchema>;

export const TalentDetailResponseSchema = z.object({ response: TalentResultSchema });
export const CompanyDetailResponseSchema = z.object({ response: CompanySchema });

/** One line of `npm run db:import` talents.jsonl. */
export const TalentImportSchema = z.object({
  id: z.string().uuid().optional(),
  name: z.string().trim().min(1),
  headline: z.string().default(''),
  email: z.string().email().nullable().optional(),
  photoURL: z.string().nullable().optional(),
  linkedInURL: z.string().nullable().optional(),
  githubURL: z.string().nullable().optional(),
  twitterURL: z.string().nullable().optional(),
  ai_project: z.string().nullable().optional(),
  experiences: z.array(ExperienceSchema).default([]),
  education: z.array(EducationSchema).default([]),
  github_projects: z.array(GithubProjectSchema).default([]),
});
export type TalentImport = z.infer<typeof TalentImportSchema>;

/**
 * One line of `npm run db:import` companies.jsonl. Its people come from the talents' experiences
 * whose company_id names this company (a bare id or its page URL).
 */
export const CompanyImportSchema = z.object({
  linkedin_url: z.string().trim().min(1),
  ...rawCompanyTexts,
  social_links: z.record(z.string(), z.string()).optional().default({}),
  research: CompanyResearchSchema.optional(),
  is_tracked: z.boolean().optional().default(false),
});
export type CompanyImport = z.infer<typeof CompanyImportSchema>;

/** docs/product/search.md#shortlist CSV row. */
export type ShortlistCsvRow = {
  name: string;
  email: string;
  status: string;
  headline: string;
  linkedin: string;
  twitter: string;
  github: string;
};

/** docs/product/search.md#shortlist: the shortlist file is the group name plus .csv, or 'Untitled Group.csv'. */
export function shortlistFileName(groupName: string): string {
  const name = groupName.trim();
  return name ? `${name}.csv` : 'Untitled Group.csv';
}
