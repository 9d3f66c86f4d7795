import { describe, expect, it } from 'vitest';
import { buildPlan } from '../src/search/query/plan.ts';
import { parsePrompt } from '../src/search/query/prompt.ts';
import { FIELD_WEIGHTS, rankProfile } from '../src/search/query/rank.ts';
import { talentText } from '../src/search/query/segments.ts';

/**
 * A stand-in for PostgreSQL's english dictionary: a few stop words and a crude stemmer, the same for prompt and
 * profile; a hyphenated word gives the whole word's lexeme and each part's, as PostgreSQL's parser does.
 */
const STOP = new Set(['a', 'an', 'the', 'of', 'at', 'who', 'on', 'in', 'for', 'and', 'with']);
const stem = (word: string) => (STOP.has(word) ? [] : [word.toLowerCase().replace(/(ing|ed|er|s)$/, '')]);
const lexemes = (word: string) => (word.includes('-') ? [word, ...word.split('-')].flatMap(stem) : stem(word));

function score(
  prompt: string,
  profile: Partial<Parameters<typeof talentText>[0]>,
  companies = new Set<string>(),
  withHits = true,
) {
  const { concepts } = buildPlan({
    concepts: parsePrompt(prompt, companies),
    lexemes,
    stats: { documents: 10_000, ndoc: () => 0 },
  });
  const text = talentText({
    name: 'A Person',
    headline: '',
    ai_project: null,
    experiences: [],
    education: [],
    github_projects: [],
    ...profile,
  });
  return rankProfile({ concepts, segments: text.segments, lexemes, withHits });
}
const job = (title: string, company: string, description = '') => ({ title, company, description });

