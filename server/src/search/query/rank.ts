import type { ConceptKind } from './prompt.ts';
import type { Segment, SegmentField } from './segments.ts';
import { WORD } from './prompt.ts';
import { tokenize, type Token } from './tokens.ts';

/**
 * How much a concept found in each kind of field says: what someone did (job titles,
 * the work described, education, projects) over a headline's keywords; an employer's name only
 * when the prompt asks for that employer. For companies, what a company does over its industry label.
 */
export const FIELD_WEIGHTS: Record<SegmentField, number> = {
  title: 1,
  description: 0.85,
  education: 0.8,
  name: 0.7,
  project: 0.55,
  role: 1,
  headline: 0.4,
  interest: 0.4,
  company: 1,
  about: 1,
  tags: 0.9,
  industry: 0.35,
};
/** Where each kind of concept counts (prompt.ts). */
const FIELDS_OF: Record<ConceptKind, ReadonlySet<SegmentField>> = {
  title: new Set(['title', 'role', 'headline']),
  degree: new Set(['education', 'role', 'headline']),
  company: new Set([
    'company',
    'title',
    'description',
    'education',
    'project',
    'role',
    'headline',
    'interest',
    'about',
    'tags',
    'industry',
  ]),
  type: new Set([
    'company',
    'title',
    'description',
    'interest',
    'project',
    'role',
    'headline',
    'name',
    'about',
    'tags',
    'industry',
  ]),
  topic: new Set([
    'title',
    'description',
    'interest',
    'education',
    'project',
    'role',
    'headline',
    'name',
    'about',
    'tags',
    'industry',
  ]),
};
/** An earlier job's title counts a little less than the current one's; for "formerly at", the current employer does. */
const PAST_TITLE = 0.9;
const CURRENT_WHEN_FORMER = 0.85;
/**
 * A profile whose concepts meet in one job or degree (the inference work was at the startup, the
 * staff title at the job that scaled the training) reads better than one where they are scattered.
 */
const SAME_JOB_SHARE = 0.25;
/**
 * What a job's description leads with is what the job was ("Penetration testing of web apps…",
 * "Scaled distributed training of 70B models…"), more than the same words at the end of a list
 * ("Built detection and response with penetration testing"): a concept among its first two words
 * (stop words left out: the opening verb and the start of what it did), or right after them joined
 * by "of" or after a name ("our React design system"; leadWords), counts this much more, short of a
 * title.
 */
const LEAD_WORDS = 2;
const LEAD_BONUS = 0.1;

/** A concept ready to match: each phrase's words as their lexemes (stop words left out). */
export type RankConcept = {
  text: string;
  kind: ConceptKind;
  past: boolean;
  weight: number;
  phrases: string[][][];
  /** The fields within the domain it names (prompt.ts): read, not searched for. */
  within?: string[][][];
  /** For a company concept: its name as employers' names are indexed (employerLexeme); for a company type, its ways of writing it. */
  employer?: string[][][];
  /** The subject of a degree the prompt asks for (prompt.ts): the education counts most. */
  field?: boolean;
  /** A topic written right after the previous one, itself a topic (plan.ts): they may be found together. */
  follows?: boolean;
};
export type Lexemes = (word: string) => readonly string[];
export type Ranked = {
  score: number;
  /** The concepts found, by their prompt text. */
  terms: string[];
  /** Per segment, the tokens (tokenize) that matched; only when asked for. */
  hits?: Map<number, { tokens: Token[]; hit: Set<number> }>;
};

/** A segment's words as lexemes, stop words left out (phrases read past them); `at` maps them back to tokens. */
type Indexed = { lexemes: (readonly string[])[]; tokens?: Token[]; at?: number[] };

/**
 * The first letters of each lexeme the concepts look for. A segment whose lowercase text contains
 * none of them cannot match (a stem begins like its word: "engin" in "engineering"), so it is not
 * split into words: most of a profile is skipped this way.
 */
export function conceptPrefixes(concepts: RankConcept[]): string[] {
  return [
    ...new Set(
      concepts.flatMap((concept) => [...concept.phrases, ...(concept.within ?? [])].flat(2).map((lexeme) => lexeme.slice(0, 4))),
    ),
  ];
}
const mayMatch = (text: string, prefixes: readonly string[]) => {
  const lower = text.toLowerCase();
  return prefixes.some((prefix) => lower.includes(prefix));
};

