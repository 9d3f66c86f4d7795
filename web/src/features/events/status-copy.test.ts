import { describe, expect, it } from 'vitest';
import {
  EVENT_TIMES,
  VIEWER_RELATIONS,
  eventTime,
  statusCopy,
  viewerRelation,
  type EventTime,
  type ViewerRelation,
} from './status-copy.ts';

const WELCOME = 'Welcome! To join the event, please request to attend below.';
const CLOSED = 'Registration is closed.';
const REGISTER = 'Register to see the location';
const TBA = 'Location to be announced';
const PENDING_BODY = 'Your request to attend is waiting for the host’s review. We will e-mail you when it is decided.';
const WAITLIST_BODY = 'The event is full. When a place frees up, the waitlist gets it in order, and we will e-mail you.';
const DECLINED_BODY = 'The host could not offer you a place at this event.';
const HOST_BODY = 'Review requests and invite guests from the event manager.';
const REQUEST = 'Request to Attend';

type Row = {
  badges: string[];
  card: [string, string];
  location: string;
  calendar: boolean;
  request: string | null;
  cancel: boolean;
  ticket: boolean;
  public: string | null;
};
const row = (badges: string[], card: [string, string], location: string, rest: Partial<Row> = {}): Row => ({
  badges,
  card,
  location,
  calendar: true,
  request: null,
  cancel: false,
  ticket: false,
  public: null,
  ...rest,
});
const past = (card: [string, string], location: string, rest: Partial<Row> = {}): Row =>
  row(['Event Over'], card, location, { calendar: false, ...rest });

/** Upcoming and now read the same; the past differs. */
const untilOver = (open: Row, over: Row): Record<EventTime, Row> => ({ upcoming: open, now: open, past: over });

/** Every relation × time, with everything the screens show. */
const table: Record<ViewerRelation, Record<EventTime, Row>> = {
  anonymous: untilOver(
    row([], ['Registration', WELCOME], REGISTER, { request: REQUEST }),
    past(['Registration', CLOSED], REGISTER),
  ),
  'signed-in': untilOver(
    row([], ['Registration', WELCOME], REGISTER, { request: REQUEST }),
    past(['Registration', CLOSED], REGISTER),
  ),
  'site-admin': untilOver(row([], ['Registration', WELCOME], TBA, { request: REQUEST }), past(['Registration', CLOSED], TBA)),
  pending: untilOver(
    row(['Pending'], ['Pending approval', PENDING_BODY], 'The location is shared once the host approves your request', {
      cancel: true,
    }),
    past(['Registration closed', 'The event ended before the host reviewed your request.'], REGISTER),
  ),
  waitlisted: untilOver(
    row(['Waitlist'], ['You are on the waitlist', WAITLIST_BODY], 'The location is shared once you have a place', {
      cancel: true,
    }),
    past(['Registration closed', 'The event ended before a place freed up for you.'], REGISTER),
  ),
  approved: {
    upcoming: row(['You are going'], ['You are going!', 'You are on the guest list. Show your ticket at check-in.'], TBA, {
      cancel: true,
      ticket: true,
      public: 'Going',
    }),
    now: row(['You are going'], ['You are going!', 'The event has started. Show your ticket at check-in.'], TBA, {
      cancel: true,
      ticket: true,
      public: 'Going',
    }),
    past: past(['You were on the guest list', 'Thank you for joining this event.'], TBA, { public: 'Attended' }),
  },
  declined: untilOver(
    row(['Declined'], ['Request declined', DECLINED_BODY], 'The location is shared with approved guests only'),
    past(['Request declined', DECLINED_BODY], REGISTER),
  ),
  host: untilOver(
    row(['Co-Host'], ['You are hosting this event', HOST_BODY], TBA, { public: 'Hosting' }),
    row(['Event Over', 'Co-Host'], ['You hosted this event', 'Requests, guests and projects stay in the event manager.'], TBA, {
      calendar: false,
      public: 'Hosted',
    }),
  ),
};

