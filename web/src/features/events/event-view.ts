import { isEventOver, timelineLabel, isEventToday } from '@hearth/contract/event-dates';
import type { Event, ProfileEvent } from '@hearth/contract/events';
import { eventTime, statusCopy, viewerRelation, type StatusBadge } from './status-copy.ts';

export type EventBadge = StatusBadge;

/** An event's type as people read it, in the order the event form offers them. */
export const EVENT_TYPE_LABELS: Record<Event['type'], string> = {
  hackathon: 'Hackathon',
  conference: 'Conference',
  workshop: 'Workshop',
  meetup: 'Meetup',
};

const ACCESS_LABELS = { unlisted: 'Unlisted', member: 'Member', admin: 'Admin' } as const;

function accessBadges(event: Pick<Event, 'access'>): EventBadge[] {
  return event.access === 'public' ? [] : [{ label: `${ACCESS_LABELS[event.access]} Event`, tone: 'info' }];
}

/**
 * docs/product/events.md#event-card badges for the viewer, in display order: their status (statusCopy), then the
 * access; 'Co-Host' last, after 'Event Over' once the event is over.
 */
export function eventBadges(event: Pick<Event, 'timestamp' | 'status' | 'access' | 'role'>, now = Date.now()): EventBadge[] {
  const relation = viewerRelation(event, { signedIn: event.status !== null, isSiteAdmin: false });
  const status = statusCopy(relation, eventTime(event, now)).badges;
  const coHost = status.filter((badge) => badge.label === 'Co-Host');
  return [...status.filter((badge) => badge.label !== 'Co-Host'), ...accessBadges(event), ...coHost];
}

/** A card on someone else's profile: that person's public relation (Hosting, Going, Attended), never the viewer's. */
export function profileEventBadges(
  event: Pick<ProfileEvent, 'timestamp' | 'access' | 'profile_relation'>,
  now = Date.now(),
): EventBadge[] {
  const relation = statusCopy(event.profile_relation, eventTime(event, now)).publicBadge;
  return [...(relation ? [relation] : []), ...accessBadges(event)];
}

export type TimelineGroup = { key: string; label: string; weekday: string; isToday: boolean; events: Event[] };

/**
 * docs/product/events.md#landing: upcoming (not over) ascending by time, past (over) descending, each grouped
 * under its date label on its own clock (its time zone).
 */
export function splitTimeline(events: Event[], now = Date.now()): { upcoming: TimelineGroup[]; past: TimelineGroup[] } {
  const upcoming = events.filter((event) => !isEventOver(event, now)).sort((a, b) => a.timestamp - b.timestamp);
  const past = events.filter((event) => isEventOver(event, now)).sort((a, b) => b.timestamp - a.timestamp);
  return { upcoming: groupByDay(upcoming, now), past: groupByDay(past, now) };
}

function groupByDay(events: Event[], now: number): TimelineGroup[] {
  const groups: TimelineGroup[] = [];
  for (const event of events) {
    const { key, label, weekday } = timelineLabel(event.timestamp, now, event.timezone);
    const last = groups.at(-1);
    if (last && last.key === key) last.events.push(event);
    else groups.push({ key, label, weekday, isToday: isEventToday(event.timestamp, now, event.timezone), events: [event] });
  }
  return groups;
}