const NOTHING: Indexed = { lexemes: [] };

function index(text: string, lexemes: Lexemes, withTokens: boolean, prefixes: readonly string[]): Indexed {
  if (!mayMatch(text, prefixes)) return NOTHING;
  if (!withTokens) {
    const words: (readonly string[])[] = [];
    for (const word of text.toLowerCase().match(WORD) ?? []) {
      const found = lexemes(word);
      if (found.length > 0) words.push(found);
    }
    return { lexemes: words };
  }
  const tokens = tokenize(text);
  const words: (readonly string[])[] = [];
  const at: number[] = [];
  tokens.forEach((token, position) => {
    const found = token.lower === null ? [] : lexemes(token.lower);
    if (found.length === 0) return;
    words.push(found);
    at.push(position);
  });
  return { lexemes: words, tokens, at };
}

/**
 * Per word of index(text), whether only white space lies between it and the word before (no stop
 * word, no comma). Worked out only for a segment where words the prompt writes together occur.
 */
function joinedWords(text: string, lexemes: Lexemes): boolean[] {
  const joined: boolean[] = [];
  const lower = text.toLowerCase();
  // Whether the word before was kept, and where it ended.
  let close = false;
  let end = 0;
  for (const match of lower.matchAll(WORD)) {
    const kept = lexemes(match[0]).length > 0;
    if (kept) joined.push(close && /^\s*$/.test(lower.slice(end, match.index)));
    close = kept;
    end = match.index + match[0].length;
  }
  return joined;
}

/** A name as written: a capital and small letters ("React", "PyTorch", "vLLM"); not an acronym ("LLM", a topic). */
const NAME = /^(?=.*\p{Lu})(?=.*\p{Ll})/u;

/**
 * Per word of index(text), whether it is among the first LEAD_WORDS words (stop words left out: the
 * opening verb and the start of what it did), or right after them joined by "of" (the scaling of
 * what, in "Led the scaling of distributed training", is what was done), or right after a NAME among
 * them with only white space between, itself written without a capital: in "Built our React design
 * system" the name qualifies the thing done, it is not the thing; "Founded Boreal AI" names a company.
 */
function leadWords(text: string, lexemes: Lexemes): boolean[] {
  const lead: boolean[] = [];
  let afterOf = false;
  let afterName = false;
  let end = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    const joined = afterName && /^\s+$/.test(text.slice(end, match.index)) && !/\p{Lu}/u.test(match[0]);
    end = match.index + match[0].length;
    afterName = false;
    if (lexemes(word).length === 0) {
      afterOf = word === 'of' && lead.length === LEAD_WORDS;
      continue;
    }
    lead.push(lead.length < LEAD_WORDS || (lead.length === LEAD_WORDS && (afterOf || joined)));
    afterOf = false;
    afterName = lead.length === LEAD_WORDS && NAME.test(match[0]);
    if (lead.length > LEAD_WORDS + 1) break;
  }
  return lead;
}

/** What `compute` answers for a segment (by its index), worked out the first time it is asked for. */
function bySegment<T>(compute: (at: number) => T): (at: number) => T {
  const known = new Map<number, T>();
  return (at) => {
    if (!known.has(at)) known.set(at, compute(at));
    return known.get(at)!;
  };
}

/** Whether a word's lexemes include all of `wanted`. */
const hasAll = (found: readonly string[], wanted: readonly string[]) => wanted.every((lexeme) => found.includes(lexeme));

/**
 * The words a phrase takes when it starts at `start`, 0 when it does not. A hyphenated word is one word
 * holding its parts' lexemes ("computer-vision": computer-vis, comput, vision), as PostgreSQL's parser
 * gives them, so it may meet several words of the phrase, as the full-text search does.
 */
function phraseAt(words: (readonly string[])[], start: number, phrase: string[][]): number {
  let position = start;
  let offset = 0;
  while (offset < phrase.length) {
    const found = words[position];
    if (found === undefined || !hasAll(found, phrase[offset]!)) return 0;
    offset++;
    while (found.length > 1 && offset < phrase.length && hasAll(found, phrase[offset]!)) offset++;
    position++;
  }
  return position - start;
}

