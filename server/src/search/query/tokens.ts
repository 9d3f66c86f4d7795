import { WORD } from './prompt.ts';

/** A piece of text: a word (with its lowercase form) or what lies between words. */
export type Token = { text: string; lower: string | null };

/** Words and the text between them, in order; joined, they give the text back. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index > last) tokens.push({ text: text.slice(last, match.index), lower: null });
    tokens.push({ text: match[0], lower: match[0].toLowerCase() });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ text: text.slice(last), lower: null });
  return tokens;
}

/**
 * A headline's role and its employer: "Staff Engineer @ Scale AI", "Head of AI at Ledgerline". The
 * same rule as hearth_talent_document (server/src/db/migrations/0010_search-ddl.sql), which weighs the two parts differently.
 */
export function splitHeadline(headline: string): { role: string; company: string } {
  const match = /^(.*?)(?:\s*@\s*|\s+at\s+)(.+)$/s.exec(headline);
  return match ? { role: match[1]!, company: match[2]! } : { role: headline, company: '' };
}
