import { longDate, startTime } from '@hearth/contract/event-dates';
import { escapeHtml } from '../http/escape-html.ts';
import type { MailMessage } from '../mail/mailer.ts';

type MailEvent = { slug: string; name: string; startsAt: Date };

/** To the guest approved while the event was full: their place in line, and that we write again if a place frees up. */
export function waitlistedMail(options: {
  to: string;
  guestName: string;
  event: MailEvent;
  position: number;
  appUrl: string;
}): MailMessage {
  const { event, position, appUrl } = options;
  const url = `${appUrl}/events/${encodeURIComponent(event.slug)}`;
  const greeting = options.guestName ? `Hi ${options.guestName},` : 'Hi,';
  const when = `${longDate(event.startsAt.getTime())} at ${startTime(event.startsAt.getTime())}`;
  const line = `${event.name} (${when}) is full, so you are on the waitlist (#${position}).`;
  const next = 'When a place frees up, guests on the waitlist get it in order, and we e-mail you the moment it is yours.';
  return {
    to: options.to,
    subject: `You are on the waitlist for ${event.name}`,
    text: `${greeting}\n\n${line}\n${next}\n\nYour registration: ${url}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}<br>${escapeHtml(next)}</p><p><a href="${escapeHtml(url)}">See your registration</a></p>`,
  };
}
