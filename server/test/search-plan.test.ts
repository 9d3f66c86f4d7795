import { describe, expect, it } from 'vitest';
import { buildPlan, COMMON } from '../src/search/query/plan.ts';
import { parsePrompt } from '../src/search/query/prompt.ts';

/** What PostgreSQL's english dictionary makes of the words below (a hyphenated word: itself and its parts). */
const ENGLISH: Record<string, string[]> = {
  llm: ['llm'],
  llms: ['llms'],
  large: ['larg'],
  language: ['languag'],
  model: ['model'],
  models: ['model'],
  inference: ['infer'],
  serving: ['serv'],
  'model-serving': ['model-serv', 'model', 'serv'],
  infrastructure: ['infrastructur'],
  founding: ['found'],
  engineer: ['engin'],
  ai: ['ai'],
  startup: ['startup'],
  'start-up': ['start-up', 'start', 'up'],
  'seed-stage': ['seed-stag', 'seed', 'stage'],
  'early-stage': ['early-stag', 'earli', 'stage'],
};
const STOP = new Set(['a', 'an', 'at', 'the']);
const lexemes = (word: string) => (STOP.has(word) ? [] : (ENGLISH[word] ?? [word]));

/** A plan over 10,000 documents where only the lexemes of `counts` are common. */
const plan = (prompt: string, counts: Record<string, number>) =>
  buildPlan({ concepts: parsePrompt(prompt), lexemes, stats: { documents: 10_000, ndoc: (lexeme) => counts[lexeme] ?? 0 } });
const weightOf = (planned: ReturnType<typeof plan>, text: string) =>
  planned.concepts.find((concept) => concept.text === text)!.weight;

describe('concept weights', () => {
  it('count a hyphenated synonym by its rarest part: "model" alone never makes "inference" common', () => {
    // "model" is in many company descriptions; "model-serving" (a way of writing "inference") is not.
    const planned = plan('LLM inference kernels', { model: 1249, llms: 1230 });
    expect(weightOf(planned, 'llm')).toBeLessThanOrEqual(1);
    expect(weightOf(planned, 'inference')).toBeGreaterThan(1);
    expect(weightOf(planned, 'inference')).toBeCloseTo(weightOf(planned, 'kernels'));
    // Both rare concepts pick the first candidates, so "CUDA kernels" alone is not among them.
    expect(planned.gate.all).toContain("'infer'");
    expect(planned.gate.all).toContain("'kernels'");
  });

  it('weigh what kind of thing is asked for as a weak word: "infrastructure" and "platform" say less than "RAG"', () => {
    const planned = plan('RAG infrastructure platform', {});
    expect(weightOf(planned, 'infrastructure')).toBeLessThanOrEqual(0.3);
    expect(weightOf(planned, 'platform')).toBeLessThanOrEqual(0.3);
    expect(weightOf(planned, 'rag')).toBeGreaterThanOrEqual(1);
    // Nor do they pick candidates: "payments infrastructure" is not one for "LLM inference infrastructure".
    expect(plan('LLM inference infrastructure', {}).gate.all).not.toContain("'infrastructur'");
  });

  it('weigh a weak word as a common one, however rare: "worked" says how the prompt is put', () => {
    const planned = plan('ML engineer who worked on LLM inference', { engin: 9 * COMMON });
    expect(weightOf(planned, 'worked')).toBeLessThanOrEqual(0.3);
    expect(weightOf(planned, 'worked')).toBeLessThan(weightOf(planned, 'llm') / 3);
  });

  it('search for a seniority by its higher rungs too: a principal engineer is a candidate for "staff engineer"', () => {
    const planned = plan('staff engineer who scaled distributed training', {});
    expect(planned.gate.all).toContain("('staff') | ('principal') | ('distinguished')");
  });

  it('read the fields within AI without searching for them: they are common words', () => {
    // "AI" is rare as written; the fields within it (ML, LLMs) are everywhere.
    const planned = plan('AI startup', { ml: 4 * COMMON, llm: 3 * COMMON });
    expect(weightOf(planned, 'ai')).toBeGreaterThan(1);
    expect(planned.gate.all).not.toContain("'llm'");
    expect(planned.rank).not.toContain("'llm'");
    expect(planned.concepts.find((concept) => concept.text === 'ai')!.within).toContainEqual([['llm']]);
  });

  it('search for the rare fields within a domain as for the domain: who names only MySQL is a database candidate', () => {
    const planned = plan('staff engineer who led a database migration', { postgres: 2 * COMMON, postgresql: 2 * COMMON });
    // MySQL is rare: searched for wherever "database" is, as a way of writing it; Postgres is common: read, not searched.
    expect(planned.gate.all).toMatch(/\('database'\) \| [^&]*\('mysql'\)/);
    expect(planned.gate.all).not.toContain("'postgres'");
    expect(planned.gate.evidence).toContain("'mysql':ABD");
    // The pre-rank stays the concept's own words: ts_rank's cost grows with its query.
    expect(planned.rank).not.toContain("'mysql'");
    // A field is common when any of its ways of writing it is: ML is, so "MLE" is not searched for alone.
    const ai = plan('AI startup', { ml: 4 * COMMON });
    expect(ai.gate.all).toContain("'rlhf'");
    expect(ai.gate.all).not.toContain("'mle'");
    // Not what the concept weighs, nor what the reading counts it as: a field within is still 0.95 of the domain.
    expect(planned.concepts.find((concept) => concept.text === 'database')!.phrases).toEqual([[['database']]]);
    expect(weightOf(planned, 'database')).toBeCloseTo(
      weightOf(plan('staff engineer who led a database migration', {}), 'database'),
    );
  });

  it('take a phrase to be common when every one of its words is', () => {
    const planned = plan('large language models', { larg: 2 * COMMON, languag: 3 * COMMON, model: 4 * COMMON });
    expect(weightOf(planned, 'large language models')).toBeLessThanOrEqual(1);
  });
});

