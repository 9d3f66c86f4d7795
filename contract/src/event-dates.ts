/**
 * Event dates, shared by the server (slug suffix, timestamp, calendar file) and the web (timeline
 * labels, badges, form). docs/product/events.md#dates: each event has an IANA time zone (the default
 * America/Los_Angeles); its dates, slug day, Today/Tomorrow and "over" are read on that zone's clock
 * (docs/decisions/046-event-time-zones.md). Every function takes epoch milliseconds, the zone last
 * (Los Angeles when omitted) and an optional `now` so tests can pin the clock.
 *
 * Only `Intl.DateTimeFormat`, no date library: this file is on the first screen of /events.
 * Names and 12-hour times are spelled here from numeric fields, so the text does not depend on the
 * runtime's locale data (recent ICU puts a narrow no-break space before 'PM').
 */
export const EVENT_TIME_ZONE = 'America/Los_Angeles';

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const DAY_MS = 86_400_000;

/** An event's time as the API sends it: start, optional end (both epoch ms) and zone. */
export type EventSchedule = { timestamp: number; end_timestamp?: number | null; timezone?: string };

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, made on first use (the constructor is the slow part). */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric', // the offsets before 1883 (local mean time) have seconds
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Whether a name is an IANA time zone this runtime knows ('Europe/London', 'UTC'); offsets such as
 * '+01:00' and unknown names are not.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    wallClockFormat(name);
    return true;
  } catch {
    return false;
  }
}

/** The zone the device running this code is set to (the viewer's, in a browser). */
export function deviceTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** Date.UTC with months from 1, and without its reading of years 0–99 as 1900–1999. */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.setUTCHours(hour, minute, second, ms);
}

