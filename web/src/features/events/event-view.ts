import { isEventOver, timelineLabel, isEventToday } from '@hearth/contract/event-dates';
import type { Event } from '@hearth/contract/events';

export type EventBadge = { label: string; tone: 'success' | 'warning' | 'neutral' | 'info' | 'accent' };

const ACCESS_LABELS = { unlisted: 'Unlisted', member: 'Member', admin: 'Admin' } as const;

/** SPEC §2 event card badges, in display order. */
export function eventBadges(event: Pick<Event, 'timestamp' | 'status' | 'access' | 'role'>, now = Date.now()): EventBadge[] {
  const over = isEventOver(event.timestamp, now);
  const badges: EventBadge[] = [];
  if (!over && event.status === 'approved') badges.push({ label: 'You are going', tone: 'success' });
  else if (!over && event.status === 'waitlisted') badges.push({ label: 'Waitlist', tone: 'info' });
  else if (!over && event.status) badges.push({ label: 'Pending', tone: 'warning' });
  if (over) badges.push({ label: 'Event Over', tone: 'neutral' });
  if (event.access !== 'public') badges.push({ label: `${ACCESS_LABELS[event.access]} Event`, tone: 'info' });
  if (event.role === 'event_admin') badges.push({ label: 'Co-Host', tone: 'accent' });
  return badges;
}

export type TimelineGroup = { key: string; label: string; weekday: string; isToday: boolean; events: Event[] };

/**
 * SPEC §2 landing: upcoming (not over) ascending by time, past (over) descending, each grouped
 * under its Los Angeles date label.
 */
export function splitTimeline(events: Event[], now = Date.now()): { upcoming: TimelineGroup[]; past: TimelineGroup[] } {
  const upcoming = events.filter((event) => !isEventOver(event.timestamp, now)).sort((a, b) => a.timestamp - b.timestamp);
  const past = events.filter((event) => isEventOver(event.timestamp, now)).sort((a, b) => b.timestamp - a.timestamp);
  return { upcoming: groupByDay(upcoming, now), past: groupByDay(past, now) };
}

function groupByDay(events: Event[], now: number): TimelineGroup[] {
  const groups: TimelineGroup[] = [];
  for (const event of events) {
    const { key, label, weekday } = timelineLabel(event.timestamp, now);
    const last = groups.at(-1);
    if (last && last.key === key) last.events.push(event);
    else groups.push({ key, label, weekday, isToday: isEventToday(event.timestamp, now), events: [event] });
  }
  return groups;
}
