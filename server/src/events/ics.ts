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

/**
 * An "Add to calendar" file for one event. The event ends at the end of its day in
 * Los Angeles (docs/product/events.md#calendar). The location is included only when the caller may see it.
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
