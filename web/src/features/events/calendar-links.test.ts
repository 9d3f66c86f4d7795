import { describe, expect, it } from 'vitest';
import { calendarLinks } from './calendar-links.ts';

const london = {
  name: 'Tea & Talks',
  description: 'Bring a mug.',
  timestamp: Date.UTC(2026, 9, 24, 17), // 18:00 BST
  end_timestamp: Date.UTC(2026, 9, 24, 20),
  timezone: 'Europe/London',
  location: '1 Pall Mall, London',
  meeting_url: 'https://meet.example/tea',
};

describe('Add to calendar links', () => {
  it('give Google the UTC instants, the zone and the details', () => {
    const google = new URL(calendarLinks(london, 'https://hearth.test/events/tea').google);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe('Tea & Talks');
    expect(google.searchParams.get('dates')).toBe('20261024T170000Z/20261024T200000Z');
    expect(google.searchParams.get('ctz')).toBe('Europe/London');
    expect(google.searchParams.get('location')).toBe('1 Pall Mall, London');
    expect(google.searchParams.get('details')).toBe(
      'Join online: https://meet.example/tea\n\nBring a mug.\n\nhttps://hearth.test/events/tea',
    );
  });

  it('give Outlook ISO instants, ending at the end of the event’s own day when it has no end', () => {
    const tokyo = { name: 'Breakfast', description: '', timestamp: Date.UTC(2026, 2, 9, 0), timezone: 'Asia/Tokyo' };
    const outlook = new URL(calendarLinks(tokyo, 'https://hearth.test/events/b').outlook);
    expect(outlook.hostname).toBe('outlook.live.com');
    expect(outlook.searchParams.get('startdt')).toBe('2026-03-09T00:00:00.000Z');
    expect(outlook.searchParams.get('enddt')).toBe('2026-03-09T15:00:00.000Z'); // midnight in Tokyo
    expect(outlook.searchParams.get('location')).toBe('');
  });
});
