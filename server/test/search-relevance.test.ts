import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, embedWhereVector, injectors, type TestApp } from './helpers.ts';
import { experience, makeAdmin, makeCompany, makeTalent } from './factories.ts';
import { planSearch, textCandidates } from '../src/search/query/candidates.ts';

/** A small hand-built set: who has the skill, who worked at the company, who has both. */
let t: TestApp;
let admin: { authorization: string };

/** The ids of the talents the full-text candidates query reads for `prompt`, in its order. */
async function talentCandidateIds(prompt: string): Promise<string[]> {
  const { plan } = await planSearch(t.app.db, 'talents', prompt);
  return (await textCandidates({ db: t.app.db, kind: 'talents', plan })).map((row) => row.id);
}

/** More profiles than the first tier reads (80), each with the prompt's words as evidence in `job`. */
async function fillFirstTier(name: string, job: ReturnType<typeof experience>) {
  for (let index = 0; index < 90; index++)
    await makeTalent(t.app.db, { name: `${name} ${index}`, headline: 'Engineer', experiences: [job] });
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await authHeader(t.app, (await makeAdmin(t.app.db, { headline: 'Community lead' })).id);
  const people = [
    [
      'Both One',
      [
        experience('ML Engineer', 'Lumen AI', 'Trains vision models in PyTorch.'),
        experience('Backend Engineer', 'Stripe', 'Payments APIs.'),
      ],
    ],
    [
      'Both Two',
      [
        experience('Research Engineer', 'Nimbus Labs', 'Distributed PyTorch training.'),
        experience('Data Engineer', 'Stripe', 'Ledger pipelines.'),
      ],
    ],
    ['Skill One', [experience('ML Engineer', 'Quanta Robotics', 'Robot grasping with PyTorch.')]],
    [
      'Skill Two',
      [
        experience('Applied Scientist', 'Helix Bio', 'Protein models in PyTorch.'),
        experience('Analyst', 'Goldman Sachs', 'Credit models.'),
      ],
    ],
    ['Skill Three', [experience('AI Engineer', 'Cobalt Cloud', 'PyTorch inference services.')]],
    [
      'Employer One',
      [experience('Product Manager', 'Notion', 'Docs and wikis.'), experience('Product Manager', 'Stripe', 'Checkout.')],
    ],
    [
      'Employer Two',
      [experience('Frontend Engineer', 'Figma', 'Canvas rendering.'), experience('Frontend Engineer', 'Stripe', 'Dashboard.')],
    ],
    ['Employer Three', [experience('Designer', 'Airbnb', 'Host tools.'), experience('Designer', 'Stripe', 'Brand.')]],
    ['Neither One', [experience('Accountant', 'Deloitte', 'Audits.')]],
    ['Neither Two', [experience('Chef', 'Ember Kitchen', 'Pastry.')]],
  ] as const;
  for (const [name, experiences] of people)
    await makeTalent(t.app.db, { name, headline: experiences[0].title, experiences: [...experiences] });
  // Where pgvector exists (PGlite), embed with the real local model; PostgreSQL 15 here has none.
  await embedWhereVector(t.app);
}, 120_000);
afterAll(() => t.close());
const { post } = injectors(() => t.app);

