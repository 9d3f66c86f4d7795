import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { when, type MailEvent } from '../events/index.ts';

/** To an invited address: the host's message and the single-use link. */
export function inviteMail(options: {
  to: string;
  event: MailEvent;
  role: 'guest' | 'event_admin' | 'judge';
  message: string;
  link: string;
  inviterName: string;
}): MailMessage {
  const { event, link } = options;
  const what =
    options.role === 'event_admin'
      ? `to host ${event.name}`
      : options.role === 'judge'
        ? `to judge ${event.name}`
        : `to ${event.name}`;
  const from = options.inviterName ? `${options.inviterName} invited you` : 'You are invited';
  const note = options.message.trim();
  return {
    to: options.to,
    subject: `You're invited ${what}`,
    text: `${from} ${what} (${when(event)}).\n\n${note ? `${note}\n\n` : ''}Accept or decline: ${link}\n\nThe link works once, for this e-mail address.\n`,
    html: `<p>${escapeHtml(`${from} ${what}`)} (${escapeHtml(when(event))}).</p>${note ? `<p>${escapeHtml(note).replace(/\n/g, '<br>')}</p>` : ''}<p><a href="${escapeHtml(link)}">Accept or decline</a></p><p>The link works once, for this e-mail address.</p>`,
  };
}
