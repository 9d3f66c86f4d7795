import { describe, expect, it } from 'vitest';
import { slugFromName } from './event-slug.ts';
import { SLUG_PATTERN } from './events.ts';

describe('slugFromName', () => {
  it('joins lowercase words with single hyphens', () => {
    expect(slugFromName('Agents Hackathon')).toBe('agents-hackathon');
    expect(slugFromName('  AI -- Night: 2026!  ')).toBe('ai-night-2026');
    expect(slugFromName('R&D Day')).toBe('r-and-d-day');
  });

  it('drops accents and leaves out other scripts and emoji', () => {
    expect(slugFromName('Café Crème Meetup')).toBe('cafe-creme-meetup');
    expect(slugFromName('東京 Hackathon 🚀')).toBe('hackathon');
    expect(slugFromName('東京 🚀')).toBe('');
  });

  it('stops at a word boundary, leaving room for the date suffix', () => {
    const slug = slugFromName('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(71);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slugFromName('x'.repeat(100))).toBe('x'.repeat(71));
  });
});
