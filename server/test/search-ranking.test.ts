import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, embedWhereVector, injectors, type TestApp } from './helpers.ts';
import { experience, makeAdmin, makeCompany, makeTalent } from './factories.ts';

/** Ranking cases on a small hand-built set, through the API: ranking that reads a profile like a recruiter. */
let t: TestApp;
let admin: { authorization: string };
type Result = {
  user: { name: string };
  match: { terms: string[]; snippets: { field: string; parts: { text: string; hit: boolean }[] }[] };
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await authHeader(t.app, (await makeAdmin(t.app.db, { headline: 'Recruiter' })).id);
  const people = [
    ['Mechanic', 'Mechanical Engineer @ Scale AI', [experience('Mechanical Engineer', 'Scale AI', 'Enclosures in SolidWorks.')]],
    ['Guard', 'Staff Security Engineer @ Scale AI', [experience('Staff Security Engineer', 'Scale AI', 'Threat modeling.')]],
    [
      'Trainer',
      'Senior ML Engineer',
      [experience('Senior ML Engineer', 'Meridian Labs', 'Scaled distributed training of a 70B model to 2,048 GPUs.')],
    ],
    ['Keywords', 'ML | LLM | Inference | Startups', []],
    [
      'Inference Builder',
      'Machine Learning Engineer',
      [experience('Machine Learning Engineer', 'Kitestream', 'Built the LLM inference service at a seed-stage startup.')],
    ],
    [
      'Language Person',
      'Engineer',
      [experience('Natural Language Processing Engineer', 'Lexica', 'Entity extraction from notes.')],
    ],
    ['Googler', 'Software Engineer', [experience('Software Engineer', 'Google', 'Maps routing backend.')]],
    ['Elsewhere', 'Software Engineer', [experience('Software Engineer', 'Acme', 'Billing backend.')]],
  ] as const;
  for (const [name, headline, experiences] of people)
    await makeTalent(t.app.db, { name, headline, experiences: [...experiences] });
  await makeCompany(t.app.db, {
    name: 'Evalwise',
    industry: ['Artificial Intelligence'],
    tagline: 'LLM evaluation suite',
    description: 'Evaluation infrastructure for LLM applications.',
  });
  await makeCompany(t.app.db, {
    name: 'Kitestream',
    industry: ['Software Development'],
    tagline: 'Serverless GPUs',
    description: 'Runs low-latency inference for open LLMs.',
    research: {
      ai_summary: { summary: 'LLM inference infrastructure and model serving.', ai_tags: ['LLM inference'] },
      notable_products: [],
      competitors: [],
      collaborators: [],
    },
  });
  await embedWhereVector(t.app);
}, 120_000);
afterAll(() => t.close());
const { post } = injectors(() => t.app);

const searchTalents = async (prompt: string): Promise<Result[]> => (await post('/api/query/new', { prompt }, admin)).json().list;
const names = (results: Result[]) => results.map((result) => result.user.name);

describe('talent ranking', () => {
  // First in this file: the words of these profiles have not been looked up yet (service.ts rankRows).
  it('ranks the same before and after the words of the profiles are known', async () => {
    const scored = async () =>
      (await post('/api/query/new', { prompt: 'scaling engineers' }, admin))
        .json()
        .list.map((result: Result & { match: { score: unknown } }) => [result.user.name, result.match.terms, result.match.score]);
    const cold = await scored();
    // "Scaled" and "Engineer" are other forms of the prompt's words: found through their lexemes.
    expect(cold.find(([name]: [string]) => name === 'Trainer')?.[1]).toEqual(['scaling', 'engineers']);
    expect(await scored()).toEqual(cold);
  });

  it('never reads "scaled" as "Scale AI": the one who scaled distributed training comes first', async () => {
    const results = await searchTalents('staff engineer who scaled distributed training');
    expect(names(results)[0]).toBe('Trainer');
    const mechanic = results.find((result) => result.user.name === 'Mechanic');
    // If found at all (by meaning or by "engineer"), nothing of "Scale AI" is marked as a hit.
    for (const snippet of mechanic?.match.snippets ?? [])
      expect(snippet.parts.filter((part) => part.hit).map((part) => part.text)).not.toContain('Scale');
  });

  it('ranks real inference work above a keyword-only headline', async () => {
    const order = names(await searchTalents('ML engineer who worked on LLM inference at a startup'));
    expect(order.indexOf('Inference Builder')).toBeLessThan(order.indexOf('Keywords'));
    expect(order[0]).toBe('Inference Builder');
  });

  it('finds "natural language processing" for "NLP", and says which words matched', async () => {
    const [top] = await searchTalents('NLP engineer');
    expect(top!.user.name).toBe('Language Person');
    expect(top!.match.terms).toEqual(['nlp', 'engineer']);
    const experience = top!.match.snippets.find((snippet) => snippet.field === 'experiences')!;
    expect(experience.parts.filter((part) => part.hit).map((part) => part.text)).toContain('Natural Language Processing');
  });

  it('counts the employer a prompt names: "SWE at Google"', async () => {
    const order = names(await searchTalents('SWE at Google'));
    expect(order[0]).toBe('Googler');
    expect(order.indexOf('Elsewhere')).toBeGreaterThan(0);
  });
});

describe('company ranking', () => {
  it('weighs what a company does: model serving for "LLM inference infrastructure"', async () => {
    const response = await post('/api/company/query', { prompt: 'LLM inference infrastructure' }, admin);
    expect(response.json().list.map((company: { name: string }) => company.name)[0]).toBe('Kitestream');
  });
});
