import type { RegistrationResult } from '@hearth/contract/registrations';

/**
 * What the toast says once a request to attend went through, from the status it got: 'Request sent'
 * while the host decides (docs/product/registrations.md#request-flow); on an event without approval
 * the guest is in at once, or on the waitlist when it is full (docs/product/registrations.md#one-step-rsvp).
 */
export function requestToast(result: Pick<RegistrationResult, 'status'>): string {
  if (result.status === 'approved') return 'You’re in! See you there.';
  if (result.status === 'waitlisted') return 'You are on the waitlist';
  return 'Request sent';
}
