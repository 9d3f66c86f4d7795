import { describe, expect, it } from 'vitest';
import {
  checkInReference,
  DEFAULT_QUESTIONS,
  isRequiredQuestion,
  missingRequiredAnswers,
  needsQuestionsDialog,
  questionsFor,
} from './registrations.ts';

describe('registration questions (docs/product/registrations.md#questions)', () => {
  const event = { requireDefaultQuestions: true, questions: ['Team name*', 'Dietary needs'] };

  it('puts the default questions first when the event requires them', () => {
    expect(questionsFor(event)).toEqual([...DEFAULT_QUESTIONS, 'Team name*', 'Dietary needs']);
    expect(questionsFor({ ...event, requireDefaultQuestions: false })).toEqual(['Team name*', 'Dietary needs']);
  });

  it('marks a question required by a trailing *', () => {
    expect(isRequiredQuestion('Team name*')).toBe(true);
    expect(isRequiredQuestion('Team name* ')).toBe(true);
    expect(isRequiredQuestion('What is *your* stack?')).toBe(false);
  });

  it('needs non-blank answers to the defaults and to the starred questions only', () => {
    expect(missingRequiredAnswers(event, ['Founder', 'A bot', 'Llamas', ''])).toBe(false);
    expect(missingRequiredAnswers(event, ['Founder', '  ', 'Llamas', 'none'])).toBe(true);
    expect(missingRequiredAnswers(event, ['Founder', 'A bot', ''])).toBe(true);
    expect(missingRequiredAnswers({ requireDefaultQuestions: false, questions: ['Dietary needs'] }, [])).toBe(false);
  });

  it('opens the dialog only when there is something to ask', () => {
    expect(needsQuestionsDialog({ requireDefaultQuestions: false, questions: [] })).toBe(false);
    expect(needsQuestionsDialog({ requireDefaultQuestions: false, questions: ['Why?'] })).toBe(true);
    expect(needsQuestionsDialog({ requireDefaultQuestions: true, questions: [] })).toBe(true);
  });

  it('builds the check-in reference the ticket QR code encodes', () => {
    expect(checkInReference('pier-night', 'abc123')).toBe('HEARTH:pier-night:abc123');
  });
});
