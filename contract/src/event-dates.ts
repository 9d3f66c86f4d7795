/**
 * Event dates, shared by the server (slug suffix, timestamp, calendar file) and the web (timeline
 * labels, badges, form). docs/product/events.md#dates: the default timezone is America/Los_Angeles and an event
 * ends at the end of its day there. Every function takes epoch milliseconds and an optional `now`
 * so tests can pin the clock.
 *
 * Only `Intl.DateTimeFormat`, no date library: this file is on the first screen of /events.
 * Names and 12-hour times are spelled here from numeric fields, so the text does not depend on the
 * runtime's locale data (recent ICU puts a narrow no-break space before 'PM').
 */
export const EVENT_TIME_ZONE = 'America/Los_Angeles';

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const DAY_MS = 86_400_000;

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric', // the offsets before 1883 (local mean time) have seconds
  hourCycle: 'h23',
});
const zoneNameFormat = new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, timeZoneName: 'short' });

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** Date.UTC with months from 1, and without its reading of years 0–99 as 1900–1999. */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.setUTCHours(hour, minute, second, ms);
}

/** The clock on a wall in Los Angeles at a timestamp. An invalid timestamp throws a RangeError. */
function wallClock(timestamp: number): WallClock {
  const parts = wallClockFormat.formatToParts(timestamp);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

const isValidTime = (timestamp: number) => !Number.isNaN(new Date(timestamp).getTime());

/** The zone's offset from UTC at a timestamp, in ms (−8 hours in PST); NaN beyond Date's range. */
function offsetAt(timestamp: number): number {
  const whole = Math.floor(timestamp / 1000) * 1000;
  if (!isValidTime(whole)) return Number.NaN;
  const { year, month, day, hour, minute, second } = wallClock(whole);
  return utc(year, month, day, hour, minute, second) - whole;
}

/**
 * The timestamp of a Los Angeles wall-clock time (its fields given as if in UTC), resolved like a
 * local `Date`: a time that happens twice when the clocks fall back is the first one, and a time
 * skipped when they spring forward moves on by the gap (02:30 is 03:30 PDT).
 */
function fromWallClock(wall: number): number {
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  const fitting = [wall - before, wall - after].filter((candidate) => offsetAt(candidate) === wall - candidate);
  return new Date(fitting.length ? Math.min(...fitting) : wall - before).getTime();
}

/** The Los Angeles date at a timestamp as UTC midnight of that date (NaN for an invalid timestamp). */
function calendarDay(timestamp: number): Date {
  if (!isValidTime(timestamp)) return new Date(Number.NaN);
  const { year, month, day } = wallClock(timestamp);
  return new Date(utc(year, month, day));
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isoDate = ({ year, month, day }: WallClock) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const monthAndDay = ({ month, day }: WallClock) => `${MONTHS[month - 1]!} ${day}`;

/** 'YYYYMMDD' of the event's calendar day in Los Angeles: the slug suffix (docs/product/events.md#event-form). */
export function eventDayKey(timestamp: number): string {
  return isoDate(wallClock(timestamp)).replaceAll('-', '');
}

const DATE_SUFFIX = /-\d{8}$/;

/**
 * The stored slug on create and clone: the chosen slug with the event's day appended as
 * `-YYYYMMDD`. A slug that already ends in a date (a clone of an older event) has it replaced,
 * so cloning `demo-day-20260110` to 7 March gives `demo-day-20260307`, not a double suffix.
 */
export function slugWithDate(slug: string, timestamp: number): string {
  return `${slug.replace(DATE_SUFFIX, '')}-${eventDayKey(timestamp)}`;
}

/** Epoch ms of a wall-clock date ('2026-03-08') and start time ('18:30') in Los Angeles. */
export function timestampFromLocal(date: string, time: string): number {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return Number.NaN;
  const [, y, m, d] = dateMatch.map(Number) as [number, number, number, number];
  const [, hh, mm] = timeMatch.map(Number) as [number, number, number];
  if (m < 1 || m > 12 || d < 1 || d > 31 || hh > 23 || mm > 59) return Number.NaN;
  // Date.UTC reads '0050' as 1950, as the Date-based code before it did.
  const result = fromWallClock(Date.UTC(y, m - 1, d, hh, mm));
  // Reject dates that rolled over (31 February) rather than silently moving them.
  const landed = wallClock(result);
  if (landed.day !== d || landed.month !== m) return Number.NaN;
  return result;
}

/** The form's date ('yyyy-MM-dd') and start time ('HH:mm') of a timestamp, in Los Angeles. */
export function localDateAndTime(timestamp: number): { date: string; time: string } {
  const clock = wallClock(timestamp);
  return { date: isoDate(clock), time: `${pad(clock.hour)}:${pad(clock.minute)}` };
}

/** The end of the event's day in Los Angeles, in epoch ms. */
export function eventEndsAt(timestamp: number): number {
  if (!isValidTime(timestamp)) return Number.NaN;
  const { year, month, day } = wallClock(timestamp);
  return fromWallClock(utc(year, month, day, 23, 59, 59, 999));
}

/** docs/product/events.md#dates: an event is over when the end of its day (Los Angeles) has passed. */
export function isEventOver(timestamp: number, now: number = Date.now()): boolean {
  return now > eventEndsAt(timestamp);
}

/**
 * The timeline's group label (docs/product/events.md#dates): 'Today', 'Tomorrow', or month and day ('March 8'),
 * always with the weekday, all in Los Angeles.
 */
export function timelineLabel(timestamp: number, now: number = Date.now()): { label: string; weekday: string; key: string } {
  const clock = wallClock(timestamp);
  const day = calendarDay(timestamp);
  const today = calendarDay(now);
  const weekday = WEEKDAYS[day.getUTCDay()]!;
  const key = isoDate(clock);
  const daysAhead = (day.getTime() - today.getTime()) / DAY_MS;
  if (daysAhead === 0) return { label: 'Today', weekday, key };
  if (daysAhead === 1) return { label: 'Tomorrow', weekday, key };
  const label = clock.year === today.getUTCFullYear() ? monthAndDay(clock) : `${monthAndDay(clock)}, ${pad(clock.year, 4)}`;
  return { label, weekday, key };
}

/** Whether the event is on today's date in Los Angeles (the pulsing marker). */
export function isEventToday(timestamp: number, now: number = Date.now()): boolean {
  return calendarDay(timestamp).getTime() === calendarDay(now).getTime();
}

/** docs/product/events.md#dates long date: month name, day, year ('March 8, 2026'). */
export function longDate(timestamp: number): string {
  const clock = wallClock(timestamp);
  return `${monthAndDay(clock)}, ${pad(clock.year, 4)}`;
}

/** Abbreviated month and day ('Mar 8'), in Los Angeles. */
export function shortDate(timestamp: number): string {
  const clock = wallClock(timestamp);
  return `${MONTHS[clock.month - 1]!.slice(0, 3)} ${clock.day}`;
}

/** Start time with the zone's abbreviation ('6:30 PM PST'). */
export function startTime(timestamp: number): string {
  const { hour, minute } = wallClock(timestamp);
  const abbreviation = zoneNameFormat.formatToParts(timestamp).find((part) => part.type === 'timeZoneName')?.value;
  const clock = `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${clock}${abbreviation ? ` ${abbreviation}` : ''}`;
}
