import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text.ts';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and lone surrogates, keeps whole emoji and every script', () => {
    expect(isStorableText('Ada 👩‍💻 漢字 é')).toBe(true);
    for (const bad of ['a\u0000b', '\ud83d', 'x\ude00', '\ude00\ud83d'])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('names the path of the first bad string, in values and in keys, at any depth', () => {
    expect(findUnstorableText({ a: [1, 'ok', { b: 'x\u0000' }] })).toEqual(['a', 2, 'b']);
    expect(findUnstorableText({ list: [{ ['\ud800']: 1 }] })).toEqual(['list', 0]);
    expect(findUnstorableText({ a: 'ok', n: null, list: [true, 2] })).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(100_000);
  });
});
