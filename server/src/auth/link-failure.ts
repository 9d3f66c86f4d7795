import { and, eq, sql } from 'drizzle-orm';
import type { SignInLinkFailure } from '@hearth/contract/auth';
import type { Db } from '../db/client.ts';
import { signInTokens } from '../db/schema.ts';

/** A sign-in link that cannot be redeemed: its status (404 unknown, 410 gone) and the answer that says why. */
export class SignInLinkRefused extends Error {
  constructor(readonly answer: SignInLinkFailure) {
    super(answer.message);
    this.name = 'SignInLinkRefused';
  }

  get statusCode(): 404 | 410 {
    return this.answer.reason === 'invalid' ? 404 : 410;
  }
}

const messages = {
  used: 'This sign-in link has already been used. Each link works once; please request a new one.',
  expired: 'This sign-in link has expired. Links work for 15 minutes; please request a new one.',
  invalid: 'This sign-in link is not valid. Please request a new one.',
} as const;

/**
 * Tells why a link was not redeemed. The address is only named for a token that was issued to it,
 * so a guessed token or an edited address learns nothing. Used wins over expired: it is what happened first.
 */
export async function whyLinkFailed(db: Db, email: string, tokenHash: string): Promise<SignInLinkRefused> {
  const [row] = await db
    .select({ usedAt: signInTokens.usedAt, expired: sql<boolean>`${signInTokens.expiresAt} <= now()` })
    .from(signInTokens)
    .where(and(eq(signInTokens.tokenHash, tokenHash), eq(signInTokens.email, email)));
  if (row?.usedAt) return new SignInLinkRefused({ reason: 'used', message: messages.used, email });
  if (row?.expired) return new SignInLinkRefused({ reason: 'expired', message: messages.expired, email });
  return new SignInLinkRefused({ reason: 'invalid', message: messages.invalid });
}
