import { describe, expect, it } from 'vitest';
import { withScheme } from './common.ts';
import {
  EVENT_TIME_ZONE,
  eventDayKey,
  eventEndsAt,
  eventOverAt,
  eventTimeRange,
  isTimeZone,
  isEventOver,
  isEventToday,
  localDateAndTime,
  longDate,
  shortDate,
  slugWithDate,
  startTime,
  timelineLabel,
  timestampFromLocal,
  viewerStartTime,
  zoneAbbreviation,
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
    expect(isEventOver({ timestamp: event }, utc(2026, 5, 16, 6, 59))).toBe(false); // 23:59 PDT
  });
  it('is over from midnight LA', () => {
    expect(isEventOver({ timestamp: event }, utc(2026, 5, 16, 7, 0))).toBe(true); // 00:00 PDT 16 June
  });
  it('uses the 25-hour day when DST ends', () => {
    const fallBack = utc(2026, 10, 1, 17); // 09:00 PST 1 Nov
    expect(isEventOver({ timestamp: fallBack }, utc(2026, 10, 2, 7, 30))).toBe(false); // 23:30 PST
    expect(isEventOver({ timestamp: fallBack }, utc(2026, 10, 2, 8, 0))).toBe(true); // 00:00 PST 2 Nov
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
  it('abbreviates the month to three letters in the short date', () => {
    expect(shortDate(utc(2026, 2, 10, 6, 30))).toBe('Mar 9');
    expect(shortDate(utc(2026, 8, 1, 19))).toBe('Sep 1');
  });
});

