import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { calendarAttachment, when, where, type MailEvent } from '../events/index.ts';

/** To approved guests who were told another start: the new one, with an updated .ics. */
export function startChangedMail(options: { to: string; guestName: string; event: MailEvent; appUrl: string }): MailMessage {
  const { event, appUrl } = options;
  const url = `${appUrl}/events/${encodeURIComponent(event.slug)}`;
  const greeting = options.guestName ? `Hi ${options.guestName},` : 'Hi,';
  const line = `The time of ${event.name} has changed. You are still on the guest list.`;
  const location = where(event);
  return {
    to: options.to,
    subject: `New time: ${event.name}, ${when(event)}`,
    text: `${greeting}\n\n${line}\n\nNew time: ${when(event)}\nWhere: ${location}\n\nYour ticket: ${url}\n\nCan't come any more? Please cancel on the event page, so someone on the waitlist gets your place.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p>New time: ${escapeHtml(when(event))}<br>Where: ${escapeHtml(location)}</p><p><a href="${escapeHtml(url)}">Your ticket</a></p><p>Can't come any more? Please cancel on the event page, so someone on the waitlist gets your place.</p>`,
    attachments: [calendarAttachment(event, url)],
  };
}
