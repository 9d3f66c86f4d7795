import type { SignInLinkFailureReason } from '@hearth/contract/auth';
import { ApiError } from '../../lib/api-client.ts';

/** Why a sign-in link did not sign in, as /login says it; `unavailable` is a failure the server never judged. */
export type SignInFailure = { reason: SignInLinkFailureReason | 'unavailable'; email?: string };

const reasons = new Set<string>(['expired', 'used', 'invalid', 'unavailable']);

/** The server's reason (404/410 answers), a malformed link (400) as invalid, anything else as unavailable. */
export function signInFailureFrom(error: unknown): SignInFailure {
  if (!(error instanceof ApiError) || error.kind !== 'response') return { reason: 'unavailable' };
  const body = error.body as { reason?: unknown; email?: unknown } | undefined;
  if ((error.status === 404 || error.status === 410) && typeof body?.reason === 'string' && reasons.has(body.reason)) {
    const reason = body.reason as SignInLinkFailureReason;
    return typeof body.email === 'string' ? { reason, email: body.email } : { reason };
  }
  if (error.status === 400) return { reason: 'invalid' };
  return { reason: 'unavailable' };
}

/** Reads the failure /login-confirm left in the history entry's state; anything else is no failure. */
export function signInFailureInState(state: unknown): SignInFailure | null {
  const failure = (state as { signInFailure?: { reason?: unknown; email?: unknown } } | null)?.signInFailure;
  if (!failure || typeof failure.reason !== 'string' || !reasons.has(failure.reason)) return null;
  const reason = failure.reason as SignInFailure['reason'];
  return typeof failure.email === 'string' ? { reason, email: failure.email } : { reason };
}

export const signInFailureCopy: Record<SignInFailure['reason'], { title: string; detail: string }> = {
  used: { title: 'This sign-in link was already used', detail: 'Each link works once. Send yourself a new one.' },
  expired: { title: 'This sign-in link has expired', detail: 'Links work for 15 minutes. Send yourself a new one.' },
  invalid: {
    title: 'This sign-in link is not valid',
    detail: 'It may have been cut short or mistyped. Enter your email to get a new one.',
  },
  unavailable: {
    title: 'We could not check your sign-in link',
    detail: 'Open the link again in a moment, or send yourself a new one.',
  },
};