// Pinned against the date-fns/TZDate implementation before it was replaced with Intl.DateTimeFormat.
describe('edges of the calendar and of DST (2026: spring forward 8 March, fall back 1 November)', () => {
  const lastMs = (year: number, month: number, day: number, hour: number) => Date.UTC(year, month, day, hour, 59, 59, 999);

  it.each([
    ['2026-03-08', '01:59', utc(2026, 2, 8, 9, 59)], // the last PST minute
    ['2026-03-08', '02:00', utc(2026, 2, 8, 10, 0)], // does not exist: moves forward to 03:00 PDT
    ['2026-03-08', '02:30', utc(2026, 2, 8, 10, 30)], // does not exist: 03:30 PDT
    ['2026-03-08', '03:00', utc(2026, 2, 8, 10, 0)],
    ['2026-11-01', '00:59', utc(2026, 10, 1, 7, 59)],
    ['2026-11-01', '01:00', utc(2026, 10, 1, 8, 0)], // happens twice: the first (PDT)
    ['2026-11-01', '01:30', utc(2026, 10, 1, 8, 30)], // happens twice: the first (PDT)
    ['2026-11-01', '02:00', utc(2026, 10, 1, 10, 0)], // PST
    ['2026-12-31', '23:59', utc(2027, 0, 1, 7, 59)],
    ['2027-01-01', '00:00', utc(2027, 0, 1, 8, 0)],
    ['2028-02-29', '10:00', utc(2028, 1, 29, 18, 0)],
  ])('reads %s %s as %i', (date, time, expected) => {
    expect(timestampFromLocal(date, time)).toBe(expected);
  });

  it.each([
    ['2026-02-29', '10:00'],
    ['2026-02-30', '10:00'],
    ['2028-02-30', '10:00'],
    ['2026-04-31', '10:00'],
    ['2026-13-01', '10:00'],
    ['2026-00-10', '10:00'],
    ['2026-01-00', '10:00'],
    ['2026-03-07', '24:00'],
    ['2026-03-07', '10:60'],
    ['2026-03-07', '9:00'],
  ])('rejects %s %s', (date, time) => {
    expect(timestampFromLocal(date, time)).toBeNaN();
  });

  it.each([
    [utc(2026, 2, 8, 10, 0), '2026-03-08', '03:00'],
    [utc(2026, 10, 1, 8, 30), '2026-11-01', '01:30'],
    [utc(2026, 10, 1, 9, 30), '2026-11-01', '01:30'],
    [utc(2026, 0, 10, 8, 0), '2026-01-10', '00:00'],
    [utc(2027, 0, 1, 7, 59), '2026-12-31', '23:59'],
  ])('gives the form %i as %s %s', (timestamp, date, time) => {
    expect(localDateAndTime(timestamp)).toEqual({ date, time });
  });

  it.each([
    ['the 23-hour spring-forward day', utc(2026, 2, 8, 8, 30), lastMs(2026, 2, 9, 6)],
    ['the 23-hour spring-forward day, after the change', utc(2026, 2, 8, 19, 0), lastMs(2026, 2, 9, 6)],
    ['the 25-hour fall-back day', utc(2026, 10, 1, 7, 30), lastMs(2026, 10, 2, 7)],
    ['the 25-hour fall-back day, the second 01:30', utc(2026, 10, 1, 9, 30), lastMs(2026, 10, 2, 7)],
    ['New Year’s Eve', utc(2027, 0, 1, 7, 30), lastMs(2027, 0, 1, 7)],
    ['29 February 2028', utc(2028, 1, 29, 20, 0), lastMs(2028, 2, 1, 7)],
  ])('ends %s at its last millisecond in Los Angeles', (_, timestamp, end) => {
    expect(eventEndsAt(timestamp)).toBe(end);
    expect(isEventOver({ timestamp: timestamp }, end)).toBe(false);
    expect(isEventOver({ timestamp: timestamp }, end + 1)).toBe(true);
  });

  it.each([
    // [now, event, label, weekday, key]
    [utc(2026, 11, 31, 18), utc(2027, 0, 1, 17), 'Tomorrow', 'Friday', '2027-01-01'],
    [utc(2026, 11, 31, 18), utc(2027, 0, 2, 17), 'January 2, 2027', 'Saturday', '2027-01-02'],
    [utc(2026, 11, 31, 18), utc(2026, 11, 30, 17), 'December 30', 'Wednesday', '2026-12-30'],
    [utc(2027, 0, 1, 7, 30), utc(2027, 0, 1, 7, 45), 'Today', 'Thursday', '2026-12-31'], // UTC is already 2027
    [utc(2027, 0, 1, 7, 30), utc(2027, 0, 1, 8, 30), 'Tomorrow', 'Friday', '2027-01-01'],
    [utc(2026, 5, 1, 19), utc(2026, 0, 1, 7, 59), 'December 31, 2025', 'Wednesday', '2025-12-31'],
    [utc(2028, 1, 28, 20), utc(2028, 1, 29, 20), 'Tomorrow', 'Tuesday', '2028-02-29'],
    [utc(2028, 1, 28, 20), utc(2028, 2, 1, 20), 'March 1', 'Wednesday', '2028-03-01'],
    [utc(2027, 1, 28, 20), utc(2027, 2, 1, 20), 'Tomorrow', 'Monday', '2027-03-01'],
    [utc(2026, 2, 7, 10, 30), utc(2026, 2, 8, 10, 30), 'Tomorrow', 'Sunday', '2026-03-08'], // 02:30 → 03:30 PDT
    [utc(2026, 10, 1, 7, 30), utc(2026, 10, 1, 8, 30), 'Today', 'Sunday', '2026-11-01'], // 01:30 PDT
    [utc(2026, 10, 1, 7, 30), utc(2026, 10, 1, 9, 30), 'Today', 'Sunday', '2026-11-01'], // 01:30 PST
  ])('labels, at %i, an event at %i as %s', (now, event, label, weekday, key) => {
    expect(timelineLabel(event, now)).toEqual({ label, weekday, key });
    expect(isEventToday(event, now)).toBe(label === 'Today');
  });

  it.each([
    [utc(2026, 0, 10, 8, 0), '12:00 AM PST', 'January 10, 2026', '20260110'],
    [utc(2026, 0, 10, 20, 0), '12:00 PM PST', 'January 10, 2026', '20260110'],
    [utc(2026, 0, 10, 21, 5), '1:05 PM PST', 'January 10, 2026', '20260110'],
    [utc(2026, 2, 8, 9, 59), '1:59 AM PST', 'March 8, 2026', '20260308'],
    [utc(2026, 2, 8, 10, 30), '3:30 AM PDT', 'March 8, 2026', '20260308'],
    [utc(2026, 10, 1, 8, 30), '1:30 AM PDT', 'November 1, 2026', '20261101'],
    [utc(2026, 10, 1, 9, 30), '1:30 AM PST', 'November 1, 2026', '20261101'],
    [utc(2027, 0, 1, 7, 59), '11:59 PM PST', 'December 31, 2026', '20261231'],
    [utc(2028, 1, 29, 20, 0), '12:00 PM PST', 'February 29, 2028', '20280229'],
  ])('shows %i as %s on %s (slug day %s)', (timestamp, time, date, dayKey) => {
    expect(startTime(timestamp)).toBe(time);
    expect(longDate(timestamp)).toBe(date);
    expect(eventDayKey(timestamp)).toBe(dayKey);
  });
});

describe('URL scheme prefixing (docs/product/site-and-layout.md#links)', () => {
  it('adds https:// only when a scheme is missing', () => {
    expect(withScheme('acme.dev')).toBe('https://acme.dev');
    expect(withScheme(' www.acme.dev/path ')).toBe('https://www.acme.dev/path');
    expect(withScheme('http://acme.dev')).toBe('http://acme.dev');
    expect(withScheme('https://acme.dev')).toBe('https://acme.dev');
    expect(withScheme('')).toBe('');
  });
});

