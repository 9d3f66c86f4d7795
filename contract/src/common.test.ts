import { describe, expect, it } from 'vitest';
import { cutDescription } from './common.ts';

describe('cutDescription (docs/product/profiles-and-projects.md#user-entity)', () => {
  it('keeps 200 characters and cuts longer text to 200 plus ...', () => {
    expect(cutDescription('a'.repeat(200))).toBe('a'.repeat(200));
    expect(cutDescription('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`);
  });
});
