import { LONGEST_PHRASE, singularOf, synonymsOf } from './synonyms.ts';

/**
 * What a recruiter's prompt asks for, read the way a recruiter means it: pieces ("concepts") that a
 * profile either shows or not. A concept is one thing however it is written (synonyms.ts); its kind
 * says where in a profile it counts (rank.ts):
 * - `title`: seniority and founder words (staff, head of, founder): the job titles, not prose.
 * - `degree`: PhD, MBA: the education.
 * - `company`: a company the prompt names as an employer ("at Google", "ex-OpenAI", "Stripe"); only
 *   these count a profile's company names, so "scaled" never finds "Scale AI".
 * - `type`: the kind of company asked for (startup, YC, fintech, Series B): qualifies like a title
 *   word, and is found in employers' names ("Tallyhome (YC W22)") as well as in the work described.
 * - `topic`: everything else (roles, skills, domains, schools): titles, work, education, projects.
 *   A topic right after a degree ("PhD in NLP", "master's in statistics") is that degree's
 *   `field`: the education is where it counts most.
 */
export type ConceptKind = 'topic' | 'title' | 'degree' | 'company' | 'type';
export type Concept = {
  /** The prompt's words it stands for, lowercase. */
  text: string;
  kind: ConceptKind;
  /** Ways of writing it, the prompt's own first: each a list of lowercase words. */
  phrases: string[][];
  /** What meets it without being another way of writing it, likewise: a higher rung of a seniority ("principal" for "staff"). */
  metBy: string[][];
  /**
   * The fields within a domain it names ("LLM" for "AI"), likewise: they count when a profile is
   * read, but do not search for candidates (a domain's fields are many common words; searching
   * them all took the candidates' statement from about 15 to 70–90 ms at 100,000 talents).
   */
  within: string[][];
  /** Verbs like "built" and nouns like "engineer" say little about a profile: they weigh less. */
  weak: boolean;
  /** A former employer ("formerly at", "ex-", "previously at"): a past job there counts most. */
  past: boolean;
  /** The subject of a degree the prompt asks for ("PhD in NLP"). */
  field?: boolean;
  /** Written right after the previous concept, no word between them ("Rust systems engineer"). */
  follows?: boolean;
};