describe('events in other time zones', () => {
  const london = 'Europe/London';
  const tokyo = 'Asia/Tokyo';

  it('reads a London evening across the change from BST to GMT on London’s clock', () => {
    // British summer time ends 25 October 2026 at 02:00 BST.
    const beforeChange = timestampFromLocal('2026-10-24', '18:00', london);
    const afterChange = timestampFromLocal('2026-10-31', '18:00', london);
    expect(beforeChange).toBe(utc(2026, 9, 24, 17, 0));
    expect(afterChange).toBe(utc(2026, 9, 31, 18, 0));
    expect(afterChange - beforeChange).toBe(7 * 86_400_000 + 3_600_000);
    expect(startTime(beforeChange, london)).toBe('6:00 PM BST');
    expect(startTime(afterChange, london)).toBe('6:00 PM GMT');
    expect(localDateAndTime(afterChange, london)).toEqual({ date: '2026-10-31', time: '18:00' });
    expect(viewerStartTime({ timestamp: beforeChange, timezone: london }, EVENT_TIME_ZONE)).toBe('10:00 AM PDT');
    // Los Angeles keeps summer time one week longer: 11:00 PDT, not 10:00 PST.
    expect(viewerStartTime({ timestamp: afterChange, timezone: london }, EVENT_TIME_ZONE)).toBe('11:00 AM PDT');
    expect(viewerStartTime({ timestamp: afterChange, timezone: london }, london)).toBeNull();
  });

  it('takes a Tokyo morning’s slug day, label and end of day from Tokyo, not Los Angeles', () => {
    // 09:30 JST on 9 March is 17:30 PDT on 8 March in Los Angeles.
    const morning = timestampFromLocal('2026-03-09', '09:30', tokyo);
    expect(morning).toBe(utc(2026, 2, 9, 0, 30));
    expect(slugWithDate('tokyo-breakfast', morning, tokyo)).toBe('tokyo-breakfast-20260309');
    expect(slugWithDate('tokyo-breakfast', morning)).toBe('tokyo-breakfast-20260308');
    expect(longDate(morning, tokyo)).toBe('March 9, 2026');
    expect(startTime(morning, tokyo)).toBe('9:30 AM JST');
    const tokyoEvening = utc(2026, 2, 8, 12, 0); // 21:00 JST on 8 March
    expect(timelineLabel(morning, tokyoEvening, tokyo)).toEqual({ label: 'Tomorrow', weekday: 'Monday', key: '2026-03-09' });
    expect(timelineLabel(morning, tokyoEvening).label).toBe('Today');
    const event = { timestamp: morning, timezone: tokyo };
    expect(eventOverAt(event)).toBe(utc(2026, 2, 9, 15, 0) - 1); // 23:59:59.999 JST
    expect(isEventOver(event, utc(2026, 2, 9, 15, 0))).toBe(true);
    // Read in Los Angeles it would be over at 10:00 UTC (the LA day of 8 March ended at 07:00 UTC).
    expect(isEventOver({ timestamp: morning }, utc(2026, 2, 9, 10, 0))).toBe(true);
    expect(isEventOver(event, utc(2026, 2, 9, 10, 0))).toBe(false);
    expect(viewerStartTime(event, EVENT_TIME_ZONE)).toBe('March 8, 5:30 PM PDT');
  });

  it('is over when its end time has passed, not at the end of the day', () => {
    const start = timestampFromLocal('2026-10-24', '18:00', london);
    const end = timestampFromLocal('2026-10-24', '21:30', london);
    const event = { timestamp: start, end_timestamp: end, timezone: london };
    expect(isEventOver(event, end)).toBe(false);
    expect(isEventOver(event, end + 1)).toBe(true);
    expect(eventTimeRange(event)).toBe('6:00 – 9:30 PM BST');
  });

  it('spells ranges across noon, midnight and a clock change in full', () => {
    const start = timestampFromLocal('2026-10-24', '22:00', london);
    expect(
      eventTimeRange({ timestamp: start, end_timestamp: timestampFromLocal('2026-10-25', '02:00', london), timezone: london }),
    ).toBe('10:00 PM BST – October 25, 2:00 AM GMT');
    const morning = timestampFromLocal('2026-10-24', '10:00', london);
    expect(eventTimeRange({ timestamp: morning, end_timestamp: start, timezone: london })).toBe('10:00 AM BST – 10:00 PM BST');
  });

  it('accepts IANA zone names and refuses offsets and unknown names', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('names zones by their abbreviation where one exists, else by offset', () => {
    const july = utc(2026, 6, 1, 12);
    expect(zoneAbbreviation(july, 'Europe/Paris')).toBe('CEST');
    expect(zoneAbbreviation(july, 'Asia/Kolkata')).toBe('IST');
    expect(zoneAbbreviation(july, 'America/New_York')).toBe('EDT');
    expect(zoneAbbreviation(july, 'America/Sao_Paulo')).toBe('GMT-3');
  });
});
