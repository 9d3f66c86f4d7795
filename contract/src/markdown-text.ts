import { firstGraphemes } from './cut-text.ts';

/**
 * A description written in Hearth's Markdown subset (docs/product/events.md#descriptions) as plain
 * text: the words a reader sees, without the marks. Cards and previews show this, so they never
 * need the Markdown renderer; it is a few rules, not a parser, because it only has to read well.
 */
export function markdownPlainText(markdown: string): string {
  return (
    markdown
      // Autolinks <https://…> keep the address; images and links keep their text.
      .replace(/<((?:https?|mailto):[^>\s]+)>/gi, '$1')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Raw HTML is never rendered: drop its tags, keep the words between them.
      .replace(/<\/?[a-z][^>]*>/gi, '')
      // Line starts: headings, quotes, list markers.
      .replace(/^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+)/gm, '')
      // Emphasis and code marks around words.
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(\*|_)(?=\S)([\s\S]*?\S)\1(?![\p{L}\p{N}])/gu, '$2')
      .replace(/`+([^`]*)`+/g, '$1')
      // A backslash escape shows the character it escapes.
      .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** docs/product/events.md#event-card: a card shows the description as one short plain-text line. */
export function markdownExcerpt(markdown: string, max = 160): string {
  const text = markdownPlainText(markdown);
  const head = firstGraphemes(text, max);
  return head === null ? text : `${head.trimEnd()}…`;
}
