import { TZDate } from '@date-fns/tz';
import { addDays, endOfDay, format, isSameDay } from 'date-fns';

/**
 * Event dates, shared by the server (slug suffix, timestamp, calendar file) and the web (timeline
 * labels, badges, form). SPEC.md §9: the default timezone is America/Los_Angeles and an event
 * ends at the end of its day there. Every function takes epoch milliseconds and an optional `now`
 * so tests can pin the clock.
 */
export const EVENT_TIME_ZONE = 'America/Los_Angeles';

const inZone = (timestamp: number) => new TZDate(timestamp, EVENT_TIME_ZONE);

/** 'YYYYMMDD' of the event's calendar day in Los Angeles: the slug suffix (SPEC.md §5). */
export function eventDayKey(timestamp: number): string {
  return format(inZone(timestamp), 'yyyyMMdd');
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
  const result = new TZDate(y, m - 1, d, hh, mm, EVENT_TIME_ZONE);
  // Reject dates that rolled over (31 February) rather than silently moving them.
  if (result.getDate() !== d || result.getMonth() !== m - 1) return Number.NaN;
  return result.getTime();
}

/** The form's date ('yyyy-MM-dd') and start time ('HH:mm') of a timestamp, in Los Angeles. */
export function localDateAndTime(timestamp: number): { date: string; time: string } {
  const zoned = inZone(timestamp);
  return { date: format(zoned, 'yyyy-MM-dd'), time: format(zoned, 'HH:mm') };
}

/** The end of the event's day in Los Angeles, in epoch ms. */
export function eventEndsAt(timestamp: number): number {
  return endOfDay(inZone(timestamp)).getTime();
}

/** SPEC.md §2: an event is over when the end of its day (Los Angeles) has passed. */
export function isEventOver(timestamp: number, now: number = Date.now()): boolean {
  return now > eventEndsAt(timestamp);
}

/**
 * The timeline's group label (SPEC.md §2): 'Today', 'Tomorrow', or month and day ('March 8'),
 * always with the weekday, all in Los Angeles.
 */
export function timelineLabel(timestamp: number, now: number = Date.now()): { label: string; weekday: string; key: string } {
  const day = inZone(timestamp);
  const today = inZone(now);
  const weekday = format(day, 'EEEE');
  const key = format(day, 'yyyy-MM-dd');
  if (isSameDay(day, today)) return { label: 'Today', weekday, key };
  if (isSameDay(day, addDays(today, 1))) return { label: 'Tomorrow', weekday, key };
  const label = day.getFullYear() === today.getFullYear() ? format(day, 'MMMM d') : format(day, 'MMMM d, yyyy');
  return { label, weekday, key };
}

/** Whether the event is on today's date in Los Angeles (the pulsing marker). */
export function isEventToday(timestamp: number, now: number = Date.now()): boolean {
  return isSameDay(inZone(timestamp), inZone(now));
}

/** SPEC.md §9 long date: month name, day, year ('March 8, 2026'). */
export function longDate(timestamp: number): string {
  return format(inZone(timestamp), 'MMMM d, yyyy');
}

/** Start time with the zone's abbreviation ('6:30 PM PST'). */
export function startTime(timestamp: number): string {
  const zoned = inZone(timestamp);
  const abbreviation = new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(new Date(timestamp))
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${format(zoned, 'h:mm a')}${abbreviation ? ` ${abbreviation}` : ''}`;
}
