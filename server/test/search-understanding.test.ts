import { describe, expect, it } from 'vitest';
import { buildPlan } from '../src/search/query/plan.ts';
import { parsePrompt } from '../src/search/query/prompt.ts';
import { rankProfile } from '../src/search/query/rank.ts';
import { talentText } from '../src/search/query/segments.ts';
import { synonymsOf } from '../src/search/query/synonyms.ts';
import { fuse } from '../src/search/query/service.ts';

/** A stand-in for PostgreSQL's english dictionary: a few stop words and a crude stemmer, the same for prompt and profile. */
const STOP = new Set(['a', 'an', 'the', 'of', 'at', 'who', 'on', 'in', 'for', 'and', 'with']);
const lexemes = (word: string) => (STOP.has(word) ? [] : [word.toLowerCase().replace(/(ing|ed|er|s)$/, '')]);
const job = (title: string, company: string, description = '') => ({ title, company, description });
const degree = (school: string, degree_name: string) => ({ school, degree_name, description: '' });

function score(prompt: string, profile: Partial<Parameters<typeof talentText>[0]>) {
  const { concepts } = buildPlan({ concepts: parsePrompt(prompt), lexemes, stats: { documents: 10_000, ndoc: () => 0 } });
  const text = talentText({
    name: 'A Person',
    headline: '',
    ai_project: null,
    experiences: [],
    education: [],
    github_projects: [],
    ...profile,
  });
  return rankProfile({ concepts, segments: text.segments, lexemes }).score;
}
const kinds = (prompt: string) => Object.fromEntries(parsePrompt(prompt).map((concept) => [concept.text, concept.kind]));

describe('query understanding', () => {
  it('reads kinds of company as such: startup, YC, fintech, Series B', () => {
    expect(kinds('founding engineer at a YC startup')).toMatchObject({ yc: 'type', startup: 'type', founding: 'title' });
    expect(kinds('fintech PM')).toMatchObject({ fintech: 'type', pm: 'topic' });
    expect(kinds('VP of Engineering at a Series B company')).toMatchObject({ 'series b': 'type', vp: 'title' });
    expect(synonymsOf('yc')).toContain('y combinator');
  });

  it('reads a plural the synonym list does not hold as its singular', () => {
    expect(synonymsOf('startups')).toEqual(expect.arrayContaining(['startups', 'seed-stage', 'early-stage']));
  });

  it('reads what follows a degree as its subject', () => {
    const concepts = parsePrompt('PhD in NLP who worked at a startup');
    expect(concepts.find((concept) => concept.text === 'phd')!.kind).toBe('degree');
    expect(concepts.find((concept) => concept.text === 'nlp')!.field).toBe(true);
    expect(parsePrompt('degree in physics')[0]).toMatchObject({ text: 'physics', field: true });
    expect(parsePrompt('NLP engineer with a PhD')[0]!.field).toBeUndefined();
  });
});

