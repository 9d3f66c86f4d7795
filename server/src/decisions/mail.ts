import { when, type MailEvent } from '../events/index.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { MailMessage } from '../mail/mailer.ts';

/** To the guest when a host declines their request. */
export function declinedMail(options: { to: string; guestName: string; event: MailEvent; appUrl: string }): MailMessage {
  const { event, appUrl } = options;
  const url = `${appUrl}/events`;
  const greeting = options.guestName ? `Hi ${options.guestName},` : 'Hi,';
  return {
    to: options.to,
    subject: `Your request to attend ${event.name}`,
    text: `${greeting}\n\nThank you for your interest in ${event.name} (${when(event)}). Unfortunately we could not offer you a place this time.\n\nSee other upcoming events: ${url}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Thank you for your interest in <strong>${escapeHtml(event.name)}</strong> (${escapeHtml(when(event))}). Unfortunately we could not offer you a place this time.</p><p><a href="${escapeHtml(url)}">See other upcoming events</a></p>`,
  };
}
