import { describe, expect, it } from 'vitest';
import { markdownExcerpt, markdownPlainText } from './markdown-text.ts';

describe('a Markdown description as plain text', () => {
  it('drops emphasis, list and heading marks and keeps the words', () => {
    expect(markdownPlainText('## Agenda\n\n**Bold** and *italic* and _under_ and __strong__\n\n- one\n- two\n1. three')).toBe(
      'Agenda Bold and italic and under and strong one two three',
    );
  });

  it('keeps a link’s text and an autolink’s address, never the link target', () => {
    expect(markdownPlainText('See [the venue](https://example.com/venue) or <https://example.com>.')).toBe(
      'See the venue or https://example.com.',
    );
  });

  it('drops raw HTML tags and keeps what a reader would read', () => {
    expect(markdownPlainText('Hi <script>alert(1)</script><img src=x onerror=alert(1)> <b>there</b>')).toBe('Hi alert(1) there');
  });

  it('leaves words with underscores or stars inside them alone', () => {
    expect(markdownPlainText('snake_case_name and 2*3*4')).toBe('snake_case_name and 2*3*4');
  });

  it('keeps RTL, CJK and emoji text as it is', () => {
    expect(markdownPlainText('**مرحبا** 東京 🎉')).toBe('مرحبا 東京 🎉');
  });

  it('cuts a long description to the excerpt length with an ellipsis', () => {
    const excerpt = markdownExcerpt(`**${'word '.repeat(60).trim()}**`, 20);
    expect(excerpt).toBe('word word word word…');
    expect(markdownExcerpt('short')).toBe('short');
  });
});
