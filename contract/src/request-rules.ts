// What a guest's request needs, without zod: the web app's first screens (the events list, an event
// page) import these, and the schemas in registrations.ts and user.ts would bring zod along.
import type { InviteRole, InviteStatus } from './invites.ts';

/** The two default questions asked when the event has `requireDefaultQuestions` (headline, AI project). */
export const DEFAULT_HEADLINE_QUESTION = 'Headline';
export const DEFAULT_AI_PROJECT_QUESTION = 'AI project';
export const DEFAULT_QUESTIONS = [DEFAULT_HEADLINE_QUESTION, DEFAULT_AI_PROJECT_QUESTION] as const;

/** Hints shown in the questions dialog (docs/product/registrations.md#questions). */
export const HEADLINE_HINT = 'CS PhD @ SAIL/BAIR or founder/dev @ link.ai';
export const AI_PROJECT_HINT = 'Describe an AI project in at most 2 sentences.';

export const REQUIRED_ANSWERS_MESSAGE = 'Please answer all required questions (marked with an astrix*) before submitting.';
export const PROFILE_INCOMPLETE_MESSAGE = 'You need to complete your profile to request to join.';
export const NOT_LOGGED_IN_MESSAGE = 'You need to be logged in to request to join.';
export const CANCEL_CONFIRM_MESSAGE = 'Are you sure you want to cancel?';

/** A custom question whose text ends with '*' is required. */
export function isRequiredQuestion(question: string): boolean {
  return question.trim().endsWith('*');
}

/**
 * The questions a guest answers for an event, in order: the default ones (when required) then the
 * event's custom questions. Answers are sent in the same order.
 */
export function questionsFor(event: { requireDefaultQuestions: boolean; questions: string[] }): string[] {
  return [...(event.requireDefaultQuestions ? DEFAULT_QUESTIONS : []), ...event.questions];
}

/** Whether the flow opens the questions dialog (docs/product/registrations.md#request-flow step 3) rather than registering directly. */
export function needsQuestionsDialog(event: { requireDefaultQuestions: boolean; questions: string[] }): boolean {
  return event.requireDefaultQuestions || event.questions.length > 0;
}

/**
 * docs/product/registrations.md#questions: every custom question ending '*' and, when default questions are required, the
 * headline and AI project must be non-blank. `answers[i]` answers `questionsFor(event)[i]`.
 */
export function missingRequiredAnswers(
  event: { requireDefaultQuestions: boolean; questions: string[] },
  answers: readonly (string | null | undefined)[],
): boolean {
  const questions = questionsFor(event);
  const defaults = event.requireDefaultQuestions ? DEFAULT_QUESTIONS.length : 0;
  return questions.some((question, index) => {
    const required = index < defaults || isRequiredQuestion(question);
    return required && !(answers[index] ?? '').trim();
  });
}

/** docs/product/registrations.md#request-flow: a complete profile (name, headline, LinkedIn) is needed to request to join. */
export function isProfileComplete(user: { name: string; headline: string; linkedInURL: string | null | undefined }): boolean {
  return Boolean(user.name.trim() && user.headline.trim() && user.linkedInURL?.trim());
}

/** The text the ticket's QR code encodes. */
export function checkInReference(slug: string, code: string): string {
  return `HEARTH:${slug}:${code}`;
}

/** docs/product/registrations.md#invites: event_admin is shown as Host; rejected as Declined. */
export const INVITE_ROLE_LABEL: Record<InviteRole, string> = { event_admin: 'Host', guest: 'Guest', judge: 'Judge' };
export const INVITE_STATUS_LABEL: Record<InviteStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Declined',
  retracted: 'Retracted',
};
