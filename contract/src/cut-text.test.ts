import { describe, expect, it } from 'vitest';
import { cutText, firstGraphemes } from './cut-text.ts';
import { cutDescription } from './common.ts';
import { isStorableText } from './storable-text.ts';

const family = '👩‍👩‍👧‍👦'; // one grapheme, 11 UTF-16 units
const flag = '🇯🇵';
const accented = 'e\u0301'; // e + combining acute

describe('cutting text on grapheme boundaries', () => {
  it('never splits an emoji, a flag or a letter with its accent, at any cut point', () => {
    for (const piece of [family, flag, accented, '漢', '😀']) {
      const text = `ab${piece.repeat(40)}`;
      for (let max = 1; max < 45; max++) {
        const head = firstGraphemes(text, max) ?? text;
        expect(isStorableText(head), `${piece} at ${max}`).toBe(true);
        expect([...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(head)].length).toBe(Math.min(max, 42));
        expect(text.startsWith(head)).toBe(true);
      }
    }
  });

  it('counts user-perceived characters, not UTF-16 units', () => {
    expect(cutText(family.repeat(3), 3)).toBe(family.repeat(3));
    expect(cutText(family.repeat(4), 3)).toBe(`${family.repeat(3)}...`);
    expect(cutDescription(`${'a'.repeat(199)}${flag}${flag}`)).toBe(`${'a'.repeat(199)}${flag}...`);
  });
});
