import { describe, expect, it } from 'vitest';
import type { GithubProject } from '@hearth/contract/user';
import { aiProjectChips, filterAi, initialAiOnly, matchesSearch } from './applicant-view.ts';

const project = (name: string, stars: number, is_ai: boolean): GithubProject => ({
  name,
  url: `https://github.com/${name}`,
  description: '',
  stars,
  is_ai,
});

describe('applicant profile rules (docs/product/registrations.md#applicant-profile)', () => {
  it('shows up to 3 AI GitHub project chips, most stars first', () => {
    const chips = aiProjectChips([
      project('o/low', 5, true),
      project('o/plain', 9000, false),
      project('o/top', 900, true),
      project('o/mid', 50, true),
      project('o/second', 100, true),
    ]);
    expect(chips.map((chip) => chip.name)).toEqual(['o/top', 'o/second', 'o/mid']);
  });

  it('starts the AI-only filter on, or off when no item is marked AI', () => {
    expect(initialAiOnly([{ is_ai: false }, { is_ai: true }])).toBe(true);
    expect(initialAiOnly([{ is_ai: false }, {}])).toBe(false);
    expect(initialAiOnly([])).toBe(false);
    const items = [
      { id: 1, is_ai: true },
      { id: 2, is_ai: false },
    ];
    expect(filterAi(items, true).map((item) => item.id)).toEqual([1]);
    expect(filterAi(items, false).map((item) => item.id)).toEqual([1, 2]);
  });

  it('matches the search box against name, e-mail and headline, ignoring case', () => {
    const item = { name: 'Zoë Park', email: 'zoe@example.com', headline: 'ML @ Acme' };
    expect(matchesSearch(item, '')).toBe(true);
    expect(matchesSearch(item, 'zoË')).toBe(true);
    expect(matchesSearch(item, 'EXAMPLE.com')).toBe(true);
    expect(matchesSearch(item, 'acme')).toBe(true);
    expect(matchesSearch({ ...item, email: null }, 'example')).toBe(false);
  });
});
