import { describe, expect, it } from 'vitest';
import { expandedPrompt, parsePrompt } from '../src/search/query/prompt.ts';
import { SYNONYMS, synonymsOf } from '../src/search/query/synonyms.ts';

const phrasesOf = (prompt: string, companies?: Set<string>) =>
  parsePrompt(prompt, companies).map((concept) => ({
    text: concept.text,
    kind: concept.kind,
    phrases: concept.phrases.map((phrase) => phrase.join(' ')),
  }));

describe('synonym expansion', () => {
  it('bridges abbreviations and their long forms both ways', () => {
    expect(phrasesOf('NLP engineer')[0]).toEqual({
      text: 'nlp',
      kind: 'topic',
      phrases: ['nlp', 'natural language processing', 'computational linguistics'],
    });
    expect(phrasesOf('natural language processing')[0]!.phrases).toEqual([
      'natural language processing',
      'nlp',
      'computational linguistics',
    ]);
    expect(phrasesOf('CV')[0]!.phrases).toContain('computer vision');
    expect(phrasesOf('computer vision founder')[0]!.phrases).toContain('cv');
    expect(phrasesOf('SWE')[0]!.phrases).toEqual(expect.arrayContaining(['software engineer', 'software developer']));
    expect(phrasesOf('ML')[0]!.phrases).toEqual(['ml', 'machine learning', 'mle']);
    expect(phrasesOf('penetration testing')[0]!.phrases).toEqual(expect.arrayContaining(['pentester', 'pentests']));
    expect(phrasesOf('LLMs')[0]!.phrases).toEqual(expect.arrayContaining(['llm', 'large language model']));
  });

  it('reads the longest phrase of the list, and the rest word by word', () => {
    expect(phrasesOf('site reliability engineer Kubernetes').map((concept) => concept.text)).toEqual([
      'site reliability engineer',
      'kubernetes',
    ]);
    expect(phrasesOf('Rust systems engineer').map((concept) => concept.text)).toEqual(['rust', 'systems', 'engineer']);
  });

  it('keeps the list well formed: lowercase, single spaces, each phrase in one group', () => {
    const all = SYNONYMS.flat();
    for (const phrase of all) expect(phrase).toBe(phrase.toLowerCase().trim().replace(/\s+/g, ' '));
    expect(new Set(all).size).toBe(all.length);
    expect(synonymsOf('unlisted phrase')).toEqual(['unlisted phrase']);
  });

  it('gives the sentence encoder the long forms of the abbreviations', () => {
    const prompt = 'NLP engineer for LLM apps';
    expect(expandedPrompt(prompt, parsePrompt(prompt))).toBe(
      'NLP engineer for LLM apps (natural language processing, large language models)',
    );
    expect(expandedPrompt('machine learning', parsePrompt('machine learning'))).toBe('machine learning');
  });
});

