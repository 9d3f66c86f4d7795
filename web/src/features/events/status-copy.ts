import { DEFAULT_EVENT_LOCATION } from '@hearth/contract/event-defaults';
import type { Event } from '@hearth/contract/events';
import { isEventOver, type EventSchedule } from '@hearth/contract/event-dates';

/**
 * Everything the screens say about someone's status at an event, from one place
 * (docs/decisions/018-status-copy.md): event cards on /events and on profiles, the event page's
 * badges, status card, location line, 'Add to calendar', and the request and cancel buttons.
 */

/** The viewer's relation to an event. A host (or co-host) sees the host's view whatever else they are. */
export type ViewerRelation =
  'anonymous' | 'signed-in' | 'site-admin' | 'pending' | 'waitlisted' | 'approved' | 'declined' | 'host';
export const VIEWER_RELATIONS: readonly ViewerRelation[] = [
  'anonymous',
  'signed-in',
  'site-admin',
  'pending',
  'waitlisted',
  'approved',
  'declined',
  'host',
];

/** Upcoming: not started. Now: started, its Los Angeles day not over. Past: over (docs/product/events.md#status-copy). */
export type EventTime = 'upcoming' | 'now' | 'past';
export const EVENT_TIMES: readonly EventTime[] = ['upcoming', 'now', 'past'];

export type StatusBadge = { label: string; tone: 'success' | 'warning' | 'neutral' | 'info' | 'accent' | 'danger' };

export type StatusCopy = {
  /** The viewer's badges on event cards and the event page, in display order. */
  badges: StatusBadge[];
  /** The event page's status card. */
  card: { title: string; body: string };
  /** The location line when the server did not send the location (it does to whoever may see it). */
  locationHint: string;
  /** Whether 'Add to calendar' is offered. */
  calendar: boolean;
  /** The request button's label, or null when there is none. */
  request: string | null;
  /** Whether 'Cancel registration' is offered. */
  cancel: boolean;
  /** Whether the ticket (QR code) is shown. */
  ticket: boolean;
  /**
   * What another person sees on this viewer's public profile card: 'Hosting', 'Going', 'Attended'…
   * or null. A pending, waitlisted or declined request is never public.
   */
  publicBadge: StatusBadge | null;
};

const WELCOME = 'Welcome! To join the event, please request to attend below.';
const REQUEST = 'Request to Attend';
/** docs/product/registrations.md#one-step-rsvp: with no approval to wait for, the button registers. */
const ONE_STEP_WELCOME = 'Welcome! To join the event, please register below.';
const REGISTER = 'Register';
const OVER: StatusBadge = { label: 'Event Over', tone: 'neutral' };
const CO_HOST: StatusBadge = { label: 'Co-Host', tone: 'accent' };

const current: Record<ViewerRelation, Pick<StatusCopy, 'badges' | 'card' | 'locationHint'>> = {
  anonymous: { badges: [], card: { title: 'Registration', body: WELCOME }, locationHint: 'Register to see the location' },
  'signed-in': { badges: [], card: { title: 'Registration', body: WELCOME }, locationHint: 'Register to see the location' },
  'site-admin': { badges: [], card: { title: 'Registration', body: WELCOME }, locationHint: DEFAULT_EVENT_LOCATION },
  pending: {
    badges: [{ label: 'Pending', tone: 'warning' }],
    card: {
      title: 'Pending approval',
      body: 'Your request to attend is waiting for the host’s review. We will e-mail you when it is decided.',
    },
    locationHint: 'The location is shared once the host approves your request',
  },
  waitlisted: {
    badges: [{ label: 'Waitlist', tone: 'info' }],
    card: {
      title: 'You are on the waitlist',
      body: 'The event is full. When a place frees up, the waitlist gets it in order, and we will e-mail you.',
    },
    locationHint: 'The location is shared once you have a place',
  },
  approved: {
    badges: [{ label: 'You are going', tone: 'success' }],
    card: { title: 'You are going!', body: 'You are on the guest list. Show your ticket at check-in.' },
    locationHint: DEFAULT_EVENT_LOCATION,
  },
  declined: {
    badges: [{ label: 'Declined', tone: 'danger' }],
    card: { title: 'Request declined', body: 'The host could not offer you a place at this event.' },
    locationHint: 'The location is shared with approved guests only',
  },
  host: {
    badges: [CO_HOST],
    card: { title: 'You are hosting this event', body: 'Review requests and invite guests from the event manager.' },
    locationHint: DEFAULT_EVENT_LOCATION,
  },
};