describe('scoring with what the prompt means', () => {
  it('ranks the degree asked for above the same words in a job title: "PhD in NLP"', () => {
    const nlpPhd = score('PhD in NLP', {
      experiences: [job('Research Scientist', 'Naver', 'Machine translation.')],
      education: [degree('Université Paris-Saclay', 'PhD in Natural Language Processing')],
    });
    const nlpEngineerWithPhd = score('PhD in NLP', {
      experiences: [job('Staff NLP Engineer', 'Acme', 'Named-entity recognition.')],
      education: [degree('UT Austin', 'PhD Computer Science')],
    });
    expect(nlpPhd).toBeGreaterThan(nlpEngineerWithPhd);
  });

  it("finds a kind of company in an employer's name, and never a company that is merely named like a prompt word", () => {
    const yc = score('founding engineer at a YC startup', {
      experiences: [job('Founding Engineer', 'Tallyhome (YC W22)', 'Built the app.')],
    });
    const other = score('founding engineer at a YC startup', {
      experiences: [job('Founding Engineer', 'Tallyhome', 'Built the app.')],
    });
    expect(yc).toBeGreaterThan(other);
    expect(score('scaled', { experiences: [job('Mechanical Engineer', 'Scale AI')] })).toBe(0);
  });

  it('ranks what is asked meeting in one job above the same words in different jobs: the staff title at the job that scaled the training', () => {
    const prompt = 'staff engineer who scaled distributed training';
    const together = score(prompt, {
      experiences: [
        job('Staff Engineer', 'Orchard', 'Scaled distributed training to 2,048 GPUs.'),
        job('Engineer', 'Baidu', 'Ads.'),
      ],
    });
    const apart = score(prompt, {
      experiences: [
        job('Staff Engineer', 'Orchard', 'Ads.'),
        job('Engineer', 'Baidu', 'Scaled distributed training to 2,048 GPUs.'),
      ],
    });
    expect(together).toBeGreaterThan(apart);
    const atStartup = score('LLM inference at a startup', {
      experiences: [job('Engineer', 'Quill', 'LLM inference at a seed-stage startup.'), job('Engineer', 'Acme', 'Payments.')],
    });
    const startupElsewhere = score('LLM inference at a startup', {
      experiences: [job('Engineer', 'Quill', 'LLM inference.'), job('Engineer', 'Acme', 'Payments at a seed-stage startup.')],
    });
    expect(atStartup).toBeGreaterThan(startupElsewhere);
  });

  it('lets a missing kind of company cost less than a missing skill', () => {
    const prompt = 'AI coding assistant startup';
    const noStartupWord = score(prompt, { experiences: [job('Engineer', 'Codewright', 'AI coding assistant for monorepos.')] });
    const noCoding = score(prompt, { experiences: [job('Engineer', 'Helpdesk Inc', 'AI assistant for a startup.')] });
    expect(noStartupWord).toBeGreaterThan(noCoding);
  });

  it('saturates repeated words: saying a skill again and again, in a headline and every project, adds nothing', () => {
    // Both descriptions lead with Rust (what a description leads with counts more, once).
    const once = score('Rust systems engineer', {
      experiences: [job('Systems Engineer', 'Fjordbase', 'Rust: a storage engine.')],
    });
    const stuffed = score('Rust systems engineer', {
      headline: 'Rust | Systems | Rust | Rust engineer',
      experiences: [job('Systems Engineer', 'Fjordbase', 'Rust, Rust, Rust: a storage engine in Rust for Rust users.')],
      github_projects: [1, 2, 3].map((n) => ({
        name: `rust-${n}`,
        url: '',
        description: 'Experiments with Rust.',
        stars: 0,
        is_ai: false,
      })),
    });
    expect(stuffed).toBe(once);
  });
});

describe('fusion with the semantic score', () => {
  const rows = [
    { id: 'a', text: 0.9, semantic: 0.71 },
    { id: 'b', text: 0.9, semantic: 0.78 },
    { id: 'c', text: 0.6, semantic: 0.8 },
    { id: 'd', text: 0, semantic: 0.83 },
  ];

  it("depends on the order of similarities, not their scale: another encoder's cosines rank the same", () => {
    const order = (input: typeof rows) => fuse(input).map((row) => row.id);
    expect(order(rows)).toEqual(['b', 'a', 'c', 'd']);
    expect(order(rows.map((row) => ({ ...row, semantic: row.semantic * 0.4 - 0.1 })))).toEqual(order(rows));
  });

  it("keeps results that show the prompt's concepts above those found by meaning alone, however similar", () => {
    const fused = fuse(rows);
    expect(fused.at(-1)!.id).toBe('d');
    expect(fused.at(-1)!.score).toBeLessThan(fused.find((row) => row.id === 'c')!.score);
  });

  it('lets similarity break a tie but not overturn a clearly better reading', () => {
    const fused = fuse([
      { id: 'reads-better', text: 0.9, semantic: 0.5 },
      { id: 'more-similar', text: 0.7, semantic: 0.95 },
    ]);
    expect(fused[0]!.id).toBe('reads-better');
  });
});
