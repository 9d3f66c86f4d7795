import { eventEndsAt } from '@hearth/contract/event-dates';

/**
 * RFC 5545 TEXT escaping. Every line break (CRLF, a lone CR or LF, and the Unicode ones) becomes `\n`,
 * so no value can start a line of its own (a parser that splits on CR alone would otherwise read an
 * injected `\rATTENDEE:…` as a property); other control characters, which TEXT does not allow, are dropped.
 */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/** UTC date-time in the basic format: 20260308T183000Z. */
const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1), counting UTF-8 octets
 * and cutting only between code points: a continuation line's leading space is one of its 75.
 */
export function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** What a calendar entry says of an event; `location` and `meetingUrl` only when the reader may see them. */
export type CalendarEvent = {
  id: string;
  name: string;
  description: string;
  timestamp: number;
  /** Null: the event ends with its day in its zone (docs/product/events.md#calendar). */
  endTimestamp?: number | null;
  /** The zone whose day it ends with when it has no end; Los Angeles when absent. */
  timezone?: string;
  location?: string;
  meetingUrl?: string | null;
  url: string;
};

type StoredEvent = {
  id: string;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date | null;
  timezone: string;
  location: string;
  meetingUrl: string | null;
};

/** A stored event as a calendar entry; the caller has checked the reader may see its location and meeting link. */
export function calendarEventOf(event: StoredEvent, url: string): CalendarEvent {
  return {
    id: event.id,
    name: event.name,
    description: event.description,
    timestamp: event.startsAt.getTime(),
    endTimestamp: event.endsAt?.getTime() ?? null,
    timezone: event.timezone,
    location: event.location,
    meetingUrl: event.meetingUrl,
    url,
  };
}

/** One VEVENT. Start and end are UTC instants (`Z`), so no VTIMEZONE is needed and every reader agrees. */
function eventLines(event: CalendarEvent, now: number): string[] {
  const end = event.endTimestamp ?? eventEndsAt(event.timestamp, event.timezone) + 1;
  const join = event.meetingUrl ? `Join online: ${event.meetingUrl}\n\n` : '';
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@hearth`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.timestamp)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(event.name)}`,
    `DESCRIPTION:${escapeText(`${join}${event.description}\n\n${event.url}`.trim())}`,
    `URL:${event.url}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // RFC 7986: calendars that know it show a "Join" button.
    ...(event.meetingUrl ? [`CONFERENCE;VALUE=URI;FEATURE=VIDEO:${event.meetingUrl}`] : []),
    'END:VEVENT',
  ];
}

/** A calendar of events: the "Add to calendar" file (one event) or a person's feed (many). */
export function calendarOf(events: CalendarEvent[], options: { name?: string; now?: number } = {}): string {
  const now = options.now ?? Date.now();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hearth//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** An "Add to calendar" file for one event. */
export const eventCalendar = (event: CalendarEvent, now = Date.now()) => calendarOf([event], { now });
