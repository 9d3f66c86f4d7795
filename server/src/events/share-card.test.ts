import { describe, expect, it } from 'vitest';
import { shareCardSvg, wrapText } from './share-card.ts';

describe('wrapText', () => {
  it('breaks at spaces and ends a cut name with an ellipsis after the last line', () => {
    expect(wrapText('Agents Hackathon', 20, 3)).toEqual(['Agents Hackathon']);
    const lines = wrapText('word '.repeat(60), 10, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
  });

  it('breaks CJK without spaces between characters and never splits an emoji', () => {
    const lines = wrapText('東京ハッカソン'.repeat(10), 8, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    const emoji = wrapText('👩‍💻'.repeat(30), 5, 2);
    for (const line of emoji) expect(line.replace('…', '')).toMatch(/^(👩‍💻)+$/u);
  });

  it('drops characters XML cannot hold and lone surrogates', () => {
    expect(wrapText('a\u0001b \ud800c', 20, 1)).toEqual(['ab c']);
  });
});

describe('shareCardSvg', () => {
  it('escapes every text', () => {
    const svg = shareCardSvg({ name: '</text><script>&"\'', when: 'March 8 <b>', place: 'A & B' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;/text&#62;&#60;script&#62;&#38;&#34;&#39;');
    expect(svg).toContain('March 8 &#60;b&#62;');
    expect(svg).toContain('A &#38; B');
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });
});