describe('field weights', () => {
  it('weigh what someone did over where: titles, then work, then education and projects, then a headline', () => {
    expect(FIELD_WEIGHTS.title).toBeGreaterThan(FIELD_WEIGHTS.description);
    expect(FIELD_WEIGHTS.description).toBeGreaterThan(FIELD_WEIGHTS.project);
    expect(FIELD_WEIGHTS.education).toBeGreaterThan(FIELD_WEIGHTS.headline);
    expect(FIELD_WEIGHTS.about).toBeGreaterThan(FIELD_WEIGHTS.industry);
  });

  it('rank evidence in experience above a keyword-only headline', () => {
    const headlineOnly = score('LLM inference', { headline: 'ML | LLM | Inference | Startups' });
    const evidence = score('LLM inference', { experiences: [job('Engineer', 'Kitestream', 'Built the LLM inference service.')] });
    expect(evidence.score).toBeGreaterThan(headlineOnly.score);
    expect(headlineOnly.score).toBeGreaterThan(0);
  });

  it('rank a title above the same words in a description, and the current title above an earlier one', () => {
    const title = score('computer vision', { experiences: [job('Computer Vision Engineer', 'Acme')] });
    // Not what the description leads with (that counts more: below).
    const described = score('computer vision', {
      experiences: [job('Engineer', 'Acme', 'Drones that land themselves, with computer vision.')],
    });
    const earlier = score('computer vision', { experiences: [job('Manager', 'Acme'), job('Computer Vision Engineer', 'Beta')] });
    expect(title.score).toBeGreaterThan(earlier.score);
    expect(earlier.score).toBeGreaterThan(described.score);
  });

  it('rank a description that leads with what is asked above one that ends with it, and below a title', () => {
    const prompt = 'penetration testing';
    const leads = score(prompt, { experiences: [job('Security Engineer', 'Acme', 'Penetration testing of web apps.')] });
    const afterVerb = score(prompt, { experiences: [job('Security Engineer', 'Acme', 'Led penetration testing of web apps.')] });
    const ends = score(prompt, {
      experiences: [job('Security Engineer', 'Acme', 'Built detection and response with penetration testing.')],
    });
    const title = score(prompt, { experiences: [job('Penetration Tester', 'Acme', 'Web apps.')] });
    expect(leads.score).toBe(afterVerb.score);
    expect(leads.score).toBeGreaterThan(ends.score);
    expect(title.score).toBeGreaterThan(leads.score);
  });

  it('read "the scaling of" what was done as what a description leads with, and no further', () => {
    const prompt = 'distributed training';
    const leads = score(prompt, { experiences: [job('Engineer', 'Acme', 'Scaled distributed training to 512 GPUs.')] });
    const scalingOf = score(prompt, {
      experiences: [job('Engineer', 'Acme', 'Led the scaling of distributed training to 512 GPUs.')],
    });
    const later = score(prompt, {
      experiences: [job('Engineer', 'Acme', 'Led the team and the scaling of distributed training.')],
    });
    const farther = score(prompt, { experiences: [job('Engineer', 'Acme', 'Led the scaling of our distributed training.')] });
    expect(scalingOf.score).toBe(leads.score);
    expect(scalingOf.score).toBeGreaterThan(later.score);
    expect(scalingOf.score).toBeGreaterThan(farther.score);
  });

  it('read "the React design system" as what was done: a name qualifies it, an acronym or a second name does not', () => {
    const prompt = 'design system';
    const work = (description: string) => score(prompt, { experiences: [job('Engineer', 'Acme', description)] });
    const leads = work('Built the design system from scratch.');
    const named = work('Built the React design system from scratch.');
    const acronym = work('Built the UI design system from scratch.');
    const twoNames = work('Built the Acme Design system from scratch.');
    const apart = work('Built the React, design system and tests.');
    expect(named.score).toBe(leads.score);
    expect(acronym.score).toBeLessThan(named.score);
    expect(twoNames.score).toBeLessThan(named.score);
    expect(apart.score).toBeLessThan(named.score);
  });

  it('count a kind of engineer written as an abbreviation as an engineer: a "Staff SWE" is a staff engineer', () => {
    const prompt = 'staff engineer who scaled distributed training';
    const work = 'Scaled distributed training to 512 GPUs.';
    const abbreviated = score(prompt, { experiences: [job('Staff SWE', 'Helio', work)] });
    const written = score(prompt, { experiences: [job('Staff Software Engineer', 'Helio', work)] });
    const other = score(prompt, { experiences: [job('Staff Scientist', 'Helio', work)] });
    expect(abbreviated.score).toBeCloseTo(written.score, 5);
    expect(abbreviated.score).toBeGreaterThan(other.score);
    expect(abbreviated.terms).toContain('engineer');
  });

  it('count a higher rung of the ladder as the seniority asked for: a principal engineer is a staff engineer', () => {
    const prompt = 'staff engineer who scaled distributed training';
    const work = 'Scaled distributed training to 512 GPUs.';
    const staff = score(prompt, { experiences: [job('Staff Engineer', 'Acme', work)] });
    const principal = score(prompt, { experiences: [job('Principal Engineer', 'Acme', work)] });
    const senior = score(prompt, { experiences: [job('Senior Engineer', 'Acme', work)] });
    expect(principal.score).toBe(staff.score);
    expect(principal.score).toBeGreaterThan(senior.score);
  });

  it('read a sentence that states an interest as a headline keyword, not as the work', () => {
    const interested = score('LLM inference', {
      experiences: [job('Analyst', 'Acme', 'Built demand forecasts for stores. Interested in LLMs and inference.')],
    });
    const did = score('LLM inference', { experiences: [job('Analyst', 'Acme', 'Built the LLM inference service.')] });
    const headline = score('LLM inference', { headline: 'LLM | Inference' });
    expect(did.score).toBeGreaterThan(interested.score);
    expect(interested.score).toBeCloseTo(headline.score);
    expect(interested.terms).toEqual(['llm', 'inference']);
  });

  it('count a field within AI as AI: whoever builds LLM inference works in AI', () => {
    const llm = score('AI engineer', { experiences: [job('Engineer', 'Acme', 'Built the LLM inference service.')] });
    const none = score('AI engineer', { experiences: [job('Engineer', 'Acme', 'Built the billing service.')] });
    expect(llm.score).toBeGreaterThan(none.score);
    expect(llm.terms).toContain('ai');
  });

  it('count language models as NLP, a German doctorate as a PhD, and a YC company as a startup', () => {
    const lm = score('NLP engineer', { experiences: [job('Engineer', 'Acme', 'Trained language models for dialogue.')] });
    const none = score('NLP engineer', { experiences: [job('Engineer', 'Acme', 'Built the billing service.')] });
    expect(lm.score).toBeGreaterThan(none.score);
    expect(lm.terms).toContain('nlp');
    const doctorate = (degree_name: string) =>
      score('PhD in NLP', { education: [{ school: 'Universität Stuttgart', degree_name }] }).score;
    expect(doctorate('Dr. phil. Computational Linguistics')).toBe(doctorate('PhD Computational Linguistics'));
    const yc = score('founding engineer at a startup', {
      experiences: [job('Founding Engineer', 'Tallyhome (YC W22)', 'Built the product.')],
    });
    const plain = score('founding engineer at a startup', {
      experiences: [job('Founding Engineer', 'Tallyhome', 'Built the product.')],
    });
    expect(yc.score).toBeGreaterThan(plain.score);
  });

  it('count a database engine named as database work, and a clinician app as healthcare (decision 066)', () => {
    const prompt = 'staff engineer who led a database migration';
    const engines = score(prompt, {
      experiences: [
        job('Staff Software Engineer', 'Shopwell', 'Led the migration of order data from MySQL to sharded Postgres.'),
      ],
    });
    const services = score(prompt, {
      experiences: [job('Staff Software Engineer', 'Shopwell', 'Led the migration of 16 services to Kubernetes.')],
    });
    expect(engines.terms).toContain('database');
    expect(engines.score).toBeGreaterThan(services.score);
    // "SQL" is a language every analyst writes, not a database.
    expect(score('database engineer', { experiences: [job('Analyst', 'Acme', 'Wrote SQL reports.')] }).terms).not.toContain(
      'database',
    );
    const care = score('product lead in healthcare', {
      experiences: [job('Product Lead', 'Oscar', 'Led the virtual primary care product and the clinician app.')],
    });
    const payments = score('product lead in healthcare', {
      experiences: [job('Product Lead', 'Oscar', 'Led the payments product and the merchant app.')],
    });
    expect(care.terms).toContain('healthcare');
    expect(care.score).toBeGreaterThan(payments.score);
    const checks = score('SRE in healthcare', { experiences: [job('SRE', 'Acme', 'Wrote the health checks and the paging.')] });
    expect(checks.terms).not.toContain('healthcare');
  });

  it('count "recommendations" as recommender systems, the name of the domain', () => {
    const ranking = score('recommender systems engineer', {
      experiences: [job('Engineer', 'Etsy', 'Ranking models for search and recommendations.')],
    });
    expect(ranking.terms).toContain('recommender systems');
  });

  it('rank the domain named above a field within it, and a field within it above neither', () => {
    const prompt = 'PhD in NLP';
    const degree = (description: string) =>
      score(prompt, { education: [{ school: 'Edinburgh', degree_name: 'PhD Informatics', description }] }).score;
    const named = degree('Thesis on natural language processing for dialogue.');
    const within = degree('Thesis on language models for dialogue.');
    const neither = degree('Thesis on robot grasping.');
    expect(named).toBeGreaterThan(within);
    expect(within).toBeGreaterThan(neither);
  });

  it('keep a qualifier from outranking the work asked for: "staff" alone scores below the work without "staff"', () => {
    const prompt = 'staff engineer who scaled distributed training';
    const staffOnly = score(prompt, { experiences: [job('Staff Security Engineer', 'Scale AI', 'Threat modeling.')] });
    const work = score(prompt, { experiences: [job('Senior ML Engineer', 'Acme', 'Scaled distributed training to 512 GPUs.')] });
    const both = score(prompt, { experiences: [job('Staff ML Engineer', 'Acme', 'Scaled distributed training to 512 GPUs.')] });
    expect(both.score).toBeGreaterThan(work.score);
    expect(work.score).toBeGreaterThan(staffOnly.score);
  });

  it('find a phrase inside a hyphenated word: a "computer-vision startup" is computer vision', () => {
    const prompt = 'computer vision founder';
    const hyphenated = score(prompt, {
      experiences: [job('Founder & CEO', 'Seeit', 'Computer-vision startup for retail shelves.')],
    });
    const spaced = score(prompt, { experiences: [job('Founder & CEO', 'Seeit', 'Computer vision startup for retail shelves.')] });
    expect(hyphenated.terms).toContain('computer vision');
    expect(hyphenated.score).toBe(spaced.score);
    const marked = [...hyphenated.hits!.values()].flatMap(({ tokens, hit }) => [...hit].map((at) => tokens[at]!.text));
    expect(marked).toContain('Computer-vision');
  });

  it('rank topics written together as the prompt writes them above the same words apart', () => {
    const prompt = 'Rust systems engineer';
    const work = 'Wrote the storage engine in Rust.';
    for (const withHits of [true, false]) {
      const together = score(prompt, { experiences: [job('Systems Engineer', 'Fjordbase', work)] }, undefined, withHits);
      const apart = score(
        prompt,
        { experiences: [job('Staff Systems Software Engineer', 'Fjordbase', work)] },
        undefined,
        withHits,
      );
      // A comma or a stop word between them is not writing them together.
      const listed = score(prompt, { experiences: [job('Software Engineer, Systems', 'Fjordbase', work)] }, undefined, withHits);
      const joinedByAnd = score(prompt, { experiences: [job('Systems and Engineer', 'Fjordbase', work)] }, undefined, withHits);
      expect(apart.terms).toEqual(together.terms);
      expect(together.score).toBeGreaterThan(apart.score);
      expect(listed.score).toBe(apart.score);
      expect(joinedByAnd.score).toBe(apart.score);
    }
  });

  it('read a headline that names a role as the current title, and one that lists keywords as keywords', () => {
    const work = [job('Software Engineer', 'Fjordbase', 'Wrote the storage engine in Rust.')];
    const role = score('Rust systems engineer', { headline: 'Systems Engineer', experiences: work });
    const titled = score('Rust systems engineer', {
      headline: 'Engineer',
      experiences: [job('Systems Engineer', 'Fjordbase', 'Wrote the storage engine in Rust.')],
    });
    const keywords = score('Rust systems engineer', { headline: 'Rust | Systems | Engineer', experiences: work });
    const listed = score('Rust systems engineer', { headline: 'Rust, Systems, Blockchain', experiences: work });
    expect(role.score).toBeCloseTo(titled.score, 5);
    expect(role.score).toBeGreaterThan(keywords.score);
    expect(keywords.score).toBe(listed.score);
    // A list that leads with a role: the role, then keywords.
    const leading = score('Rust systems engineer', { headline: 'Systems Engineer | Rust · Go', experiences: work });
    expect(leading.score).toBeCloseTo(titled.score, 5);
    // A role the work does not back at all is read as a headline's words.
    const claimed = score('computer vision founder', {
      headline: 'Computer vision founder',
      experiences: [job('Product Marketing Manager', 'Canva', 'Launch campaigns.')],
    });
    const backed = score('computer vision founder', {
      headline: 'Founder',
      experiences: [job('CEO', 'Seeit', 'Computer vision for retail shelves.')],
    });
    expect(backed.score).toBeGreaterThan(claimed.score);
    expect(claimed.score).toBe(
      score('computer vision founder', {
        headline: 'Computer vision | founder',
        experiences: [job('Product Marketing Manager', 'Canva', 'Launch campaigns.')],
      }).score,
    );
    // A headline's role says no degree: "PhD student" counts below a PhD in the education.
    const student = score('PhD in statistics', {
      headline: 'PhD student',
      education: [{ school: 'Uppsala', degree_name: 'MSc Statistics', description: '' }],
    });
    const doctor = score('PhD in statistics', {
      headline: 'Data scientist',
      education: [{ school: 'Uppsala', degree_name: 'PhD Statistics', description: '' }],
    });
    expect(doctor.score).toBeGreaterThan(student.score);
  });

  it('read topics together only when the prompt writes them together', () => {
    const profile = { experiences: [job('Systems Engineer', 'Fjordbase', 'Wrote the storage engine in Rust.')] };
    const apartInPrompt = score('Rust engineer for systems', profile);
    const plain = score('Rust engineer for systems', {
      experiences: [job('Engineer for Systems', 'Fjordbase', 'Wrote the storage engine in Rust.')],
    });
    expect(apartInPrompt.score).toBe(plain.score);
  });
});