/** The clock on a wall in the zone at a timestamp. An invalid timestamp throws a RangeError. */
function wallClock(timestamp: number, timeZone: string): WallClock {
  const parts = wallClockFormat(timeZone).formatToParts(timestamp);
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
function offsetAt(timestamp: number, timeZone: string): number {
  const whole = Math.floor(timestamp / 1000) * 1000;
  if (!isValidTime(whole)) return Number.NaN;
  const { year, month, day, hour, minute, second } = wallClock(whole, timeZone);
  return utc(year, month, day, hour, minute, second) - whole;
}

/**
 * The timestamp of a wall-clock time in the zone (its fields given as if in UTC), resolved like a
 * local `Date`: a time that happens twice when the clocks fall back is the first one, and a time
 * skipped when they spring forward moves on by the gap (02:30 is 03:30 PDT).
 */
function fromWallClock(wall: number, timeZone: string): number {
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const fitting = [wall - before, wall - after].filter((candidate) => offsetAt(candidate, timeZone) === wall - candidate);
  return new Date(fitting.length ? Math.min(...fitting) : wall - before).getTime();
}

/** The zone's date at a timestamp as UTC midnight of that date (NaN for an invalid timestamp). */
function calendarDay(timestamp: number, timeZone: string): Date {
  if (!isValidTime(timestamp)) return new Date(Number.NaN);
  const { year, month, day } = wallClock(timestamp, timeZone);
  return new Date(utc(year, month, day));
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isoDate = ({ year, month, day }: WallClock) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const monthAndDay = ({ month, day }: WallClock) => `${MONTHS[month - 1]!} ${day}`;

/** 'YYYYMMDD' of the event's calendar day in its zone: the slug suffix (docs/product/events.md#event-form). */
export function eventDayKey(timestamp: number, timeZone = EVENT_TIME_ZONE): string {
  return isoDate(wallClock(timestamp, timeZone)).replaceAll('-', '');
}

const DATE_SUFFIX = /-\d{8}$/;

/**
 * The stored slug on create and clone: the chosen slug with the event's day (in its zone) appended
 * as `-YYYYMMDD`. A slug that already ends in a date (a clone of an older event) has it replaced,
 * so cloning `demo-day-20260110` to 7 March gives `demo-day-20260307`, not a double suffix.
 */
export function slugWithDate(slug: string, timestamp: number, timeZone = EVENT_TIME_ZONE): string {
  return `${slug.replace(DATE_SUFFIX, '')}-${eventDayKey(timestamp, timeZone)}`;
}

/** Epoch ms of a wall-clock date ('2026-03-08') and time ('18:30') in the zone. */
export function timestampFromLocal(date: string, time: string, timeZone = EVENT_TIME_ZONE): number {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return Number.NaN;
  const [, y, m, d] = dateMatch.map(Number) as [number, number, number, number];
  const [, hh, mm] = timeMatch.map(Number) as [number, number, number];
  if (m < 1 || m > 12 || d < 1 || d > 31 || hh > 23 || mm > 59) return Number.NaN;
  // Date.UTC reads '0050' as 1950, as the Date-based code before it did.
  const result = fromWallClock(Date.UTC(y, m - 1, d, hh, mm), timeZone);
  // Reject dates that rolled over (31 February) rather than silently moving them.
  const landed = wallClock(result, timeZone);
  if (landed.day !== d || landed.month !== m) return Number.NaN;
  return result;
}

/** The form's date ('yyyy-MM-dd') and time ('HH:mm') of a timestamp, in the zone. */
export function localDateAndTime(timestamp: number, timeZone = EVENT_TIME_ZONE): { date: string; time: string } {
  const clock = wallClock(timestamp, timeZone);
  return { date: isoDate(clock), time: `${pad(clock.hour)}:${pad(clock.minute)}` };
}

/** The end of the day of a timestamp in the zone, in epoch ms. */
export function eventEndsAt(timestamp: number, timeZone = EVENT_TIME_ZONE): number {
  if (!isValidTime(timestamp)) return Number.NaN;
  const { year, month, day } = wallClock(timestamp, timeZone);
  return fromWallClock(utc(year, month, day, 23, 59, 59, 999), timeZone);
}

/** When an event is over: its end, or without one the end of its start's day in its zone. */
export function eventOverAt(event: EventSchedule): number {
  return event.end_timestamp ?? eventEndsAt(event.timestamp, event.timezone);
}

/** docs/product/events.md#dates: an event is over when its end (or the end of its day, in its zone) has passed. */
export function isEventOver(event: EventSchedule, now: number = Date.now()): boolean {
  return now > eventOverAt(event);
}

/**
 * The timeline's group label (docs/product/events.md#dates): 'Today', 'Tomorrow', or month and day ('March 8'),
 * always with the weekday, all on the zone's calendar.
 */
export function timelineLabel(
  timestamp: number,
  now: number = Date.now(),
  timeZone = EVENT_TIME_ZONE,
): { label: string; weekday: string; key: string } {
  const clock = wallClock(timestamp, timeZone);
  const day = calendarDay(timestamp, timeZone);
  const today = calendarDay(now, timeZone);
  const weekday = WEEKDAYS[day.getUTCDay()]!;
  const key = isoDate(clock);
  const daysAhead = (day.getTime() - today.getTime()) / DAY_MS;
  if (daysAhead === 0) return { label: 'Today', weekday, key };
  if (daysAhead === 1) return { label: 'Tomorrow', weekday, key };
  const label = clock.year === today.getUTCFullYear() ? monthAndDay(clock) : `${monthAndDay(clock)}, ${pad(clock.year, 4)}`;
  return { label, weekday, key };
}

/** Whether the event is on today's date in the zone (the pulsing marker). */
export function isEventToday(timestamp: number, now: number = Date.now(), timeZone = EVENT_TIME_ZONE): boolean {
  return calendarDay(timestamp, timeZone).getTime() === calendarDay(now, timeZone).getTime();
}

/** docs/product/events.md#dates long date: month name, day, year ('March 8, 2026'). */
export function longDate(timestamp: number, timeZone = EVENT_TIME_ZONE): string {
  const clock = wallClock(timestamp, timeZone);
  return `${monthAndDay(clock)}, ${pad(clock.year, 4)}`;
}

/** Abbreviated month and day ('Mar 8'), in the zone. */
export function shortDate(timestamp: number, timeZone = EVENT_TIME_ZONE): string {
  const clock = wallClock(timestamp, timeZone);
  return `${MONTHS[clock.month - 1]!.slice(0, 3)} ${clock.day}`;
}

/**
 * English locales whose short zone names are letters ('BST', 'CET', 'IST', 'AEST', 'JST'); en-US
 * alone names only American zones and calls British summer time 'GMT+1'.
 */
const NAMING_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-NZ', 'ja-JP'];
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

function zoneNameIn(locale: string, timeZone: string, timestamp: number): string | undefined {
  const key = `${locale} ${timeZone}`;
  let format = zoneNameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    zoneNameFormats.set(key, format);
  }
  return format.formatToParts(timestamp).find((part) => part.type === 'timeZoneName')?.value;
}

/** The zone's abbreviation at a timestamp ('PST', 'BST', 'JST'), else its offset ('GMT-3'). */
export function zoneAbbreviation(timestamp: number, timeZone = EVENT_TIME_ZONE): string {
  let fallback = '';
  for (const locale of NAMING_LOCALES) {
    const name = zoneNameIn(locale, timeZone, timestamp);
    if (name && /^[A-Z]{2,5}$/.test(name)) return name;
    fallback ||= name ?? '';
  }
  return fallback;
}

/** Time with the zone's abbreviation ('6:30 PM PST'). */
export function startTime(timestamp: number, timeZone = EVENT_TIME_ZONE): string {
  const { hour, minute } = wallClock(timestamp, timeZone);
  const abbreviation = zoneAbbreviation(timestamp, timeZone);
  const clock = `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${clock}${abbreviation ? ` ${abbreviation}` : ''}`;
}

/**
 * The event's start and end on its own clock: '6:00 PM BST', '6:00 – 9:00 PM BST' or, ending on
 * another day, '6:00 PM BST – March 9, 2:00 AM GMT'.
 */
export function eventTimeRange(event: EventSchedule): string {
  const zone = event.timezone ?? EVENT_TIME_ZONE;
  const start = startTime(event.timestamp, zone);
  if (event.end_timestamp == null) return start;
  const end = startTime(event.end_timestamp, zone);
  if (eventDayKey(event.end_timestamp, zone) !== eventDayKey(event.timestamp, zone)) {
    return `${start} – ${monthAndDay(wallClock(event.end_timestamp, zone))}, ${end}`;
  }
  const [startClock, startHalf, startName] = start.split(' ');
  const [, endHalf, endName] = end.split(' ');
  return startHalf === endHalf && startName === endName ? `${startClock} – ${end}` : `${start} – ${end}`;
}

/**
 * The start on the viewer's clock when it reads differently from the event's ('11:00 AM PDT', or with
 * the date when the day differs: 'March 8, 2:00 AM JST'); null when the two clocks agree.
 */
export function viewerStartTime(event: EventSchedule, viewerZone: string): string | null {
  const zone = event.timezone ?? EVENT_TIME_ZONE;
  if (!isTimeZone(viewerZone)) return null;
  const own = startTime(event.timestamp, viewerZone);
  if (own === startTime(event.timestamp, zone)) return null;
  const sameDay = eventDayKey(event.timestamp, viewerZone) === eventDayKey(event.timestamp, zone);
  return sameDay ? own : `${monthAndDay(wallClock(event.timestamp, viewerZone))}, ${own}`;
}
