import { longDate, startTime } from '@hearth/contract/event-dates';
import type { MailAttachment } from '../mail/mailer.ts';
import { eventCalendar } from './ics.ts';

/** What every e-mail about an event says of it: when, and the calendar file. */
export type MailEvent = { id: string; slug: string; name: string; description: string; startsAt: Date; location: string };

export const when = (event: { startsAt: Date }) =>
  `${longDate(event.startsAt.getTime())} at ${startTime(event.startsAt.getTime())}`;

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
