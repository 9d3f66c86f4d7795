import { eventEndsAt } from '@hearth/contract/event-dates';

/** RFC 5545 TEXT escaping. */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** UTC date-time in the basic format: 20260308T183000Z. */
const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest, 'utf8') > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut), 'utf8') > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

/**
 * An "Add to calendar" file for one event. The event ends at the end of its day in
 * Los Angeles (SPEC.md §9). The location is included only when the caller may see it.
 */
export function eventCalendar(
  event: { id: string; name: string; description: string; timestamp: number; location?: string; url: string },
  now = Date.now(),
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hearth//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@hearth`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.timestamp)}`,
    `DTEND:${utc(eventEndsAt(event.timestamp) + 1)}`,
    `SUMMARY:${escapeText(event.name)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${event.url}`.trim())}`,
    `URL:${event.url}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