/** Where a phrase (words as lexemes) occurs: its first word and how many words it takes (only the first unless `all`). */
function occurrences(indexed: Indexed, phrase: string[][], all: boolean): [number, number][] {
  const words = indexed.lexemes;
  const result: [number, number][] = [];
  for (let start = 0; start < words.length; start++) {
    const length = phraseAt(words, start, phrase);
    if (length > 0) {
      result.push([start, length]);
      if (!all) break;
    }
  }
  return result;
}

/** How a concept reads in a profile: its best field but the headline's role, whether in the work, the role's weight, and per job or degree. */
type Reading = { best: number; work: boolean; role: number; bestInUnit: Map<string, number> };
/** Where a profile shows what it did, not what it says of itself. */
const WORK_FIELDS: ReadonlySet<SegmentField> = new Set(['title', 'description', 'education', 'project', 'about', 'tags']);
const CURRENT_JOB = 'job 0';

/** A field within a domain ("language models" for NLP) says the domain a little less than its own words. */
const WITHIN_SHARE = 0.95;
/** Seniority, founder and degree words qualify what is asked for: without them a profile keeps this share of its score. */
const QUALIFIER_FLOOR = 0.5;
/** A kind of company (startup, YC) qualifies less: without it a profile keeps this share. */
const TYPE_FLOOR = 0.8;
const isQualifier = (kind: ConceptKind) => kind === 'title' || kind === 'degree' || kind === 'type';
/** A degree's subject ("PhD in NLP") found elsewhere than in the education counts this share. */
const FIELD_ELSEWHERE = 0.6;

/**
 * Scores a profile against the prompt's concepts, 0 to 1 (up to 1.1 with topics written together): the weighted share of what is asked for
 * (skills, roles, domains, employers) that it shows, each by the best field it is found in and
 * blended with how much of it meets in a single job; scaled by the share of qualifiers (staff,
 * founder, PhD) it shows, so "staff" alone never outranks the work asked for.
 */
