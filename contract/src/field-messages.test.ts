import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeFieldIssue, describeIssue, fieldLabel } from './field-messages.ts';

const Body = z.object({ name: z.string().min(1).max(5), tags: z.array(z.string()).max(1), email: z.email().optional() });
const messages = (input: unknown, error: z.core.$ZodErrorMap) =>
  Body.safeParse(input, { error }).error?.issues.map((issue) => issue.message);

describe('describeIssue (the API) and describeFieldIssue (a form)', () => {
  it('names the field in the API, and not under a form field that has its own label', () => {
    const input = { name: 'x'.repeat(6), tags: ['a', 'b'], email: 'nope' };
    expect(messages(input, describeIssue)).toEqual([
      'The name can be at most 5 characters.',
      'The tags can be at most 1 items.',
      'The email is not a valid email.',
    ]);
    expect(messages(input, describeFieldIssue)).toEqual([
      'At most 5 characters.',
      'At most 1 items.',
      'This is not a valid email.',
    ]);
  });

  it('asks to fill in an empty required text', () => {
    expect(messages({ name: '', tags: [] }, describeFieldIssue)).toEqual(['Please fill this in.']);
    expect(messages({ name: '', tags: [] }, describeIssue)).toEqual(['Please fill in the name.']);
  });

  it('names fields in the words of the forms, never by their wire names', () => {
    expect(fieldLabel(['githubRepoURL'])).toBe('the GitHub repo link');
    expect(fieldLabel(['linkedInURL'])).toBe('the LinkedIn URL');
    expect(fieldLabel(['start_time'])).toBe('the start time');
    expect(fieldLabel(['sponsors', 1, 'sponsorURL'])).toBe('the website of sponsor 2');
    expect(fieldLabel(['tech_partners', 0, 'imageSrc'])).toBe('the image of tech partner 1');
    expect(fieldLabel(['experiences', 0, 'title'])).toBe('the title of experience 1');
    expect(fieldLabel(['images', 2])).toBe('image 3');
    expect(fieldLabel(['tags', 0])).toBe('item 1 of the tags');
    expect(fieldLabel([])).toBe('the request');
  });
});
