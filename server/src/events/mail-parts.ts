import { eventTimeRange, longDate } from '@hearth/contract/event-dates';
import type { MailAttachment } from '../mail/mailer.ts';
import { calendarEventOf, eventCalendar } from './ics.ts';

/** What every e-mail about an event says of it: when, and the calendar file. */
export type MailEvent = {
  id: string;
  slug: string;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date | null;
  timezone: string;
  location: string;
  meetingUrl: string | null;
};

/** 'October 24, 2026 at 6:00 – 9:00 PM BST': on the event's own clock. */
export const when = (event: Pick<MailEvent, 'startsAt'> & Partial<Pick<MailEvent, 'endsAt' | 'timezone'>>) =>
  `${longDate(event.startsAt.getTime(), event.timezone)} at ${eventTimeRange({
    timestamp: event.startsAt.getTime(),
    end_timestamp: event.endsAt?.getTime() ?? null,
    timezone: event.timezone,
  })}`;

/** Where, for guests who may see it: the place, and the meeting link of an online or hybrid event. */
export const where = (event: Pick<MailEvent, 'location' | 'meetingUrl'>) =>
  [event.location, event.meetingUrl ? `Online: ${event.meetingUrl}` : ''].filter(Boolean).join(' · ') || 'to be announced';

/** The event as an .ics attachment, location and meeting link included (only for guests who may see them). */
export function calendarAttachment(event: MailEvent, url: string): MailAttachment {
  return {
    filename: `${event.slug}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: eventCalendar(calendarEventOf(event, url)),
  };
}