describe('seniority, founder and degree words', () => {
  it('are read as what they are: titles and degrees, not topics', () => {
    const kinds = Object.fromEntries(
      phrasesOf('staff engineer head of AI founder PhD founding').map((concept) => [concept.text, concept.kind]),
    );
    expect(kinds).toEqual({
      staff: 'title',
      engineer: 'topic',
      'head of': 'title',
      ai: 'topic',
      founder: 'title',
      phd: 'degree',
      founding: 'title',
    });
  });

  it('reads a seniority as met by a higher rung of the ladder, never by a lower one', () => {
    const metBy = (prompt: string) => parsePrompt(prompt)[0]!.metBy.map((phrase) => phrase.join(' '));
    expect(metBy('staff engineer')).toEqual(['principal', 'distinguished']);
    expect(metBy('senior ML engineer')).toEqual(expect.arrayContaining(['staff', 'principal']));
    expect(metBy('principal engineer')).not.toContain('staff');
    expect(metBy('junior engineer')).toEqual([]);
    // What meets it is not another way of writing it: the sentence encoder is not told "distinguished".
    const prompt = 'staff engineer who scaled distributed training';
    expect(expandedPrompt(prompt, parsePrompt(prompt))).not.toContain('distinguished');
  });

  it('reads AI as met by the fields within it, and not the other way round', () => {
    const [ai] = parsePrompt('AI startups building RAG infrastructure');
    const within = ai!.within.map((phrase) => phrase.join(' '));
    expect(within).toEqual(
      expect.arrayContaining(['llm', 'large language models', 'machine learning', 'computer vision', 'rag']),
    );
    expect(parsePrompt('LLM inference')[0]!.within).toEqual([]);
    expect(expandedPrompt('AI engineer', parsePrompt('AI engineer'))).toBe('AI engineer (artificial intelligence)');
  });

  it('reads a database as met by the engines by name, and healthcare by the words of its work, plurals too', () => {
    const within = (prompt: string) => parsePrompt(prompt)[0]!.within.map((phrase) => phrase.join(' '));
    expect(within('databases')).toEqual(expect.arrayContaining(['postgres', 'postgresql', 'mysql']));
    expect(within('database')).not.toContain('sql');
    expect(within('healthcare')).not.toContain('health');
    expect(within('health care startups')).toEqual(expect.arrayContaining(['clinical', 'digital health', 'primary care']));
    expect(parsePrompt('Postgres')[0]!.within).toEqual([]);
  });

  it('reads "who founded" as asking for a founder, not for the "found" of a founding engineer', () => {
    const founded = phrasesOf('PhD who founded an AI startup').find((concept) => concept.kind === 'title');
    expect(founded).toEqual({ text: 'founder', kind: 'title', phrases: ['founder', 'co-founder', 'cofounder'] });
  });

  it('weighs verbs like "scaled" and "worked" less, and leaves out filler words', () => {
    const concepts = parsePrompt('experienced people who scaled distributed training');
    expect(concepts.map((concept) => [concept.text, concept.weak])).toEqual([
      ['who', false],
      ['scaled', true],
      ['distributed training', false],
    ]);
  });
});

describe('the company-intent rule', () => {
  const known = new Set(['google', 'scale ai', 'meta', 'openai', 'stripe']);

  it('takes a known employer after "at", "from", "formerly at" or "ex-", or written with a capital', () => {
    expect(phrasesOf('SWE at google', known).at(-1)).toMatchObject({ text: 'google', kind: 'company' });
    expect(phrasesOf('PyTorch Stripe', known).at(-1)).toMatchObject({ text: 'stripe', kind: 'company' });
    expect(phrasesOf('engineers from Scale AI', known).at(-1)).toMatchObject({ text: 'scale ai', kind: 'company' });
    const former = parsePrompt('research engineer ex-OpenAI', known).at(-1)!;
    expect(former).toMatchObject({ text: 'openai', kind: 'company', past: true });
    expect(parsePrompt('ML engineer formerly at Meta', known).at(-1)).toMatchObject({ kind: 'company', past: true });
    expect(parsePrompt('ML engineer at Meta', known).at(-1)).toMatchObject({ kind: 'company', past: false });
  });

  it('never makes an employer of a word: "scaled", "at scale", or an unknown or lowercase name without a cue', () => {
    const kinds = (prompt: string) => parsePrompt(prompt, known).map((concept) => concept.kind);
    expect(kinds('staff engineer who scaled distributed training')).not.toContain('company');
    expect(kinds('ML at scale')).not.toContain('company');
    expect(kinds('meta learning researcher')).not.toContain('company');
    expect(kinds('engineer at Zorblax')).not.toContain('company');
  });
});

describe('words written together', () => {
  const together = (prompt: string) =>
    parsePrompt(prompt)
      .filter((concept) => concept.follows)
      .map((concept) => concept.text);

  it('marks a concept written right after another, with no word between them', () => {
    expect(together('Rust systems engineer')).toEqual(['systems', 'engineer']);
    // Cue words ("formerly at") come between.
    expect(together('Rust engineer formerly at Meta')).toEqual(['engineer']);
  });

  it('does not pair a verb with what it does: how a profile words the same work differs', () => {
    expect(together('staff engineer who scaled distributed training')).not.toContain('distributed training');
    expect(together('built RAG pipelines')).not.toContain('rag');
  });
});