describe('relevance', () => {
  it('ranks profiles with both the skill and the former employer above those with one', async () => {
    const response = await post('/api/query/new', { prompt: 'PyTorch engineer formerly at Stripe' }, admin);
    expect(response.statusCode).toBe(200);
    const names: string[] = response.json().list.map((item: { user: { name: string } }) => item.user.name);
    expect(names.slice(0, 2).sort()).toEqual(['Both One', 'Both Two']);
    const withOne = names.filter((name) => name.startsWith('Skill') || name.startsWith('Employer'));
    expect(withOne).toHaveLength(6);
    for (const name of withOne) expect(names.indexOf(name)).toBeGreaterThan(1);
  });

  it('puts a profile that matches no term below all that match some, if it is found at all', async () => {
    const names: string[] = (await post('/api/query/new', { prompt: 'PyTorch Stripe' }, admin))
      .json()
      .list.map((item: { user: { name: string } }) => item.user.name);
    const lastMatching = Math.max(...names.map((name, index) => (/^(Both|Skill|Employer)/.test(name) ? index : -1)));
    for (const name of ['Neither One', 'Neither Two'])
      if (names.includes(name)) expect(names.indexOf(name)).toBeGreaterThan(lastMatching);
  });

  it('when its rare words are in no profile, finds the profiles with all of its common words', async () => {
    // As after an import of thousands: "engineer" and "pytorch" are common words.
    await t.app.db.execute(
      sql`INSERT INTO search_term_stats (kind, lexeme, ndoc) VALUES ('talents', 'engin', 5000), ('talents', 'pytorch', 2000)`,
    );
    try {
      const prompt = 'PyTorch engineer at a zorblax startup';
      const { plan } = await planSearch(t.app.db, 'talents', prompt);
      const withBoth = ['Both One', 'Both Two', 'Skill One', 'Skill Three'];
      expect((await textCandidates({ db: t.app.db, kind: 'talents', plan })).length).toBe(withBoth.length);

      const response = await post('/api/query/new', { prompt }, admin);
      const names: string[] = response.json().list.map((item: { user: { name: string } }) => item.user.name);
      expect(names.slice(0, withBoth.length).sort()).toEqual(withBoth);

      // So with an employer nobody here worked at.
      await t.app.db.execute(sql`INSERT INTO search_company_names (name) VALUES ('zorblax labs') ON CONFLICT DO NOTHING`);
      const { plan: employer } = await planSearch(t.app.db, 'talents', 'PyTorch engineer at Zorblax Labs');
      expect(employer.concepts.map((concept) => concept.kind)).toContain('company');
      expect((await textCandidates({ db: t.app.db, kind: 'talents', plan: employer })).length).toBe(withBoth.length);
    } finally {
      await t.app.db.execute(sql`DELETE FROM search_term_stats`);
      await t.app.db.execute(sql`DELETE FROM search_company_names WHERE name = 'zorblax labs'`);
    }
  });

  it('reads those with every rare concept, one of them only in a headline, before those with some of them', async () => {
    const evidence = await makeTalent(t.app.db, {
      name: 'Zquux Evidence',
      headline: 'Engineer',
      experiences: [experience('Engineer', 'Plain Labs', 'Zquux and wobblefrob pipelines.')],
    });
    const headline = await makeTalent(t.app.db, {
      name: 'Zquux Headline',
      headline: 'Wobblefrob',
      experiences: [experience('Engineer', 'Plain Labs', 'Zquux pipelines.')],
    });
    // Repeating one of the two words in titles and work pre-ranks high, but it is still only one of them.
    const repeated = await makeTalent(t.app.db, {
      name: 'Zquux Repeated',
      headline: 'Zquux Engineer',
      experiences: [
        experience('Zquux Engineer', 'Plain Labs', 'Zquux, zquux and zquux.'),
        experience('Zquux Lead', 'Other Labs', 'Zquux.'),
      ],
    });
    const ids = await talentCandidateIds('zquux wobblefrob');
    expect(ids).toEqual([evidence.id, headline.id, repeated.id]);
  });

  it('reads the best of those missing one rare concept beside a full first tier of those with all of them', async () => {
    // Before, one missing "grommet" was never read.
    await fillFirstTier('Plonk Grommet', experience('Engineer', 'Plain Labs', 'Plonk grommet pipelines.'));
    const missingOne = await makeTalent(t.app.db, {
      name: 'Plonk Only',
      headline: 'Plonk engineer',
      experiences: [experience('Plonk Engineer', 'Plain Labs', 'Plonk services.')],
    });
    const ids = await talentCandidateIds('plonk grommet');
    expect(ids).toHaveLength(81);
    expect(ids.at(-1)).toBe(missingOne.id);
  });

  it('finds who names a rare field within a domain among those with every rare concept: a Cassandra migration for "database" (decision 066)', async () => {
    // 90 with only "quibble", in their titles: they pre-rank above her among those with any rare concept.
    await fillFirstTier('Quibble Only', experience('Quibble Engineer', 'Plain Labs', 'Quibble services.'));
    const named = await makeTalent(t.app.db, {
      name: 'Cassandra Quibble',
      headline: 'Engineer',
      experiences: [experience('Engineer', 'Plain Labs', 'Led the quibble of the bookings store from Cassandra to DynamoDB.')],
    });
    const ids = await talentCandidateIds('database quibble');
    // Before, she was one of those with any rare concept, behind the 90, and never read.
    expect(ids).toHaveLength(80);
    expect(ids).toContain(named.id);
    expect(ids[0]).toBe(named.id);
  });

  it('reads the best of those with a rare concept only in the headline beside a full first tier', async () => {
    // One says "Blorp" only in its headline.
    await fillFirstTier('Blorp Zindle', experience('Blorp Engineer', 'Plain Labs', 'Zindle pipelines.'));
    const headlineOnly = await makeTalent(t.app.db, {
      name: 'Zindle Person',
      headline: 'Blorp Engineer',
      experiences: [experience('Software Engineer', 'Plain Labs', 'Zindle storage engine.')],
    });
    const ids = await talentCandidateIds('zindle blorp');
    expect(ids).toHaveLength(81);
    expect(ids).toContain(headlineOnly.id);
  });

  it('pre-ranks a concise profile that says it above a long one that repeats it among other words', async () => {
    const concise = await makeTalent(t.app.db, {
      name: 'Frobnic Concise',
      headline: 'Frobnic engineer',
      experiences: [experience('Frobnic Engineer', 'Plain Labs', 'Frobnic services.')],
    });
    const long = await makeTalent(t.app.db, {
      name: 'Frobnic Long',
      headline: 'Engineer',
      experiences: [
        experience('Frobnic Engineer', 'Plain Labs', 'Frobnic services, billing, search, onboarding and the mobile app.'),
        experience('Backend Engineer', 'Other Labs', 'Payments, ledgers, fraud rules, data pipelines and frobnic reports.'),
        experience('Software Engineer', 'Third Labs', 'Dashboards, alerts, storage, caching and a frobnic exporter.'),
      ],
    });
    const ids = await talentCandidateIds('frobnic');
    expect(ids).toEqual([concise.id, long.id]);
  });

  it('picks its first candidates by evidence: work and titles, not a keyword headline or an industry label', async () => {
    const work = await makeTalent(t.app.db, {
      name: 'Quuxly Worker',
      headline: 'Engineer',
      experiences: [experience('Engineer', 'Plain Labs', 'Built quuxly pipelines.')],
    });
    const keywords = await makeTalent(t.app.db, { name: 'Quuxly Keywords', headline: 'AI | Quuxly | Startups', experiences: [] });
    const does = await makeCompany(t.app.db, {
      name: 'Plain Co',
      description: 'Quuxly tooling for teams.',
      industry: ['Software'],
    });
    const labelled = await makeCompany(t.app.db, { name: 'Label Co', description: 'Tools.', industry: ['Quuxly'] });
    const first = async (kind: 'talents' | 'companies') => {
      const { plan } = await planSearch(t.app.db, kind, 'quuxly');
      const table = kind === 'talents' ? sql`talent_profiles p JOIN users u ON u.id = p.user_id` : sql`companies u`;
      const found = await t.app.db.execute(sql`SELECT u.name FROM ${table} WHERE search @@ ${plan.gate.evidence}::tsquery`);
      return (found as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    };
    expect(await first('talents')).toEqual([work.name]);
    expect(await first('companies')).toEqual([does.name]);
    // The others are still candidates, after those.
    const ids = await talentCandidateIds('quuxly');
    expect(ids).toEqual([work.id, keywords.id]);
    const companies = (await post('/api/company/query', { prompt: 'quuxly' }, admin))
      .json()
      .list.map((c: { name: string }) => c.name);
    expect(companies.slice(0, 2)).toEqual([does.name, labelled.name]);
  });
});