describe('candidate gate', () => {
  it('asks for the rare concepts where they are evidence first, not in a headline or an industry label', () => {
    const planned = plan('LLM inference infrastructure', {});
    expect(planned.gate.evidence).toMatch(/'infer':ABD/);
    expect(planned.gate.evidence).not.toMatch(/'infer'(?!:)/);
    // The same concepts anywhere, so that the headline-only profiles are still found, after those.
    expect(planned.gate.all).toBe(planned.gate.evidence.replaceAll(':ABD', ''));
  });

  it('lets a kind of company qualify, not pick: founders at AI companies are read whether or not they say "startup"', () => {
    const founders = plan('founding engineer at an AI startup', { found: 5 * COMMON, ai: 2 * COMMON, engin: 9 * COMMON });
    expect(founders.gate.evidence).toMatch(/'found':ABD/);
    expect(founders.gate.evidence).toMatch(/'ai':ABD/);
    expect(founders.gate.all).not.toMatch(/startup/);
    expect(founders.concepts.find((concept) => concept.text === 'startup')!.kind).toBe('type');
  });

  it('also asks for every rare concept but one, for the few read beside a full first tier', () => {
    expect(plan('zorblax quuxly', {}).gate.near).toBe("((('quuxly'))) | ((('zorblax')))");
    expect(plan('zorblax quuxly wobblefrob', {}).gate.near).toBe(
      "((('quuxly')) & (('wobblefrob'))) | ((('zorblax')) & (('wobblefrob'))) | ((('zorblax')) & (('quuxly')))",
    );
    // One rare concept: nothing is missing one.
    expect(plan('zorblax engineer', { engin: 9 * COMMON }).gate.near).toBe('');
  });

  it('fills up with profiles that have every common concept when one of them says something', () => {
    // "zorblax" is rare and only keyword headlines say it; founders at AI companies have the rest.
    const founders = plan('founding engineer for zorblax AI', { found: 5 * COMMON, ai: 2 * COMMON, engin: 9 * COMMON });
    expect(founders.gate.evidence).toMatch(/'zorblax':ABD/);
    expect(founders.gate.fill).toContain("('found')");
    // "engineer" alone says too little: it would let in most of the table.
    expect(plan('zorblax engineer', { engin: 9 * COMMON }).gate.fill).toBe('');
    // Nor for a named employer, which is in the work of all who have it.
    const employer = buildPlan({
      concepts: parsePrompt('PyTorch engineer at Stripe', new Set(['stripe'])),
      lexemes,
      stats: { documents: 10_000, ndoc: (lexeme) => ({ pytorch: 2 * COMMON, engin: 9 * COMMON })[lexeme] ?? 0 },
    });
    expect(employer.gate.all).toContain("'@stripe'");
    expect(employer.gate.fill).toBe('');
    // Only when nobody worked there.
    expect(employer.gate.loose).toContain("'pytorch'");
  });
});
