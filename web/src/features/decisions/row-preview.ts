import { shortDate } from '@hearth/contract/event-dates';
import { DEFAULT_HEADLINE_QUESTION, type RegistrationItem } from '@hearth/contract/registrations';

/** The day a request was made ('Nov 3') in the events' time zone (contract/src/event-dates.ts). */
export function appliedDate(createdAt: string): string {
  return shortDate(Date.parse(createdAt));
}

/**
 * The row's one-line preview: the first non-blank answer, skipping the default Headline question
 * (the row already shows the headline). Whitespace is folded so a multi-line answer stays one line.
 */
export function answerPreview(request: RegistrationItem['request']): { question: string; answer: string } | null {
  for (const [index, raw] of request.answers.entries()) {
    const question = request.questions[index] ?? '';
    const answer = raw.replace(/\s+/g, ' ').trim();
    if (answer && question !== DEFAULT_HEADLINE_QUESTION) return { question, answer };
  }
  return null;
}
