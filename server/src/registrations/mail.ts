import { longDate, startTime } from '@hearth/contract/event-dates';
import type { MailAttachment, MailMessage } from '../mail/mailer.ts';
import { eventCalendar } from '../events/ics.ts';
import { escapeHtml } from '../http/escape-html.ts';

export type MailEvent = { id: string; slug: string; name: string; description: string; startsAt: Date; location: string };

export const when = (event: { startsAt: Date }) =>
  `${longDate(event.startsAt.getTime())} at ${startTime(event.startsAt.getTime())}`;

/** To the guest when a host approves their request: the event, its location and an .ics. */
export function approvedMail(options: { to: string; guestName: string; event: MailEvent; appUrl: string }): MailMessage {
  const { event, appUrl } = options;
  const url = `${appUrl}/events/${encodeURIComponent(event.slug)}`;
  const greeting = options.guestName ? `Hi ${options.guestName},` : 'Hi,';
  const location = event.location || 'to be announced';
  return {
    to: options.to,
    subject: `You're going to ${event.name}`,
    text: `${greeting}\n\nYour request to attend ${event.name} was approved.\n\nWhen: ${when(event)}\nWhere: ${location}\n\nYour ticket: ${url}\n\nThe attached calendar file adds the event to your calendar.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Your request to attend <strong>${escapeHtml(event.name)}</strong> was approved.</p><p>When: ${escapeHtml(when(event))}<br>Where: ${escapeHtml(location)}</p><p><a href="${escapeHtml(url)}">See your ticket</a></p>`,
    attachments: [calendarAttachment(event, url)],
  };
}

/** The event as an .ics attachment, location included (only for guests who may see it). */
export function calendarAttachment(event: MailEvent, url: string): MailAttachment {
  return {
    filename: `${event.slug}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: eventCalendar({
      id: event.id,
      name: event.name,
      description: event.description,
      timestamp: event.startsAt.getTime(),
      location: event.location,
      url,
    }),
  };
}

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

/** To an invited address: the host's message and the single-use link. */
export function inviteMail(options: {
  to: string;
  event: MailEvent;
  role: 'guest' | 'event_admin';
  message: string;
  link: string;
  inviterName: string;
}): MailMessage {
  const { event, link } = options;
  const what = options.role === 'event_admin' ? `to host ${event.name}` : `to ${event.name}`;
  const from = options.inviterName ? `${options.inviterName} invited you` : 'You are invited';
  const note = options.message.trim();
  return {
    to: options.to,
    subject: `You're invited ${what}`,
    text: `${from} ${what} (${when(event)}).\n\n${note ? `${note}\n\n` : ''}Accept or decline: ${link}\n\nThe link works once, for this e-mail address.\n`,
    html: `<p>${escapeHtml(`${from} ${what}`)} (${escapeHtml(when(event))}).</p>${note ? `<p>${escapeHtml(note).replace(/\n/g, '<br>')}</p>` : ''}<p><a href="${escapeHtml(link)}">Accept or decline</a></p><p>The link works once, for this e-mail address.</p>`,
  };
}
