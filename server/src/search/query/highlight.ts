import type { Snippet } from '@hearth/contract/search';
import type { Db } from '../../db/client.ts';
import type { Ranked } from './rank.ts';
import type { ProfileText } from './segments.ts';
import { readRows, statement, toArrayLiteral } from '../sql.ts';
import { tokenize as tokenizeText, type Token as TextToken } from './tokens.ts';

/** What the english dictionary makes of each word ($1): its lexemes, none for a stop word. */
const WORD_LEXEMES = statement<{ word: string; lexemes: string[] }, [words: string]>(
  `SELECT w AS word, coalesce(tsvector_to_array(to_tsvector('english', w)), '{}') AS lexemes FROM unnest($1::text[]) w`,
);

/**
 * Highlighted snippets built here rather than with ts_headline: PostgreSQL still decides what a
 * word means (its english dictionary gives each word's lexemes, so "engineering" hits "engineer"),
 * but asks once per distinct word, cached, instead of re-parsing every field of every result on
 * every search (ts_headline was most of a results page's database time).
 */

/** Lexemes of a word (lowercased); a stop word has none. Bounded: cleared when full. */
const lexemeCache = new Map<string, string[]>();
const CACHE_LIMIT = 100_000;

/** The cached lexemes of a word (lowercase), or undefined when it has not been looked up yet. */
export const knownLexemes = (word: string): string[] | undefined => lexemeCache.get(word);

/** The english lexemes of each word, from the cache or one query for those not yet known. */
export async function lexemesOf(db: Db, words: Iterable<string>): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  const missing = new Set<string>();
  for (const raw of words) {
    const word = raw.toLowerCase();
    const known = lexemeCache.get(word);
    if (known) result.set(word, known);
    else missing.add(word);
  }
  if (missing.size > 0) {
    const rows = await readRows(db, WORD_LEXEMES, [toArrayLiteral([...missing])]);
    if (lexemeCache.size + rows.length > CACHE_LIMIT) lexemeCache.clear();
    for (const row of rows) {
      lexemeCache.set(row.word, row.lexemes);
      result.set(row.word, row.lexemes);
    }
  }
  return result;
}

export type Field = { field: string; text: string; fragments?: { count: number; words: number } };

/** A piece of a field: a word (with its lowercase form) or what lies between words, and whether it matched. */
type Token = TextToken & { hit: boolean };

/** tokens.ts's tokens, marked unmatched in place (a copy of each token cost more than the rest of a page). */
const tokenize = (text: string): Token[] => {
  const tokens = tokenizeText(text) as Token[];
  for (const token of tokens) token.hit = false;
  return tokens;
};

/**
 * Token ranges to show: the whole text, or up to `count` windows of `words` words, each starting a
 * few words before a hit and never reaching back into the window before it.
 */
function visibleRanges(tokens: Token[], fragments: Field['fragments']): [number, number][] {
  if (!fragments) return [[0, tokens.length]];
  const words: number[] = [];
  tokens.forEach((token, index) => token.lower !== null && words.push(index));
  const windows: [number, number][] = [];
  for (let position = 0; position < words.length && windows.length < fragments.count; position++) {
    const previous = windows.at(-1);
    if (!tokens[words[position]!]!.hit || (previous && position < previous[1])) continue;
    const first = Math.max(position - 3, previous?.[1] ?? 0);
    windows.push([first, Math.min(words.length, first + fragments.words)]);
  }
  return windows.map(([first, stop]) => [words[first]!, words[stop - 1]! + 1]);
}

/**
 * For each record (a result's fields), the snippets of the fields with a word sharing a lexeme with
 * the prompt, those words marked as hits; fields without a hit are left out.
 */
export async function highlight(db: Db, prompt: string, records: Field[][]): Promise<Snippet[][]> {
  const tokenized = records.map((fields) => fields.map((field) => ({ ...field, tokens: tokenize(field.text) })));
  const promptWords = (prompt.match(/[\p{L}\p{N}]+(?:[-.'+#][\p{L}\p{N}]+)*/gu) ?? []).map((word) => word.toLowerCase());
  const words = new Set(promptWords);
  for (const fields of tokenized)
    for (const { tokens } of fields) for (const token of tokens) if (token.lower !== null) words.add(token.lower);
  const lexemes = await lexemesOf(db, words);
  const wanted = new Set(promptWords.flatMap((word) => lexemes.get(word) ?? []));
  const hitWords = new Set([...words].filter((word) => (lexemes.get(word) ?? []).some((lexeme) => wanted.has(lexeme))));
  return tokenized.map((fields) =>
    fields.flatMap(({ field, tokens, fragments }) => {
      for (const token of tokens) if (token.lower !== null && hitWords.has(token.lower)) token.hit = true;
      const snippet = render(field, tokens, fragments);
      return snippet ? [snippet] : [];
    }),
  );
}

/**
 * The snippets of a ranked profile: its shown fields (segments.ts) with the words that matched
 * (rank.ts) marked, so a snippet shows exactly what counted, and nothing else: an employer's name
 * is marked only when the prompt asked for that employer.
 */
export function snippetsOf(text: ProfileText, hits: NonNullable<Ranked['hits']>): Snippet[] {
  return text.display.flatMap(({ field, parts, fragments }) => {
    if (!parts.some((part) => typeof part === 'number' && hits.has(part))) return [];
    const tokens: Token[] = [];
    for (const part of parts) {
      const matched = typeof part === 'number' ? hits.get(part) : undefined;
      if (matched)
        matched.tokens.forEach((token, index) =>
          tokens.push({ text: token.text, lower: token.lower, hit: matched.hit.has(index) }),
        );
      else for (const token of tokenize(typeof part === 'string' ? part : text.segments[part]!.text)) tokens.push(token);
    }
    const snippet = render(field, tokens, fragments);
    return snippet ? [snippet] : [];
  });
}

function render(field: string, tokens: Token[], fragments: Field['fragments']): Snippet | null {
  if (!tokens.some((token) => token.hit)) return null;
  const parts: Snippet['parts'] = [];
  const push = (text: string, hit: boolean) => {
    const previous = parts.at(-1);
    if (previous && !previous.hit && !hit) previous.text += text;
    else if (previous && previous.hit && hit) previous.text += text;
    else parts.push({ text, hit });
  };
  let shownUpTo = 0;
  for (const [start, stop] of visibleRanges(tokens, fragments)) {
    // A window right after the one before continues it; where words were left out, ' … '.
    const gap = tokens.slice(shownUpTo, start);
    if (shownUpTo > 0) push(gap.some((token) => token.lower !== null) ? ' … ' : gap.map((token) => token.text).join(''), false);
    for (let at = start; at < stop; at++) push(tokens[at]!.text, tokens[at]!.hit);
    shownUpTo = stop;
  }
  return { field, parts };
}