describe('statusCopy: one source for every status text (docs/product/events.md#status-copy)', () => {
  it('the table covers every relation and every time', () => {
    expect(Object.keys(table).sort()).toEqual([...VIEWER_RELATIONS].sort());
    for (const relation of VIEWER_RELATIONS) expect(Object.keys(table[relation]).sort()).toEqual([...EVENT_TIMES].sort());
  });

  for (const relation of VIEWER_RELATIONS) {
    for (const time of EVENT_TIMES) {
      it(`${relation}, ${time}`, () => {
        const copy = statusCopy(relation, time);
        expect({
          badges: copy.badges.map((badge) => badge.label),
          card: [copy.card.title, copy.card.body],
          location: copy.locationHint,
          calendar: copy.calendar,
          request: copy.request,
          cancel: copy.cancel,
          ticket: copy.ticket,
          public: copy.publicBadge?.label ?? null,
        }).toEqual(table[relation][time]);
      });
    }
  }

  it('an event without approval says Register where others say Request to Attend, and nothing else differs', () => {
    const ONE_STEP_WELCOME = 'Welcome! To join the event, please register below.';
    for (const relation of VIEWER_RELATIONS) {
      for (const time of EVENT_TIMES) {
        const approval = statusCopy(relation, time);
        const expected =
          approval.request === REQUEST
            ? { ...approval, request: 'Register', card: { title: 'Registration', body: ONE_STEP_WELCOME } }
            : approval;
        expect(statusCopy(relation, time, { approvalRequired: false }), `${relation}, ${time}`).toEqual(expected);
      }
    }
    expect(statusCopy('signed-in', 'upcoming', { approvalRequired: true }).request).toBe(REQUEST);
  });

  it('never contradicts itself', () => {
    for (const relation of VIEWER_RELATIONS) {
      for (const time of EVENT_TIMES) {
        const copy = statusCopy(relation, time);
        const text = [...copy.badges.map((badge) => badge.label), copy.card.title, copy.card.body, copy.locationHint].join(' | ');
        if (relation !== 'pending') expect(text).not.toMatch(/Pending|waiting for the host/);
        // Those who asked are never told to register while their request is open; after the event the
        // location line is the spec's for everyone without the location.
        if (relation !== 'anonymous' && relation !== 'signed-in' && time !== 'past') expect(text).not.toContain('Register');
        // After the event nothing offers to register; only the location line keeps the spec's wording.
        const card = [...copy.badges.map((badge) => badge.label), copy.card.title, copy.card.body].join(' | ');
        if (time === 'past')
          expect([copy.calendar, copy.request, copy.cancel, copy.ticket, card.includes('Register')]).toEqual([
            false,
            null,
            false,
            false,
            false,
          ]);
        // A profile card shown to others never speaks to the viewer.
        expect(copy.publicBadge?.label ?? '').not.toMatch(/^You/);
      }
    }
  });
});

describe('viewerRelation', () => {
  const visitor = { signedIn: false, isSiteAdmin: false };
  const member = { signedIn: true, isSiteAdmin: false };
  const admin = { signedIn: true, isSiteAdmin: true };
  it('puts the host role first, then the request status, then who is looking', () => {
    expect(viewerRelation({ status: 'pending', role: 'event_admin' }, member)).toBe('host');
    expect(viewerRelation({ status: 'declined', role: 'guest' }, member)).toBe('declined');
    expect(viewerRelation({ status: 'approved', role: 'guest' }, admin)).toBe('approved');
    expect(viewerRelation({ status: null, role: null }, admin)).toBe('site-admin');
    expect(viewerRelation({ status: null, role: null }, member)).toBe('signed-in');
    expect(viewerRelation({ status: null, role: null }, visitor)).toBe('anonymous');
  });
});

describe('eventTime', () => {
  const start = Date.UTC(2026, 5, 15, 17); // 10:00 PDT 15 June
  it('is upcoming before the start, now until the end of its Los Angeles day, past after', () => {
    expect(eventTime({ timestamp: start }, start - 1)).toBe('upcoming');
    expect(eventTime({ timestamp: start }, start)).toBe('now');
    expect(eventTime({ timestamp: start }, Date.UTC(2026, 5, 16, 6, 59))).toBe('now'); // 23:59 PDT
    expect(eventTime({ timestamp: start }, Date.UTC(2026, 5, 16, 7, 1))).toBe('past');
  });
});
