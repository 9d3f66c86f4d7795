import crypto from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { apiKeys, eventHosts, events, projectAwards, projectMembers, projects, registrations, users } from '../src/db/schema.ts';
import { generateApiKey, hashApiKey } from '../src/apiKeys/service.ts';
import type { CompanyImport, TalentImport } from '@hearth/contract/search';
import { writeSearchData } from '../src/search/import.ts';

/**
 * Factories shared by the tests, the demo data and the benchmarks (STYLE.md): each gives a
 * valid, unique row and takes overrides for what the caller cares about.
 */
let sequence = 0;
const unique = () => `${++sequence}${crypto.randomBytes(3).toString('hex')}`;

export type UserInsert = typeof users.$inferInsert;

export async function makeUser(db: Db, overrides: Partial<UserInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${id}@example.test`,
      name: `Test User ${id}`,
      headline: 'Builder @ Example Labs',
      linkedinUrl: `https://www.linkedin.com/in/test-user-${id}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('makeUser inserted nothing');
  return row;
}

export const makeAdmin = (db: Db, overrides: Partial<UserInsert> = {}) => makeUser(db, { role: 'admin', ...overrides });

export type EventInsert = typeof events.$inferInsert;

/** An event a week from now, public, with a unique slug; `hosts` become its `event_admin`s. */
export async function makeEvent(db: Db, overrides: Partial<EventInsert> = {}, options: { hosts?: string[] } = {}) {
  const id = unique();
  const [row] = await db
    .insert(events)
    .values({
      slug: `test-event-${id}`,
      name: `Test Event ${id}`,
      startsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      location: '500 Howard St, San Francisco',
      description: 'A test event.',
      access: 'public',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('makeEvent inserted nothing');
  if (options.hosts?.length) await db.insert(eventHosts).values(options.hosts.map((userId) => ({ eventId: row.id, userId })));
  return row;
}

/** A registration (request to attend) of a user for an event. */
export async function makeRegistration(
  db: Db,
  values: { eventId: string; userId: string; status?: 'pending' | 'approved' | 'declined' },
) {
  const [row] = await db
    .insert(registrations)
    .values({ status: 'pending', checkInCode: crypto.randomBytes(6).toString('hex'), ...values })
    .returning();
  if (!row) throw new Error('makeRegistration inserted nothing');
  return row;
}

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
