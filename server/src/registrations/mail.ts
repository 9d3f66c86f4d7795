import type { MailMessage } from '../mail/mailer.ts';
import { calendarAttachment, when, type MailEvent } from '../events/index.ts';
import { escapeHtml } from '../http/escape-html.ts';

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