const pastCards: Record<ViewerRelation, StatusCopy['card']> = {
  anonymous: { title: 'Registration', body: 'Registration is closed.' },
  'signed-in': { title: 'Registration', body: 'Registration is closed.' },
  'site-admin': { title: 'Registration', body: 'Registration is closed.' },
  pending: { title: 'Registration closed', body: 'The event ended before the host reviewed your request.' },
  waitlisted: { title: 'Registration closed', body: 'The event ended before a place freed up for you.' },
  approved: { title: 'You were on the guest list', body: 'Thank you for joining this event.' },
  declined: current.declined.card,
  host: { title: 'You hosted this event', body: 'Requests, guests and projects stay in the event manager.' },
};

/**
 * docs/product/events.md#status-copy: after the event, everyone without the location reads the spec's
 * line word for word (decision 048).
 */
const PAST_LOCATION_HINT = 'Register to see the location';

/**
 * The one function of (relation, time) that every screen's status text comes from. An event without
 * approval (`approvalRequired` false) says 'Register' where others say 'Request to Attend'.
 */
export function statusCopy(
  relation: ViewerRelation,
  time: EventTime,
  { approvalRequired = true }: { approvalRequired?: boolean } = {},
): StatusCopy {
  const past = time === 'past';
  const open = !past;
  const entitled = relation === 'approved' || relation === 'host' || relation === 'site-admin';
  const mayAsk = relation === 'anonymous' || relation === 'signed-in' || relation === 'site-admin';
  return {
    badges: past ? (relation === 'host' ? [OVER, CO_HOST] : [OVER]) : current[relation].badges,
    card: past
      ? pastCards[relation]
      : relation === 'approved' && time === 'now'
        ? { title: 'You are going!', body: 'The event has started. Show your ticket at check-in.' }
        : mayAsk && !approvalRequired
          ? { title: 'Registration', body: ONE_STEP_WELCOME }
          : current[relation].card,
    locationHint: past && !entitled ? PAST_LOCATION_HINT : current[relation].locationHint,
    calendar: open,
    request: open && mayAsk ? (approvalRequired ? REQUEST : REGISTER) : null,
    cancel: open && (relation === 'pending' || relation === 'waitlisted' || relation === 'approved'),
    ticket: open && relation === 'approved',
    publicBadge: publicBadge(relation, time),
  };
}

function publicBadge(relation: ViewerRelation, time: EventTime): StatusBadge | null {
  const past = time === 'past';
  if (relation === 'host') return { label: past ? 'Hosted' : 'Hosting', tone: 'accent' };
  if (relation === 'approved') return { label: past ? 'Attended' : 'Going', tone: past ? 'neutral' : 'success' };
  return null;
}

/** The viewer's relation from the event as the API sends it (`status`, `role` are the caller's). */
export function viewerRelation(
  event: Pick<Event, 'status' | 'role'>,
  viewer: { signedIn: boolean; isSiteAdmin: boolean },
): ViewerRelation {
  if (event.role === 'event_admin') return 'host';
  if (event.status) return event.status;
  if (viewer.isSiteAdmin) return 'site-admin';
  return viewer.signedIn ? 'signed-in' : 'anonymous';
}

export function eventTime(event: EventSchedule, now: number = Date.now()): EventTime {
  if (isEventOver(event, now)) return 'past';
  return now >= event.timestamp ? 'now' : 'upcoming';
}
