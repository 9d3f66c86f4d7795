const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The first `max` user-perceived characters of `text` (grapheme clusters, so an emoji, a flag or a
 * letter with its accents is never split), or null when the text is not longer than that.
 */
export function firstGraphemes(text: string, max: number): string | null {
  // Fast path: no text of at most `max` UTF-16 units has more than `max` graphemes.
  if (text.length <= max) return null;
  let count = 0;
  for (const { index } of graphemes.segment(text)) {
    if (count === max) return text.slice(0, index);
    count += 1;
  }
  return null;
}

/** `text` cut to `max` graphemes with `ellipsis` appended, or as it is when it fits. */
export function cutText(text: string, max: number, ellipsis = '...'): string {
  const head = firstGraphemes(text, max);
  return head === null ? text : `${head}${ellipsis}`;
}
