import type { RegistrationStatus } from '@hearth/contract/events';

const VERBS: Record<RegistrationStatus, string> = {
  approved: 'approved',
  declined: 'declined',
  waitlisted: 'put on the waitlist',
  pending: 'moved back to pending',
};

const guests = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'guest' : 'guests'}`;

/**
 * A decision's toast: what happened to how many ('3 guests approved'), or to whom when it is one
 * named guest ('Ada Lovelace approved').
 */
export function decisionMessage(changes: readonly { status: RegistrationStatus }[], name?: string): string {
  if (changes.length === 0) return 'Nothing changed';
  if (changes.length === 1 && name) return `${name} ${VERBS[changes[0]!.status]}`;
  const counts = new Map<RegistrationStatus, number>();
  for (const change of changes) counts.set(change.status, (counts.get(change.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${guests(count)} ${VERBS[status]}`).join(', ');
}

/** The confirmation before a bulk decision: how many guests it e-mails, and that it can be undone first. */
export function bulkConfirmText(count: number, status: RegistrationStatus): string {
  if (status === 'pending') return `${guests(count)} will be moved back to pending. Nobody is e-mailed.`;
  return `Up to ${guests(count)} will be e-mailed after a short grace period in which you can still undo. Guests who already have this status are left alone.`;
}

export const undoneMessage = (count: number) => `Undone: ${guests(count)} back as before`;
