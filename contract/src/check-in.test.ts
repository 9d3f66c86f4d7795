import { describe, expect, it } from 'vitest';
import { checkInTimeLabel, parseTicketReference } from './check-in.ts';
import { checkInReference } from './registrations.ts';

describe('parseTicketReference', () => {
  it('reads back what the ticket’s QR code encodes', () => {
    expect(parseTicketReference(checkInReference('launch-night-20260307', 'aB3_x-9'))).toEqual({
      slug: 'launch-night-20260307',
      code: 'aB3_x-9',
    });
  });

  it('takes the prefix in any case and trims the parts', () => {
    expect(parseTicketReference('  hearth:demo-day:abc \n')).toEqual({ slug: 'demo-day', code: 'abc' });
  });

  it('takes anything else as a bare code', () => {
    expect(parseTicketReference(' abc123 ')).toEqual({ slug: null, code: 'abc123' });
    expect(parseTicketReference('https://example.test/x')).toEqual({ slug: null, code: 'https://example.test/x' });
  });

  it('refuses a blank text and a payload without its slug or code', () => {
    for (const text of ['', '   ', 'HEARTH:', 'HEARTH:abc', 'HEARTH::abc', 'HEARTH:demo-day:']) {
      expect(parseTicketReference(text)).toBeNull();
    }
  });
});

describe('checkInTimeLabel', () => {
  it('gives HH:mm on the clock of the event’s time zone (Los Angeles)', () => {
    expect(checkInTimeLabel('2026-03-08T02:05:00.000Z')).toBe('18:05');
    expect(checkInTimeLabel('2026-07-01T16:30:00.000Z')).toBe('09:30');
  });
});
