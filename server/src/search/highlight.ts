import type { Snippet } from '@hearth/contract/search';
import type { Db } from '../db/client.ts';
import { run, toArrayLiteral } from './sql.ts';

/**
 * Highlighted snippets built here rather than with ts_headline: PostgreSQL still decides what a
 * word means (its english dictionary gives each word's lexemes, so "engineering" hits "engineer"),
 * but asks once per distinct word, cached, instead of re-parsing every field of every result on
 * every search (ts_headline was most of a results page's database time).
 */

/** Words as the full-text parser sees them, hyphenated and dotted ones (fine-tuning, node.js) whole. */
const WORD = /[\p{L}\p{N}]+(?:[-.'+#][\p{L}\p{N}]+)*/gu;

/** Lexemes of a word (lowercased); a stop word has none. Bounded: cleared when full. */
const lexemeCache = new Map<string, string[]>();
const CACHE_LIMIT = 100_000;

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
    const rows = await run<{ word: string; lexemes: string[] }>(db, 'word-lexemes', [toArrayLiteral([...missing])]);
    if (lexemeCache.size + rows.length > CACHE_LIMIT) lexemeCache.clear();
    for (const row of rows) {
      lexemeCache.set(row.word, row.lexemes);
      result.set(row.word, row.lexemes);
    }
  }
  return result;
}

export type Field = { field: string; text: string; fragments?: { count: number; words: number } };

type Token = { text: string; word: boolean };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index > last) tokens.push({ text: text.slice(last, match.index), word: false });
    tokens.push({ text: match[0], word: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ text: text.slice(last), word: false });
  return tokens;
}

/** Indexes of the tokens to show: the whole text, or up to `count` windows of `words` words around hits. */
function visibleRange(tokens: Token[], hits: number[], fragments: Field['fragments']): [number, number][] {
  if (!fragments) return [[0, tokens.length]];
  const ranges: [number, number][] = [];
  const wordIndexes = tokens.flatMap((token, index) => (token.word ? [index] : []));
  for (const hit of hits) {
    if (ranges.length >= fragments.count) break;
    if (ranges.some(([start, stop]) => hit >= start && hit < stop)) continue;
    // A few words of lead-in before the hit, the rest after it.
    const position = wordIndexes.indexOf(hit);
    const first = wordIndexes[Math.max(0, position - 3)]!;
    const lastWord = wordIndexes[Math.min(wordIndexes.length - 1, position - 3 + fragments.words - 1)]!;
    ranges.push([first, lastWord + 1]);
  }
  return ranges;
}

/**
 * For each record (a result's fields), the snippets of the fields with a word sharing a lexeme with
 * the prompt, those words marked as hits; fields without a hit are left out.
 */
export async function highlight(db: Db, prompt: string, records: Field[][]): Promise<Snippet[][]> {
  const tokenized = records.map((fields) => fields.map((field) => ({ ...field, tokens: tokenize(field.text) })));
  const promptWords = prompt.match(WORD) ?? [];
  const words = new Set(promptWords);
  for (const fields of tokenized)
    for (const field of fields) for (const token of field.tokens) if (token.word) words.add(token.text);
  const lexemes = await lexemesOf(db, words);
  const wanted = new Set(promptWords.flatMap((word) => lexemes.get(word.toLowerCase()) ?? []));
  const isHit = (token: Token) =>
    token.word && (lexemes.get(token.text.toLowerCase()) ?? []).some((lexeme) => wanted.has(lexeme));

  return tokenized.map((fields) =>
    fields.flatMap(({ field, tokens, fragments }) => {
      const hits = tokens.flatMap((token, index) => (isHit(token) ? [index] : []));
      if (hits.length === 0) return [];
      const parts: Snippet['parts'] = [];
      const push = (text: string, hit: boolean) => {
        const previous = parts.at(-1);
        if (previous && previous.hit === hit && !hit) previous.text += text;
        else parts.push({ text, hit });
      };
      visibleRange(tokens, hits, fragments).forEach(([start, stop], index) => {
        if (index > 0) push(' … ', false);
        for (const token of tokens.slice(start, stop)) push(token.text, isHit(token));
      });
      return [{ field, parts }];
    }),
  );
}
