import { describe, expect, it } from 'vitest';
import { withScheme } from './common.ts';
import {
  eventDayKey,
  isEventOver,
  isEventToday,
  localDateAndTime,
  longDate,
  slugWithDate,
  startTime,
  timelineLabel,
  timestampFromLocal,
} from './event-dates.ts';

const utc = (year: number, month: number, day: number, hour = 0, minute = 0) => Date.UTC(year, month, day, hour, minute);

describe('timeline labels in America/Los_Angeles', () => {
  // 23:30 on 9 March 2026 in LA (PDT, UTC-7) is 06:30 UTC on the 10th.
  const lateEvening = utc(2026, 2, 10, 6, 30);

  it('says Today for a time later that LA day although UTC is already tomorrow', () => {
    const now = utc(2026, 2, 9, 20, 0); // 13:00 LA on 9 March
    expect(timelineLabel(lateEvening, now)).toEqual({ label: 'Today', weekday: 'Monday', key: '2026-03-09' });
  });

  it('says Tomorrow just before midnight LA and Today just after', () => {
    const event = utc(2026, 2, 10, 18, 0); // 11:00 LA on 10 March
    const beforeMidnight = utc(2026, 2, 10, 6, 59); // 23:59 LA on 9 March
    const afterMidnight = utc(2026, 2, 10, 7, 1); // 00:01 LA on 10 March
    expect(timelineLabel(event, beforeMidnight).label).toBe('Tomorrow');
    expect(timelineLabel(event, afterMidnight).label).toBe('Today');
  });

  it('gives month and day with the weekday otherwise, and the year when it differs', () => {
    const now = utc(2026, 2, 1, 20);
    expect(timelineLabel(utc(2026, 2, 20, 2), now)).toEqual({ label: 'March 19', weekday: 'Thursday', key: '2026-03-19' });
    expect(timelineLabel(utc(2027, 0, 5, 20), now).label).toBe('January 5, 2027');
  });

  it('counts calendar days across the spring-forward DST change (a 23-hour day)', () => {
    // DST starts 8 March 2026 at 02:00 LA. 00:30 PST on the 8th → 23:30 PDT on the 8th is Today.
    const now = utc(2026, 2, 8, 8, 30); // 00:30 PST 8 March
    expect(timelineLabel(utc(2026, 2, 9, 6, 30), now).label).toBe('Today'); // 23:30 PDT 8 March
    expect(timelineLabel(utc(2026, 2, 9, 7, 30), now).label).toBe('Tomorrow'); // 00:30 PDT 9 March
  });

  it('counts calendar days across the fall-back DST change (a 25-hour day)', () => {
    // DST ends 1 November 2026 at 02:00 LA.
    const now = utc(2026, 10, 1, 7, 30); // 00:30 PDT 1 Nov
    expect(timelineLabel(utc(2026, 10, 2, 7, 30), now).label).toBe('Today'); // 23:30 PST 1 Nov
    expect(timelineLabel(utc(2026, 10, 2, 8, 30), now).label).toBe('Tomorrow'); // 00:30 PST 2 Nov
    expect(isEventToday(utc(2026, 10, 2, 7, 30), now)).toBe(true);
  });
});

describe('an event is over at the end of its day in Los Angeles', () => {
  const event = utc(2026, 5, 15, 17, 0); // 10:00 PDT 15 June
  it('is not over late that evening, even after the start', () => {
    expect(isEventOver(event, utc(2026, 5, 16, 6, 59))).toBe(false); // 23:59 PDT
  });
  it('is over from midnight LA', () => {
    expect(isEventOver(event, utc(2026, 5, 16, 7, 0))).toBe(true); // 00:00 PDT 16 June
  });
  it('uses the 25-hour day when DST ends', () => {
    const fallBack = utc(2026, 10, 1, 17); // 09:00 PST 1 Nov
    expect(isEventOver(fallBack, utc(2026, 10, 2, 7, 30))).toBe(false); // 23:30 PST
    expect(isEventOver(fallBack, utc(2026, 10, 2, 8, 0))).toBe(true); // 00:00 PST 2 Nov
  });
});

describe('slug date suffix', () => {
  it('appends the LA calendar day as -YYYYMMDD', () => {
    expect(slugWithDate('agents-hack', utc(2026, 2, 7, 18))).toBe('agents-hack-20260307');
    // 21:30 PDT on 4 July is 04:30 UTC on 5 July: the LA day wins.
    expect(eventDayKey(utc(2026, 6, 5, 4, 30))).toBe('20260704');
  });
  it('replaces an existing date suffix instead of stacking a second one', () => {
    expect(slugWithDate('demo-day-20260110', utc(2026, 2, 7, 18))).toBe('demo-day-20260307');
    expect(slugWithDate('gpt-2030', utc(2026, 2, 7, 18))).toBe('gpt-2030-20260307');
  });
});

describe('timestamp from the form’s date and start time', () => {
  it('reads wall-clock time in Los Angeles, with the right offset on each side of DST', () => {
    expect(timestampFromLocal('2026-03-07', '10:00')).toBe(utc(2026, 2, 7, 18)); // PST
    expect(timestampFromLocal('2026-03-09', '10:00')).toBe(utc(2026, 2, 9, 17)); // PDT
    expect(localDateAndTime(utc(2026, 2, 9, 17))).toEqual({ date: '2026-03-09', time: '10:00' });
  });
  it('rejects impossible dates and malformed input', () => {
    expect(timestampFromLocal('2026-02-31', '10:00')).toBeNaN();
    expect(timestampFromLocal('2026-3-7', '10:00')).toBeNaN();
    expect(timestampFromLocal('2026-03-07', '25:00')).toBeNaN();
  });
});

describe('display', () => {
  it('formats the long date as month name, day, year and the start time with the zone', () => {
    expect(longDate(utc(2026, 2, 10, 6, 30))).toBe('March 9, 2026');
    expect(startTime(utc(2026, 2, 10, 6, 30))).toBe('11:30 PM PDT');
    expect(startTime(utc(2026, 0, 10, 18))).toBe('10:00 AM PST');
  });
});

describe('URL scheme prefixing (SPEC.md §5)', () => {
  it('adds https:// only when a scheme is missing', () => {
    expect(withScheme('acme.dev')).toBe('https://acme.dev');
    expect(withScheme(' www.acme.dev/path ')).toBe('https://www.acme.dev/path');
    expect(withScheme('http://acme.dev')).toBe('http://acme.dev');
    expect(withScheme('https://acme.dev')).toBe('https://acme.dev');
    expect(withScheme('')).toBe('');
  });
});