export function rankProfile(options: {
  concepts: RankConcept[];
  segments: Segment[];
  lexemes: Lexemes;
  withHits?: boolean;
  /** conceptPrefixes(concepts), worked out once per search. */
  prefixes?: readonly string[];
}): Ranked {
  const { concepts, segments, lexemes, withHits = false } = options;
  const prefixes = options.prefixes ?? conceptPrefixes(concepts);
  const employers = concepts.flatMap((concept) => concept.employer ?? []);
  // Employers' names are read word for word ("@scale", as the full-text documents index them), and only when the prompt names one.
  const employerPrefixes = employers.flat(2).map((lexeme) => lexeme.slice(1));
  const indexed = segments.map((segment) =>
    segment.field === 'company'
      ? employers.length > 0
        ? index(segment.text, employerLexemes, withHits, employerPrefixes)
        : NOTHING
      : index(segment.text, lexemes, withHits, prefixes),
  );
  const hits = withHits ? new Map<number, { tokens: Token[]; hit: Set<number> }>() : undefined;
  // Only when a concept starts right after the first words is the text read again, for an "of" before it.
  const leadAt = bySegment((at) => leadWords(segments[at]!.text, lexemes));
  const leads = (at: number, start: number) => start < LEAD_WORDS || (start === LEAD_WORDS && leadAt(at)[start] === true);
  const sums = emptySums();
  // The same sums within each job or degree, where what is asked may meet (the staff title at the job of the distributed training).
  const byUnit = new Map<string, Sums>();
  const terms: string[] = [];
  const bestOf: number[] = [];
  const readings = concepts.map((concept) => {
    const fields = FIELDS_OF[concept.kind];
    const reading: Reading = { best: 0, work: false, role: 0, bestInUnit: new Map() };
    for (let at = 0; at < segments.length; at++) {
      const segment = segments[at]!;
      if (!fields.has(segment.field) || indexed[at] === NOTHING) continue;
      // Without a company in the prompt, employers' names never count (the issue's "Scale AI" for "scaled").
      const phrases = segment.field === 'company' ? (concept.employer ?? []) : concept.phrases;
      const found: [number, number][] = [];
      const look = (among: string[][][]) => {
        for (const phrase of among) found.push(...occurrences(indexed[at]!, phrase, withHits));
      };
      look(phrases);
      // A field within the domain, when the segment does not name the domain itself.
      const within = found.length === 0 && segment.field !== 'company' && concept.within !== undefined;
      if (within) look(concept.within!);
      if (found.length === 0) continue;
      if (hits) markHits(hits, at, indexed[at]!, found);
      // A headline that names a role says the role, not the degree ("PhD student" is no PhD yet).
      let weight = FIELD_WEIGHTS[segment.field === 'role' && concept.kind === 'degree' ? 'headline' : segment.field];
      if (segment.field === 'description' && found.some(([start]) => leads(at, start))) weight += LEAD_BONUS;
      if (concept.field) weight = segment.field === 'education' ? 1 : weight * FIELD_ELSEWHERE;
      if (segment.job !== undefined && segment.job > 0 && segment.field === 'title') weight *= PAST_TITLE;
      if (concept.kind === 'company' && concept.past && segment.job === 0) weight *= CURRENT_WHEN_FORMER;
      if (within) weight *= WITHIN_SHARE;
      if (segment.field === 'role') {
        reading.role = Math.max(reading.role, weight);
        continue;
      }
      reading.best = Math.max(reading.best, weight);
      if (WORK_FIELDS.has(segment.field)) reading.work = true;
      if (segment.unit !== undefined)
        reading.bestInUnit.set(segment.unit, Math.max(reading.bestInUnit.get(segment.unit) ?? 0, weight));
    }
    return reading;
  });
  // A headline's role is believed as the current title when the work shows some topic asked for;
  // otherwise it is read as a headline's words ("Computer vision founder" over a marketing job).
  const believed = concepts.some((concept, index) => concept.kind === 'topic' && readings[index]!.work);
  const roleWeight = (weight: number) => (believed ? weight : Math.min(weight, FIELD_WEIGHTS.headline));
  concepts.forEach((concept, index) => {
    const reading = readings[index]!;
    const best = Math.max(reading.best, roleWeight(reading.role));
    if (best > 0) terms.push(concept.text);
    bestOf.push(best);
    add(sums, concept, best);
    // The role is the current one: believed, it meets what the current job shows.
    if (believed && reading.role > 0)
      reading.bestInUnit.set(CURRENT_JOB, Math.max(reading.bestInUnit.get(CURRENT_JOB) ?? 0, reading.role));
    for (const [unit, weight] of reading.bestInUnit) {
      if (!byUnit.has(unit)) byUnit.set(unit, emptySums());
      add(byUnit.get(unit)!, concept, weight);
    }
  });
  const whole = scoreOf(sums, sums);
  // A profile with nothing in any one job or degree keeps its whole reading's share.
  const sameUnit = Math.max(0, ...[...byUnit.values()].map((unit) => scoreOf(unit, sums)));
  const score = sums.topicWeight > 0 ? (1 - SAME_JOB_SHARE) * whole + SAME_JOB_SHARE * sameUnit : whole;
  const together = togetherShare(concepts, bestOf, segments, indexed, lexemes, roleWeight);
  return { score: together === null ? score : score * (1 + TOGETHER_BONUS * together), terms, hits };
}

/**
 * Topics the prompt writes together are a term of their own when a profile writes them together too:
 * a "Systems Engineer" title for "Rust systems engineer" says it more exactly than a "Systems Software
 * Engineer" (ranking by the order and nearness of the query's words, after Metzler and Croft's
 * sequential dependence model). A bonus on top, so a prompt that nobody answers this way ranks as
 * without it: it decides between profiles that show the concepts alike.
 */
const TOGETHER_BONUS = 0.1;
const TOGETHER_FIELDS: ReadonlySet<SegmentField> = new Set([
  'title',
  'role',
  'headline',
  'description',
  'project',
  'about',
  'tags',
]);
/** Ways of writing the pair looked at, at most (each concept's phrases, combined). */
const MOST_PAIRINGS = 16;

