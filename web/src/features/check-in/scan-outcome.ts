import { checkInTimeLabel, ScanAnswerSchema, type ScanAnswer, type UndoCheckInAnswer } from '@hearth/contract/check-in';
import { ApiError } from '../../lib/api-client.ts';

/** What the door shows after a scan, a tap or an undo: the server's answer, or why there is none. */
export type ScanOutcome = ScanAnswer | ({ result: 'undone' } & UndoCheckInAnswer) | { result: 'failed'; message: string };

/** The answers the API sends with 404, 409 and 422 are outcomes too; anything else failed. */
export function outcomeFromError(error: unknown): ScanOutcome {
  if (error instanceof ApiError) {
    const answer = ScanAnswerSchema.safeParse(error.body);
    if (answer.success) return answer.data;
    return { result: 'failed', message: error.message };
  }
  return { result: 'failed', message: 'Something went wrong. Please try again.' };
}

/** One sentence for the live region, so a host with a screen reader hears every answer. */
export function announce(outcome: ScanOutcome): string {
  switch (outcome.result) {
    case 'checked_in':
      return `Checked in: ${outcome.guest.name}.`;
    case 'already_checked_in':
      return `${outcome.guest.name} was already checked in at ${checkInTimeLabel(outcome.guest.checked_in_at ?? '')}.`;
    case 'not_approved':
      return `Not approved: ${outcome.guest.name}’s registration is ${outcome.guest.status}.`;
    case 'undone':
      return `Check-in undone: ${outcome.guest.name}.`;
    default:
      return outcome.message;
  }
}