/** The prompt's words as the full-text parser sees them (hyphenated and dotted words whole). */
export const WORD = /[\p{L}\p{N}]+(?:[-.'+#/][\p{L}\p{N}]+)*[+#]*/gu;

const TITLE_WORDS = new Set([
  'junior',
  'senior',
  'sr',
  'staff',
  'principal',
  'lead',
  'head',
  'head of',
  'director',
  'vp',
  'vice president',
  'chief',
  'cto',
  'chief technology officer',
  'ceo',
  'chief executive officer',
  'intern',
  'founder',
  'co-founder',
  'cofounder',
  'founding',
  'tech lead',
]);
const DEGREE_WORDS = new Set([
  'phd',
  'ph.d',
  'doctorate',
  'dphil',
  'mba',
  'ms',
  'msc',
  'masters',
  "master's",
  'bsc',
  'bachelors',
  "bachelor's",
]);
/** Kinds of company (ConceptKind `type`). */
const TYPE_WORDS = new Set([
  'startup',
  'startups',
  'start-up',
  'start-ups',
  'seed-stage',
  'early-stage',
  'pre-seed',
  'yc',
  'y combinator',
  'ycombinator',
  'fintech',
  'fintechs',
  'series a',
  'series b',
  'series c',
  'scale-up',
  'scale-ups',
  'scaleup',
  'unicorn',
  'faang',
  'big tech',
]);
/**
 * A seniority asked for is met by a higher rung of the engineering ladder: a recruiter asking for a
 * staff engineer reads a principal engineer as one.
 */
const HIGHER_RUNGS: Record<string, string[]> = {
  senior: ['staff', 'principal', 'distinguished'],
  sr: ['staff', 'principal', 'distinguished'],
  staff: ['principal', 'distinguished'],
  principal: ['distinguished'],
};
/** A company backed by Y Combinator is a startup, whether or not it says so ("Chunkwise … YC W24"). */
const STARTUP_BY = ['yc', 'y combinator'];
const KINDS_MET_BY: Record<string, string[]> = {
  startup: STARTUP_BY,
  startups: STARTUP_BY,
  'start-up': STARTUP_BY,
  'start-ups': STARTUP_BY,
};
/**
 * Fields within a domain, by one of the domain's ways of writing it (synonyms.json), each read in all
 * of its own: whoever works on LLMs or computer vision works in AI, whether or not they say "AI".
 */
const FIELDS_WITHIN: Record<string, string[]> = {
  ai: ['ml', 'deep learning', 'neural networks', 'llm', 'nlp', 'cv', 'rag', 'genai', 'rlhf', 'asr', 'mlops'],
  nlp: ['llm', 'language models', 'machine translation', 'named entity recognition'],
  // Who moved order data from MySQL to Postgres worked on a database (decision 066): the engines by name, not
  // "SQL" (a query language every analyst writes) nor names that are also companies or words (Oracle, Spanner).
  database: [
    'postgres',
    'mysql',
    'mariadb',
    'sqlite',
    'mongodb',
    'cassandra',
    'dynamodb',
    'cockroachdb',
    'clickhouse',
    'rocksdb',
    'scylladb',
    'duckdb',
    'foundationdb',
  ],
  // Care of patients, by how its work is written: a digital health product, the clinician app, a hospital.
  // "Health" alone is not enough: a service's health checks are no healthcare.
  healthcare: [
    'digital health',
    'health tech',
    'healthtech',
    'mental health',
    'public health',
    'health insurance',
    'health records',
    'health system',
    'ehr',
    'medical',
    'medicine',
    'clinical',
    'clinician',
    'hospital',
    'patient',
    'primary care',
    'telehealth',
    'telemedicine',
  ],
};
/** A kind of engineer written as one abbreviation ("Staff SWE", "MLE") is an engineer. */
const ENGINEER_ABBREVIATIONS = ['swe', 'sde', 'mle', 'sre'];
const ROLES_MET_BY: Record<string, string[]> = {
  engineer: ENGINEER_ABBREVIATIONS,
  engineers: ENGINEER_ABBREVIATIONS,
};
/** What meets a concept written `phrase` besides its ways of writing it. */
function metBy(phrase: string, kind: ConceptKind): string[][] {
  const higher =
    kind === 'title'
      ? HIGHER_RUNGS[phrase]
      : kind === 'type'
        ? KINDS_MET_BY[phrase]
        : kind === 'topic'
          ? ROLES_MET_BY[phrase]
          : undefined;
  return (higher ?? []).map((other) => other.split(' '));
}
/** The fields within the domain a concept names, with `group`, its ways of writing it. */
function fieldsWithin(group: string[]): string[][] {
  // A plural is read as its singular ("databases"), as synonymsOf reads it.
  const domain = group.flatMap((way) => [way, singularOf(way) ?? way]).find((way) => FIELDS_WITHIN[way] !== undefined);
  const fields = domain ? FIELDS_WITHIN[domain]!.flatMap(synonymsOf) : [];
  return fields.filter((field) => !group.includes(field)).map((field) => field.split(' '));
}
/**
 * Verbs that say a role: "who founded an AI startup" asks for a founder. Read as the role, since the
 * verb's stem is also the founding engineer's ("found").
 */
const ROLE_OF_VERB: Record<string, string> = { founded: 'founder', 'co-founded': 'co-founder', cofounded: 'cofounder' };
/** Words that, with "in" after them, make what follows a degree's subject ("degree in physics"). */
const FIELD_CUES = new Set(['degree', 'studied', 'major', 'majored']);
/** Words that end a degree's subject. */
const FIELD_ENDS = new Set(['who', 'with', 'that', 'working', 'now', 'plus']);
/** Words that only say how the prompt is put. */
const FILLER = new Set(
  'someone somebody people person candidate candidates profile profiles looking experience experienced years year strong good great background companies company team grad graduate'.split(
    ' ',
  ),
);
/** Verbs that say how the prompt is put ("who scaled", "built"): how a profile words the same work differs. */
const VERBS = new Set('worked work working built build building scaled led shipped owned did done made'.split(' '));
/** Verbs, and role nouns so general that the rest of the prompt says what is asked ("engineer"). */
const WEAK = new Set([
  ...VERBS,
  ...'engineer engineers developer developers specialist expert infrastructure platform platforms company companies'.split(' '),
]);
/** Words before an employer's name. */
const CUES = new Set(['at', 'from', 'formerly', 'previously', 'former', 'ex', '@']);
const PAST_CUES = new Set(['formerly', 'previously', 'former', 'ex']);

type Token = { raw: string; lower: string; cue: string | null };

function tokens(prompt: string): Token[] {
  const result: Token[] = [];
  for (const raw of prompt.match(WORD) ?? []) {
    // "ex-OpenAI": a cue and a name in one word.
    const ex = /^ex-(.+)$/i.exec(raw);
    if (ex) {
      result.push({ raw: 'ex', lower: 'ex', cue: null });
      result.push({ raw: ex[1]!, lower: ex[1]!.toLowerCase(), cue: null });
    } else result.push({ raw, lower: raw.toLowerCase(), cue: null });
  }
  return result;
}

const kindOf = (phrase: string): ConceptKind =>
  TITLE_WORDS.has(phrase) ? 'title' : DEGREE_WORDS.has(phrase) ? 'degree' : TYPE_WORDS.has(phrase) ? 'type' : 'topic';
/** Phrases of more than one word that are read as one concept though the synonym list has no group for them. */
const isKnownPhrase = (phrase: string) => TITLE_WORDS.has(phrase) || TYPE_WORDS.has(phrase);

/**
 * The concepts of a prompt. `companies` holds the lowercase names of known employers among the
 * prompt's word sequences (the table search_company_names): such a name is an employer when the
 * prompt capitalises it ("Stripe") or puts it after "at", "from", "ex-" or "formerly" ("at google").
 */
export function parsePrompt(prompt: string, companies: ReadonlySet<string> = new Set()): Concept[] {
  const words = tokens(prompt);
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  let cue: string | null = null;
  // Where the last concept's words ended: the next concept follows it when it starts there.
  let lastEnd = -1;
  // "PhD in …": 'degree' after a degree word or cue, 'field' once "in" follows it, null otherwise.
  let field: 'degree' | 'field' | null = null;
  const add = (concept: Concept, start: number, length: number) => {
    const key = `${concept.kind}:${concept.text}`;
    // A verb and what follows it are not one term: "scaled distributed training" is also "led the scaling of" it.
    const previous = concepts.at(-1);
    const follows = start === lastEnd && previous !== undefined && !VERBS.has(previous.text) && !VERBS.has(concept.text);
    if (!seen.has(key)) concepts.push(follows ? { ...concept, follows: true } : concept);
    seen.add(key);
    lastEnd = start + length;
  };
  for (let at = 0; at < words.length;) {
    const word = words[at]!;
    if (field === 'degree' && (word.lower === 'in' || word.lower === 'of')) {
      field = 'field';
      at++;
      continue;
    }
    if (FIELD_CUES.has(word.lower)) {
      field = 'degree';
      at++;
      continue;
    }
    if (FIELD_ENDS.has(word.lower)) field = null;
    if (CUES.has(word.lower)) {
      field = null;
      // "formerly at": the employer is a former one however many cue words lead to it.
      cue = cue !== null && PAST_CUES.has(cue) ? cue : word.lower;
      at++;
      continue;
    }
    const span = (length: number) =>
      words
        .slice(at, at + length)
        .map((token) => token.lower)
        .join(' ');
    let taken = 0;
    for (let length = Math.min(4, words.length - at); length >= 1 && taken === 0; length--) {
      const name = span(length);
      if (companies.has(name) && (cue !== null || /^\p{Lu}/u.test(word.raw))) {
        add(
          {
            text: name,
            kind: 'company',
            phrases: [name.split(' ')],
            metBy: [],
            within: [],
            weak: false,
            past: cue !== null && PAST_CUES.has(cue),
          },
          at,
          length,
        );
        taken = length;
      }
    }
    for (let length = Math.min(LONGEST_PHRASE, words.length - at); length >= 1 && taken === 0; length--) {
      const phrase = ROLE_OF_VERB[span(length)] ?? span(length);
      const group = synonymsOf(phrase);
      if (length > 1 && group.length === 1 && !isKnownPhrase(phrase)) continue;
      taken = length;
      if (length === 1 && FILLER.has(phrase)) break;
      const kind = kindOf(phrase);
      add(
        {
          text: phrase,
          kind,
          phrases: group.map((alternative) => alternative.split(' ')),
          metBy: metBy(phrase, kind),
          within: kind === 'topic' ? fieldsWithin(group) : [],
          weak: WEAK.has(phrase),
          past: false,
          ...(field === 'field' && kind === 'topic' ? { field: true } : {}),
        },
        at,
        length,
      );
      if (kind === 'degree') field = 'degree';
      else if (field === 'degree') field = null;
    }
    at += Math.max(1, taken);
    cue = null;
  }
  return concepts;
}

/** The prompt for the sentence encoder: as written, with the long form of each abbreviation it uses. */
export function expandedPrompt(prompt: string, concepts: Concept[]): string {
  const extra = concepts
    .filter((concept) => concept.kind !== 'company' && concept.phrases.length > 1)
    .map((concept) => concept.phrases.map((phrase) => phrase.join(' ')).reduce((a, b) => (b.length > a.length ? b : a)))
    .filter((longest) => !prompt.toLowerCase().includes(longest));
  return extra.length > 0 ? `${prompt} (${extra.join(', ')})` : prompt;
}

/** Word sequences of the prompt that may name an employer, for the look-up of known names. */
export function nameCandidates(prompt: string): string[] {
  const words = tokens(prompt).map((token) => token.lower);
  const result = new Set<string>();
  for (let at = 0; at < words.length; at++)
    for (let length = 1; length <= 4 && at + length <= words.length; length++) result.add(words.slice(at, at + length).join(' '));
  return [...result].slice(0, 64);
}
