import { and, eq, isNull, sql } from 'drizzle-orm';
import { signInTokens } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { defineMailSendingJobs } from '../mail/jobs.ts';
import type { Mailer } from '../mail/mailer.ts';
import { LINK_LIFETIME_MS } from './service.ts';
import { hashToken, randomToken } from './session-token.ts';

export type SignInLinkJob = { tokenId: string };

/**
 * Sends a requested sign-in link. Each attempt gives the request a new token and a new 15-minute
 * window, so only the link that went out works, and a link delayed by an SMTP outage is still fresh.
 */
export function defineSignInLinkJobs(queue: JobQueue, options: { mailer: Mailer; appUrl: string }) {
  defineMailSendingJobs<SignInLinkJob>(queue, 'sign-in-link', {
    mailer: options.mailer,
    write: async ({ tokenId }, db) => {
      const token = randomToken();
      const [row] = await db
        .update(signInTokens)
        .set({ tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(secs => ${LINK_LIFETIME_MS / 1000})` })
        .where(and(eq(signInTokens.id, tokenId), isNull(signInTokens.usedAt)))
        .returning({ email: signInTokens.email, redirectUrl: signInTokens.redirectUrl });
      if (!row) return null; // already used (or gone): nothing to send
      const link = new URL('/login-confirm', options.appUrl);
      link.searchParams.set('email', row.email);
      link.searchParams.set('redirectUrl', row.redirectUrl ?? '/profile');
      link.searchParams.set('token', token);
      return signInMail(row.email, link.toString());
    },
  });
}

function signInMail(to: string, link: string) {
  return {
    to,
    subject: 'Your Hearth sign-in link',
    text: `Sign in to Hearth by opening this link:\n\n${link}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.\n`,
    html: `<p>Sign in to Hearth by opening this link:</p><p><a href="${escapeHtml(link)}">Sign in to Hearth</a></p><p>The link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.</p>`,
  };
}
