import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../http/escape-html.ts';

/** A host's message to one guest: their words as plain text (escaped in the HTML part), and the event page. */
export function guestMessageMail(options: {
  to: string;
  guestName: string;
  event: { slug: string; name: string };
  subject: string;
  message: string;
  appUrl: string;
}): MailMessage {
  const { event, appUrl } = options;
  const url = `${appUrl}/events/${encodeURIComponent(event.slug)}`;
  const greeting = options.guestName ? `Hi ${options.guestName},` : 'Hi,';
  const signature = `The hosts of ${event.name}`;
  return {
    to: options.to,
    subject: `${event.name}: ${options.subject}`,
    text: `${greeting}\n\n${options.message}\n\n${signature}\n${url}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(options.message).replace(/\n/g, '<br>')}</p><p>${escapeHtml(signature)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
  };
}