/** Whether a phrase occurs in a segment with nothing but white space between its words. */
function writtenTogether(indexed: Indexed, phrase: string[][], joined: () => boolean[]): boolean {
  return occurrences(indexed, phrase, true).some(([start, length]) => {
    for (let word = start + 1; word < start + length; word++) if (!joined()[word]) return false;
    return true;
  });
}

/** The share of the prompt's written-together topics that a profile writes together, by the best field; null when the prompt has none. */
function togetherShare(
  concepts: RankConcept[],
  bestOf: number[],
  segments: Segment[],
  indexed: Indexed[],
  lexemes: Lexemes,
  roleWeight: (weight: number) => number,
): number | null {
  let asked = 0;
  let found = 0;
  const joinedAt = bySegment((at) => joinedWords(segments[at]!.text, lexemes));
  for (let index = 1; index < concepts.length; index++) {
    const concept = concepts[index]!;
    if (!concept.follows) continue;
    asked++;
    if (bestOf[index] === 0 || bestOf[index - 1] === 0) continue;
    const pairings = concepts[index - 1]!.phrases.flatMap((first) =>
      concept.phrases.map((second) => [...first, ...second]),
    ).slice(0, MOST_PAIRINGS);
    let best = 0;
    for (let at = 0; at < segments.length; at++) {
      const field = segments[at]!.field;
      const weight = field === 'role' ? roleWeight(FIELD_WEIGHTS.role) : FIELD_WEIGHTS[field];
      if (!TOGETHER_FIELDS.has(field) || indexed[at] === NOTHING || weight <= best) continue;
      if (pairings.some((phrase) => writtenTogether(indexed[at]!, phrase, () => joinedAt(at)))) best = weight;
    }
    found += best;
  }
  return asked === 0 ? null : found / asked;
}

/** Per kind of concept, the weight found and the weight asked for. */
type Sums = {
  topics: number;
  topicWeight: number;
  qualifiers: number;
  qualifierWeight: number;
  types: number;
  typeWeight: number;
};
const emptySums = (): Sums => ({ topics: 0, topicWeight: 0, qualifiers: 0, qualifierWeight: 0, types: 0, typeWeight: 0 });
function add(sums: Sums, concept: RankConcept, found: number) {
  if (concept.kind === 'type') {
    sums.types += concept.weight * found;
    sums.typeWeight += concept.weight;
  } else if (isQualifier(concept.kind)) {
    sums.qualifiers += concept.weight * found;
    sums.qualifierWeight += concept.weight;
  } else {
    sums.topics += concept.weight * found;
    sums.topicWeight += concept.weight;
  }
}
/**
 * The share of the topics found (of all asked for, in `asked`), scaled by the share of qualifiers
 * and kinds of company found; with no topic asked for, the share of qualifiers (or kinds) found.
 */
function scoreOf(found: Sums, asked: Sums): number {
  const qualifiers = asked.qualifierWeight > 0 ? found.qualifiers / asked.qualifierWeight : null;
  const types = asked.typeWeight > 0 ? found.types / asked.typeWeight : null;
  if (asked.topicWeight === 0) return qualifiers ?? types ?? 0;
  return (
    (found.topics / asked.topicWeight) *
    (qualifiers === null ? 1 : QUALIFIER_FLOOR + (1 - QUALIFIER_FLOOR) * qualifiers) *
    (types === null ? 1 : TYPE_FLOOR + (1 - TYPE_FLOOR) * types)
  );
}

/** An employer's name word as the full-text documents index it (hearth_employer_words): lowercase, unstemmed, marked with "@". */
export const employerLexeme = (word: string) => `@${word.toLowerCase()}`;
const employerLexemes: Lexemes = (word) => [employerLexeme(word)];

function markHits(hits: NonNullable<Ranked['hits']>, at: number, indexed: Indexed, found: (readonly [number, number])[]) {
  const entry = hits.get(at) ?? { tokens: indexed.tokens!, hit: new Set<number>() };
  for (const [start, length] of found)
    for (let word = start; word < start + length; word++) {
      const from = indexed.at![word]!;
      entry.hit.add(from);
      // The words of a phrase are marked with what lies between them ("head of AI").
      const next = indexed.at![word + 1];
      if (word + 1 < start + length && next !== undefined) for (let gap = from + 1; gap < next; gap++) entry.hit.add(gap);
    }
  hits.set(at, entry);
}
