import { z } from 'zod';
import synonyms from './synonyms.json' with { type: 'json' };

// Well-formedness beyond shape (lowercase, single spaces, each phrase in one group) is tested in search-prompt.test.ts.
const SynonymsSchema = z.array(z.array(z.string()).min(2));
const parsed = SynonymsSchema.safeParse(synonyms);
if (!parsed.success) throw new Error(`search/query/synonyms.json:\n${z.prettifyError(parsed.error)}`);

/**
 * Words recruiters and profiles use for the same thing (synonyms.json). Each group is a set of ways of writing one
 * thing; a prompt naming any of them matches profiles with any of them (full text, ranking and
 * highlights), and the sentence encoder is given the group's longest form as well (prompt.ts).
 * Lowercase; a phrase matches its words in order. Matching goes through PostgreSQL's english
 * dictionary, so plurals and verb forms need no entry ("engineers", "engineering"), but
 * abbreviations ("LLMs", "GPUs") do: the dictionary does not stem them.
 */
export const SYNONYMS: readonly (readonly string[])[] = parsed.data;

const byPhrase = new Map<string, readonly string[]>();
for (const group of SYNONYMS) for (const phrase of group) byPhrase.set(phrase, group);

/** A plural's singular as the prompt is read ("startups", "recommender systems"); undefined for a word without the s. */
export const singularOf = (phrase: string): string | undefined => (phrase.endsWith('s') ? phrase.slice(0, -1) : undefined);

/** The group of a phrase (lowercase words joined by one space), itself first; just itself when it has none. */
export function synonymsOf(phrase: string): string[] {
  // A plural the list does not hold is read as its singular.
  const singular = singularOf(phrase);
  const group = byPhrase.get(phrase) ?? (singular === undefined ? undefined : byPhrase.get(singular));
  return group ? [phrase, ...group.filter((other) => other !== phrase)] : [phrase];
}

/** The longest phrase of the synonym list, in words: the prompt is read in pieces up to this long. */
export const LONGEST_PHRASE = Math.max(...SYNONYMS.flat().map((phrase) => phrase.split(' ').length));
