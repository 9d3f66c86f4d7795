import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { calendarAttachment, when, where, type MailEvent } from '../events/index.ts';

/**
 * To every approved guest before the event: when (in the event's time zone, America/Los_Angeles),
 * where, the ticket (the event page shows its QR code) and an .ics.
 */
export function reminderMail(options: { to: string; guestName: string; event: MailEvent; appUrl: string }): MailMessage {
  const { event, appUrl } = options;
  const url = `${appUrl}/events/${encodeURIComponent(event.slug)}`;
  const greeting = options.guestName ? `Hi ${options.guestName},` : 'Hi,';
  const location = where(event);
  const line = `A reminder that ${event.name} is coming up, and you are on the guest list.`;
  return {
    to: options.to,
    subject: `Reminder: ${event.name}, ${when(event)}`,
    text: `${greeting}\n\n${line}\n\nWhen: ${when(event)}\nWhere: ${location}\n\nYour ticket (show its QR code at check-in): ${url}\n\nCan't come any more? Please cancel on the event page, so someone on the waitlist gets your place.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p>When: ${escapeHtml(when(event))}<br>Where: ${escapeHtml(location)}</p><p><a href="${escapeHtml(url)}">Your ticket</a> (show its QR code at check-in)</p><p>Can't come any more? Please cancel on the event page, so someone on the waitlist gets your place.</p>`,
    attachments: [calendarAttachment(event, url)],
  };
}
