import { list, str, type CompanyRow, type Json, type TalentRow } from './serialize.ts';
import { splitHeadline } from './tokens.ts';

/**
 * A profile as a recruiter reads it: pieces of text, each from one kind of field ("where it says
 * it"), which rank.ts weighs, and the fields shown as snippets, made of those pieces and glue text.
 */
export type SegmentField =
  | 'name'
  | 'headline'
  | 'role'
  | 'title'
  | 'description'
  | 'interest'
  | 'company'
  | 'education'
  | 'project'
  | 'about'
  | 'tags'
  | 'industry';
export type Segment = {
  field: SegmentField;
  text: string;
  /** The experience it belongs to, 0 the current one. */
  job?: number;
  /** The one place it belongs to (a job, a degree), where what a prompt asks for may meet. */
  unit?: string;
};
export type DisplayField = {
  field: string;
  /** Segment indexes and glue text, in order. */
  parts: (number | string)[];
  fragments?: { count: number; words: number };
};
export type ProfileText = { segments: Segment[]; display: DisplayField[] };

const EXCERPT = { count: 2, words: 20 };

/**
 * A sentence of a job's description that states an interest, not the work: "Interested in LLMs,
 * inference and the startup world." says what someone would like to do; it is read as a
 * headline's keywords are, apart from the job.
 */
const INTEREST =
  /^(?:(?:i am|i'm|am|very|deeply)\s+)*(?:interested in|passionate about|curious about|excited about|keen on|keen to|fascinated by|aspiring|looking to|hoping to|want to|would love to)\b/i;
/** A job's description as the work it describes and the sentences that only state an interest (INTEREST). */
function splitInterests(description: string): { work: string; interests: string[] } {
  const sentences = description.split(/(?<=[.!?])\s+/);
  const interests = sentences.filter((sentence) => INTEREST.test(sentence.trim()));
  if (interests.length === 0) return { work: description, interests };
  return { work: sentences.filter((sentence) => !interests.includes(sentence)).join(' '), interests };
}

/**
 * A headline that names a role ("Systems Engineer", "Senior Software Engineer (Rust)") says what
 * someone does as a job title does; one that lists keywords ("Rust | Systems | Blockchain",
 * "ML, LLM, Startups") says only what they mention. A list may lead with a role ("Staff Software
 * Engineer | Distributed training"): a first item that names a kind of work counts as the role.
 */
const LIST_SEPARATOR = /\s*[|·•,;/]\s*|\s+[-–—]\s+/;
const ROLE_WORDS = 6;
const ROLE_NOUN =
  /\b(?:engineer|developer|scientist|researcher|founder|co-founder|cofounder|ceo|cto|manager|designer|architect|analyst|writer|advocate|consultant|student|intern|director|lead|head|swe|mle|sre)s?\b/i;
const fewWords = (text: string) => text.trim().split(/\s+/).length <= ROLE_WORDS;
/** The role a headline's role part (splitHeadline) names, and the keywords after it. */
function headlineRole(text: string): { role: string; rest: string } {
  const separator = LIST_SEPARATOR.exec(text);
  if (!separator) return fewWords(text) ? { role: text, rest: '' } : { role: '', rest: text };
  const first = text.slice(0, separator.index);
  return fewWords(first) && ROLE_NOUN.test(first) ? { role: first, rest: text.slice(first.length) } : { role: '', rest: text };
}

/** Collects a profile's segments (`add` answers the segment's index), then the fields shown (`finish`). */
function builder() {
  const segments: Segment[] = [];
  const add = (segment: Segment) => segments.push(segment) - 1;
  const finish = (display: DisplayField[]): ProfileText => ({ segments, display });
  return { add, finish };
}

/** Name, headline (its role and its employer apart), each job's title, employer and work, education and projects. */
export function talentText(
  row: Pick<TalentRow, 'name' | 'headline' | 'ai_project' | 'experiences' | 'education' | 'github_projects'> &
    Partial<Pick<TalentRow, 'evidence'>>,
): ProfileText {
  const { add, finish } = builder();
  const headline = splitHeadline(row.headline);
  const headlineParts: (number | string)[] = [add({ field: 'name', text: row.name }), ' — '];
  const { role, rest } = headlineRole(headline.role);
  if (role) headlineParts.push(add({ field: 'role', text: role }));
  if (rest) headlineParts.push(add({ field: 'headline', text: rest }));
  if (headline.company)
    headlineParts.push(
      row.headline.slice(headline.role.length, row.headline.length - headline.company.length),
      add({ field: 'company', text: headline.company }),
    );
  const experiences: (number | string)[] = [];
  list(row.experiences).forEach((experience, job) => {
    if (job > 0) experiences.push(' · ');
    experiences.push(
      add({ field: 'title', text: str(experience.title), job, unit: `job ${job}` }),
      ' at ',
      add({ field: 'company', text: str(experience.company), job, unit: `job ${job}` }),
      '. ',
    );
    const { work, interests } = splitInterests(str(experience.description));
    experiences.push(add({ field: 'description', text: work, job, unit: `job ${job}` }));
    for (const interest of interests) experiences.push(' ', add({ field: 'interest', text: interest, job }));
  });
  const education: (number | string)[] = [];
  list(row.education).forEach((entry, index) => {
    if (index > 0) education.push(' · ');
    education.push(
      add({ field: 'education', text: `${str(entry.school)} ${str(entry.degree_name)}`.trim(), unit: `degree ${index}` }),
    );
    // Counted, not shown: a thesis line would crowd the snippet.
    if (str(entry.description)) add({ field: 'education', text: str(entry.description), unit: `degree ${index}` });
  });
  const projects: (number | string)[] = [];
  list(row.github_projects).forEach((project, index) => {
    if (index > 0) projects.push(' · ');
    projects.push(add({ field: 'project', text: `${str(project.name)} ${str(project.description)}`.trim() }));
  });
  if (row.ai_project) add({ field: 'project', text: row.ai_project });
  // What they did on Hearth (docs/product/search.md#evidence) counts as a project does; each line is
  // one place where what a prompt asks for may meet. Shown as evidence lines, not in the snippets.
  list(row.evidence).forEach((line, index) => add({ field: 'project', text: str(line.text), unit: `evidence ${index}` }));
  return finish([
    { field: 'headline', parts: headlineParts },
    { field: 'experiences', parts: experiences, fragments: EXCERPT },
    { field: 'education', parts: education },
    { field: 'github_projects', parts: projects, fragments: { count: 1, words: 20 } },
  ]);
}

/** A company: what it does (tagline, description, summary, products), its tags, name and industry label. */
export function companyText(row: Pick<CompanyRow, 'name' | 'tagline' | 'description' | 'industry' | 'research'>): ProfileText {
  const { add, finish } = builder();
  const research = (row.research ?? {}) as Json;
  const summary = (research.ai_summary ?? {}) as Json;
  const tags = Array.isArray(summary.ai_tags) ? (summary.ai_tags as unknown[]).map(str).join(', ') : '';
  const headline = [add({ field: 'name', text: row.name ?? '' }), ' — ', add({ field: 'about', text: row.tagline ?? '' })];
  const description = [
    add({ field: 'about', text: row.description ?? '' }),
    ' ',
    add({ field: 'about', text: str(summary.summary) }),
  ];
  for (const product of list(research.notable_products))
    add({ field: 'about', text: `${str(product.name)} ${str(product.description)}` });
  if (tags) add({ field: 'tags', text: tags });
  if (row.industry) add({ field: 'industry', text: row.industry });
  return finish([
    { field: 'headline', parts: headline },
    { field: 'description', parts: description, fragments: EXCERPT },
  ]);
}
