import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventCalendar, escapeText } from '../src/events/ics.ts';
import { calendarAttachment } from '../src/events/index.ts';

const base = {
  id: '7f1c0a4e-0000-4000-8000-000000000001',
  description: 'About',
  timestamp: Date.UTC(2026, 4, 1, 17),
  url: 'https://hearth.test/events/night',
};
const INJECTED = 'ATTENDEE:mailto:evil@example.test';

/** Every line a parser that splits on any of CR, LF or CRLF would read, folds not joined. */
const physicalLines = (ics: string) => ics.split(/\r\n|\r|\n/);
const vevent = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');

describe('iCalendar TEXT escaping of line breaks', () => {
  it.each([
    ['a lone CR', 'Night\rOwl', 'Night\\nOwl'],
    ['CRLF', 'Night\r\nOwl', 'Night\\nOwl'],
    ['LF', 'Night\nOwl', 'Night\\nOwl'],
    ['LF CR', 'Night\n\rOwl', 'Night\\n\\nOwl'],
    ['a Unicode line separator', 'Night\u2028Owl', 'Night\\nOwl'],
    ['other control characters', 'Night\u0000\u0007\u001bOwl\tTab', 'NightOwl\tTab'],
  ])('escapes %s (RFC 5545 §3.3.11)', (_, raw, escaped) => {
    expect(escapeText(raw)).toBe(escaped);
  });

  it('never lets a name or location start a line of its own, whatever the line break', () => {
    for (const separator of ['\r', '\r\n', '\n']) {
      const ics = eventCalendar({
        ...base,
        name: `Launch${separator}${INJECTED}`,
        location: `Pier 70${separator}${INJECTED}${separator}END:VEVENT`,
      });
      expect(ics).not.toMatch(/\r(?!\n)/);
      expect(ics).not.toMatch(/(?<!\r)\n/);
      const lines = physicalLines(ics);
      expect(lines.filter((line) => /^(ATTENDEE|END:VEVENT)/.test(line))).toEqual(['END:VEVENT']);
      for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      const event = vevent(ics);
      expect(event?.getAllProperties('attendee')).toEqual([]);
      expect(String(event?.getFirstPropertyValue('summary'))).toBe(`Launch\n${INJECTED}`);
      expect(String(event?.getFirstPropertyValue('location'))).toBe(`Pier 70\n${INJECTED}\nEND:VEVENT`);
    }
  });

  it('holds for the .ics attached to e-mails (approval, reminder, new time)', () => {
    const attachment = calendarAttachment(
      {
        id: base.id,
        slug: 'night',
        name: `Night\r${INJECTED}`,
        description: `Bring\r\n${INJECTED}`,
        startsAt: new Date(base.timestamp),
        location: `Dock 5\r${INJECTED}`,
        endsAt: null,
        timezone: 'America/Los_Angeles',
        meetingUrl: null,
      },
      base.url,
    );
    const ics = String(attachment.content);
    expect(physicalLines(ics).some((line) => line.startsWith('ATTENDEE'))).toBe(false);
    expect(vevent(ics)?.getAllProperties('attendee')).toEqual([]);
  });
});
