import { describe, expect, it } from 'vitest';
import { answerPreview, appliedDate } from './row-preview.ts';

describe('an applicant row’s preview (a denser list)', () => {
  it('dates the request by its day in Los Angeles', () => {
    expect(appliedDate('2026-03-08T20:00:00.000Z')).toBe('Mar 8');
    // 02:00 UTC on March 9 is still March 8 in Los Angeles.
    expect(appliedDate('2026-03-09T02:00:00.000Z')).toBe('Mar 8');
  });

  it('previews the first non-blank answer on one line, skipping the headline the row already shows', () => {
    const request = (questions: string[], answers: string[]) => ({ status: 'pending' as const, questions, answers });
    expect(answerPreview(request(['Why?*', 'Team'], ['  ', 'A voice\n  agent ']))).toEqual({
      question: 'Team',
      answer: 'A voice agent',
    });
    expect(answerPreview(request(['Headline', 'AI project'], ['PhD @ SAIL', 'A compiler']))).toEqual({
      question: 'AI project',
      answer: 'A compiler',
    });
    expect(answerPreview(request([], []))).toBeNull();
  });
});
