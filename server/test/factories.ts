import crypto from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { apiKeys, projectAwards, projectMembers, projects } from '../src/db/schema.ts';
import { makeUser, uniqueSuffix as unique, type UserInsert } from '../src/demo/rows.ts';
import { generateApiKey, hashApiKey } from '../src/api-keys/service.ts';
import type { CompanyImport, TalentImport } from '@hearth/contract/search';
import { writeSearchData } from '../src/search/import/bulk-import.ts';

/**
 * Factories shared by the tests, the demo data and the benchmarks (docs/style.md#server): each gives a
 * valid, unique row and takes overrides for what the caller cares about. The builders the demo data
 * needs live in production code (src/demo/rows.ts); the test-only ones are here.
 */
export { makeEvent, makeRegistration, makeUser, type UserInsert } from '../src/demo/rows.ts';

export const makeAdmin = (db: Db, overrides: Partial<UserInsert> = {}) => makeUser(db, { role: 'admin', ...overrides });

/** An API key row and its secret (the secret is returned only here, as by the create call). */
export async function makeApiKey(db: Db, overrides: Partial<typeof apiKeys.$inferInsert> & { createdBy: string }) {
  const key = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({ name: `Key ${unique()}`, prefix: key.slice(0, 10), keyHash: hashApiKey(key), ...overrides })
    .returning();
  if (!row) throw new Error('makeApiKey inserted nothing');
  return { key, row };
}

/** One job on a talent's profile, at a company the import does not know. */
export const experience = (title: string, company: string, description: string) => ({
  title,
  company,
  company_id: null,
  description,
  is_ai: false,
});

/** A talent (a user with experiences, education and GitHub projects), written like an import. */
export async function makeTalent(db: Db, overrides: Partial<TalentImport> = {}) {
  const id = unique();
  const talent: TalentImport = {
    id: crypto.randomUUID(),
    name: `Talent ${id}`,
    headline: 'Software Engineer @ Example Labs',
    email: `talent-${id}@example.test`,
    linkedInURL: `https://www.linkedin.com/in/talent-${id}`,
    experiences: [
      { title: 'Software Engineer', company: 'Example Labs', company_id: null, description: 'Built things.', is_ai: false },
    ],
    education: [{ school: 'Example University', degree_name: 'BS Computer Science', description: '' }],
    github_projects: [],
    ...overrides,
  };
  await writeSearchData({ db, talents: [talent], companies: [] });
  return talent;
}

/** A company, keyed by its page URL, written like an import. */
export async function makeCompany(db: Db, overrides: Partial<CompanyImport> = {}) {
  const id = unique();
  const company: CompanyImport = {
    linkedin_url: `https://www.linkedin.com/company/example-${id}`,
    name: `Example ${id}`,
    tagline: 'Tools for builders',
    description: 'Example makes developer tools.',
    industry: ['Software Development'],
    website: `https://example-${id}.test`,
    social_links: {},
    is_tracked: false,
    ...overrides,
  };
  await writeSearchData({ db, talents: [], companies: [company] });
  return company;
}

/** A project on an event with its team (`members`, the first is the creator) and awards. */
export async function makeProject(
  db: Db,
  values: {
    eventId: string;
    members?: string[];
    awards?: { awardName: string; awardWeight: number }[];
  } & Partial<typeof projects.$inferInsert>,
) {
  const { members = [], awards = [], ...overrides } = values;
  const [row] = await db
    .insert(projects)
    .values({ name: `Project ${unique()}`, description: 'Built at a test event.', createdBy: members[0] ?? null, ...overrides })
    .returning();
  if (!row) throw new Error('makeProject inserted nothing');
  if (members.length) await db.insert(projectMembers).values(members.map((userId) => ({ projectId: row.id, userId })));
  if (awards.length) await db.insert(projectAwards).values(awards.map((award) => ({ projectId: row.id, ...award })));
  return row;
}