describe('employers count only when the prompt names one', () => {
  const known = new Set(['google', 'scale ai']);

  it('never finds "scaled" in "Scale AI", nor marks it', () => {
    const ranked = score(
      'scaled',
      { headline: 'Engineer @ Scale AI', experiences: [job('Mechanical Engineer', 'Scale AI')] },
      known,
    );
    expect(ranked.score).toBe(0);
    expect(ranked.terms).toEqual([]);
    expect(ranked.hits!.size).toBe(0);
  });

  it('counts an employer the prompt asks for, and a former one most for "formerly at"', () => {
    const atGoogle = score('SWE at Google', { experiences: [job('Software Engineer', 'Google')] }, known);
    const elsewhere = score('SWE at Google', { experiences: [job('Software Engineer', 'Acme')] }, known);
    expect(atGoogle.score).toBeGreaterThan(elsewhere.score);
    expect(atGoogle.terms).toEqual(['swe', 'google']);
    const former = score(
      'engineer formerly at Google',
      { experiences: [job('Engineer', 'Acme'), job('Engineer', 'Google')] },
      known,
    );
    const current = score(
      'engineer formerly at Google',
      { experiences: [job('Engineer', 'Google'), job('Engineer', 'Acme')] },
      known,
    );
    expect(former.score).toBeGreaterThan(current.score);
  });

  it('does not count a company name without such a prompt: "Systems" in "Pure Arc Systems"', () => {
    const ranked = score('Rust systems engineer', { experiences: [job('Engineering Manager', 'Pure Arc Systems')] });
    expect(ranked.terms).toEqual([]);
  });
});
