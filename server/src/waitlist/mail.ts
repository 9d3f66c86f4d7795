import { calendarAttachment, when, where, type MailEvent } from '../events/index.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { MailMessage } from '../mail/mailer.ts';

/*
 * The e-mails about a guest's place: it is theirs (approved by a host, or promoted from the
 * waitlist), or they are in line for one. Sent by the waitlist's promotion, decisions and invitations.
 */

/** To the guest approved while the event was full: their place in line, and that we write again if a place frees up. */
export function waitlistedMail(options: {
  to: string;
  guestName: string;
  event: Pick<MailEvent, 'slug' | 'name' | 'startsAt' | 'endsAt' | 'timezone'>;
  position: number;
  appUrl: string;
}): MailMessage {
  const { event, position, appUrl } = options;
  const url = `${appUrl}/events/${encodeURIComponent(event.slug)}`;
  const greeting = options.guestName ? `Hi ${options.guestName},` : 'Hi,';
  const line = `${event.name} (${when(event)}) is full, so you are on the waitlist (#${position}).`;
  const next = 'When a place frees up, guests on the waitlist get it in order, and we e-mail you the moment it is yours.';
  return {
    to: options.to,
    subject: `You are on the waitlist for ${event.name}`,
    text: `${greeting}\n\n${line}\n${next}\n\nYour registration: ${url}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}<br>${escapeHtml(next)}</p><p><a href="${escapeHtml(url)}">See your registration</a></p>`,
  };
}

/** To the guest when a host approves their request: the event, its location and an .ics. */
export function approvedMail(options: { to: string; guestName: string; event: MailEvent; appUrl: string }): MailMessage {
  const { event, appUrl } = options;
  const url = `${appUrl}/events/${encodeURIComponent(event.slug)}`;
  const greeting = options.guestName ? `Hi ${options.guestName},` : 'Hi,';
  const location = where(event);
  return {
    to: options.to,
    subject: `You're going to ${event.name}`,
    text: `${greeting}\n\nYour request to attend ${event.name} was approved.\n\nWhen: ${when(event)}\nWhere: ${location}\n\nYour ticket: ${url}\n\nThe attached calendar file adds the event to your calendar.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Your request to attend <strong>${escapeHtml(event.name)}</strong> was approved.</p><p>When: ${escapeHtml(when(event))}<br>Where: ${escapeHtml(location)}</p><p><a href="${escapeHtml(url)}">See your ticket</a></p>`,
    attachments: [calendarAttachment(event, url)],
  };
}
