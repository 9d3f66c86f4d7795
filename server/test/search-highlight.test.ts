import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highlight, lexemesOf } from '../src/search/query/highlight.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const hits = (parts: { text: string; hit: boolean }[]) => parts.filter((part) => part.hit).map((part) => part.text);

describe('search snippets', () => {
  it('marks the words the english dictionary relates to the prompt, not stop words', async () => {
    const [snippets] = await highlight(t.app.db, 'the engineers of robots', [
      [{ field: 'headline', text: 'Engineering lead of the Robotics team — <b>robot</b> fleets' }],
    ]);
    expect(snippets).toHaveLength(1);
    expect(hits(snippets![0]!.parts)).toEqual(['Engineering', 'Robotics', 'robot']);
    // Text stays text: markup in a profile is never turned into HTML.
    expect(snippets![0]!.parts.map((part) => part.text).join('')).toBe(
      'Engineering lead of the Robotics team — <b>robot</b> fleets',
    );
  });

  it('keeps hyphenated words whole and leaves out fields without a hit', async () => {
    const [snippets] = await highlight(t.app.db, 'LLM fine-tuning', [
      [
        { field: 'headline', text: 'Data person' },
        { field: 'experiences', text: 'Fine-tuning an LLM at Acme' },
      ],
    ]);
    expect(snippets!.map((snippet) => snippet.field)).toEqual(['experiences']);
    expect(hits(snippets![0]!.parts)).toEqual(['Fine-tuning', 'LLM']);
  });

  it('cuts long fields into at most the asked number of excerpts around the hits', async () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const text = `${filler(30)} Rust ${filler(30)} compiler ${filler(30)} Rust again`;
    const [snippets] = await highlight(t.app.db, 'rust compiler', [
      [{ field: 'experiences', text, fragments: { count: 2, words: 10 } }],
    ]);
    const snippet = snippets![0]!;
    const shown = snippet.parts.map((part) => part.text).join('');
    expect(shown.split(' … ')).toHaveLength(2);
    expect(hits(snippet.parts)).toEqual(['Rust', 'compiler']);
    expect(shown.split(/\s+/).filter((word) => word !== '…')).toHaveLength(20);
  });

  it('answers one list of snippets per record, in order', async () => {
    const result = await highlight(t.app.db, 'go', [
      [{ field: 'headline', text: 'Go developer' }],
      [{ field: 'headline', text: 'Python developer' }],
    ]);
    expect(result.map((snippets) => snippets.length)).toEqual([1, 0]);
  });

  it('looks each word up once: stop words have no lexemes', async () => {
    const lexemes = await lexemesOf(t.app.db, ['The', 'Engineering', 'engineering']);
    expect(lexemes.get('the')).toEqual([]);
    expect(lexemes.get('engineering')).toEqual(['engin']);
    expect(lexemes.size).toBe(2);
  });

  it('never shows a word twice when two hits are close: the next excerpt carries on', async () => {
    const filler = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');
    const text = `Rust ${filler('word', 8)} compiler ${filler('more', 30)}`;
    const [snippets] = await highlight(t.app.db, 'rust compiler', [
      [{ field: 'experiences', text, fragments: { count: 2, words: 5 } }],
    ]);
    const shown = snippets![0]!.parts.map((part) => part.text).join('');
    expect(shown).toBe('Rust word0 word1 word2 word3 … word5 word6 word7 compiler more0');
    const words = shown.split(/\s+/).filter((word) => word !== '…');
    expect(new Set(words).size).toBe(words.length);

    // A window that starts where the one before ends continues it, without ' … '.
    const [close] = await highlight(t.app.db, 'rust compiler', [
      [{ field: 'experiences', text: `Rust a b c d e compiler ${filler('more', 30)}`, fragments: { count: 2, words: 5 } }],
    ]);
    expect(close![0]!.parts.map((part) => part.text).join('')).toBe('Rust a b c d e compiler more0 more1 more2');
  });
});
