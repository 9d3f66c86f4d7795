import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, injectors, readOutbox, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
});
afterAll(() => t.close());

const { get, post } = injectors(() => t.app);

let counter = 0;
const create = (input: Record<string, unknown>) =>
  post('/api/event/new', { name: 'Meetup', slug: `tz-${++counter}`, access: 'public', ...input }, admin);

/** The VEVENTs of a calendar, read by ical.js, an RFC 5545 parser of its own. */
const vevents = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
const instant = (time: ICAL.Time) => time.toJSDate().getTime();

describe('an event’s time zone', () => {
  it('reads a London date and time on London’s clock on both sides of the change from BST to GMT', async () => {
    const summer = await create({ date: '2026-10-24', start_time: '18:00', end_time: '21:00', timezone: 'Europe/London' });
    const winter = await create({ date: '2026-10-31', start_time: '18:00', end_time: '21:00', timezone: 'Europe/London' });
    expect(summer.statusCode).toBe(200);
    expect(summer.json()).toMatchObject({
      timezone: 'Europe/London',
      timestamp: Date.UTC(2026, 9, 24, 17), // 18:00 BST (UTC+1)
      end_timestamp: Date.UTC(2026, 9, 24, 20),
    });
    expect(winter.json()).toMatchObject({ timestamp: Date.UTC(2026, 9, 31, 18), end_timestamp: Date.UTC(2026, 9, 31, 21) });
    for (const [event, start, end] of [
      [summer.json(), Date.UTC(2026, 9, 24, 17), Date.UTC(2026, 9, 24, 20)],
      [winter.json(), Date.UTC(2026, 9, 31, 18), Date.UTC(2026, 9, 31, 21)],
    ] as const) {
      const ics = await get(`/api/event/${event.slug}/calendar.ics`);
      const [parsed] = vevents(ics.body);
      expect(instant(parsed!.startDate)).toBe(start);
      expect(instant(parsed!.endDate)).toBe(end);
    }
  });

  it('takes a Tokyo event’s slug day from Tokyo, where it is already the next day', async () => {
    // 09:00 JST on 9 March is 16:00 PDT on 8 March.
    const response = await create({ slug: 'tokyo-breakfast', date: '2026-03-09', start_time: '09:00', timezone: 'Asia/Tokyo' });
    expect(response.json()).toMatchObject({ slug: 'tokyo-breakfast-20260309', timestamp: Date.UTC(2026, 2, 9, 0) });
    const [parsed] = vevents((await get(`/api/event/${response.json().slug}/calendar.ics`)).body);
    // Without an end it lasts to the end of its day in Tokyo.
    expect(instant(parsed!.endDate)).toBe(Date.UTC(2026, 2, 9, 15));
  });

  it('gives a new event America/Los_Angeles and keeps an event’s zone when an update sends none', async () => {
    const created = (await create({ date: '2026-03-07', start_time: '10:00' })).json();
    expect(created).toMatchObject({ timezone: 'America/Los_Angeles', end_timestamp: null, timestamp: Date.UTC(2026, 2, 7, 18) });
    const london = (await create({ date: '2026-03-07', start_time: '10:00', timezone: 'Europe/London' })).json();
    const updated = await post(
      '/api/event/update',
      { id: london.id, name: 'Renamed', slug: london.slug, date: '2026-03-08', start_time: '10:00' },
      admin,
    );
    expect(updated.json()).toMatchObject({ timezone: 'Europe/London', timestamp: Date.UTC(2026, 2, 8, 10) });
  });

  it('answers 400 naming the time zone for an unknown zone, and naming the end for an end before the start', async () => {
    for (const timezone of ['Mars/Olympus_Mons', '+01:00', '', 42]) {
      const response = await create({ date: '2026-03-07', start_time: '10:00', timezone });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/time ?zone/i);
    }
    const early = await create({ date: '2026-03-07', start_time: '10:00', end_time: '09:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/end/);
    const bad = await create({ date: '2026-03-07', start_time: '10:00', end_time: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/end/);
  });

  it('uses the DEFAULT_TIME_ZONE setting for a new event that names no zone', async () => {
    const berlin = await buildTestApp({ DEFAULT_TIME_ZONE: 'Europe/Berlin' });
    try {
      const headers = await authHeader(berlin.app, (await makeAdmin(berlin.app.db)).id);
      const payload = { name: 'Stammtisch', slug: 'stammtisch', date: '2026-07-01', start_time: '19:00' };
      const response = await berlin.app.inject({ method: 'POST', url: '/api/event/new', payload, headers });
      expect(response.json()).toMatchObject({ timezone: 'Europe/Berlin', timestamp: Date.UTC(2026, 6, 1, 17) });
    } finally {
      await berlin.close();
    }
  });
});

describe('the meeting link of an online or hybrid event', () => {
  it('goes to approved guests, hosts and admins only: in the event, the .ics and the approval e-mail', async () => {
    const host = await makeUser(t.app.db);
    const event = await makeEvent(t.app.db, { meetingUrl: 'https://meet.example/abc-defg' }, { hosts: [host.id] });
    const pending = await makeUser(t.app.db);
    const approved = await makeUser(t.app.db);
    await makeRegistration(t.app.db, { eventId: event.id, userId: pending.id, status: 'pending' });
    await makeRegistration(t.app.db, { eventId: event.id, userId: approved.id, status: 'approved' });
    const outsiders = [undefined, await authHeader(t.app, (await makeUser(t.app.db)).id), await authHeader(t.app, pending.id)];
    for (const headers of outsiders) {
      for (const path of [`/api/event/${event.slug}`, '/api/events', `/api/event/${event.slug}/calendar.ics`]) {
        expect((await get(path, headers)).body).not.toContain('meet.example');
      }
    }
    for (const headers of [await authHeader(t.app, approved.id), await authHeader(t.app, host.id), admin]) {
      expect((await get(`/api/event/${event.slug}`, headers)).json().event.meeting_url).toBe('https://meet.example/abc-defg');
      const [parsed] = vevents((await get(`/api/event/${event.slug}/calendar.ics`, headers)).body);
      expect(parsed!.description).toContain('https://meet.example/abc-defg');
    }
    const decision = await post(
      `/api/event/${event.slug}/applications/status`,
      { user_ids: [pending.id], new_status: 'approved' },
      await authHeader(t.app, host.id),
    );
    expect(decision.statusCode).toBe(200);
    const mail = (await readOutbox(t)).find((raw) => raw.includes(`To: ${pending.email}`));
    // Quoted-printable: soft line breaks undone.
    expect(mail?.replace(/=\r?\n/g, '')).toContain('https://meet.example/abc-defg');
  });

  it('is set by the form with https:// added, cleared with an empty value, and refused when not a web link', async () => {
    const created = (await create({ date: '2026-03-07', start_time: '10:00', meeting_url: 'meet.example/xyz' })).json();
    expect(created.meeting_url).toBe('https://meet.example/xyz');
    const cleared = await post(
      '/api/event/update',
      { id: created.id, name: created.name, slug: created.slug, timestamp: created.timestamp, meeting_url: '' },
      admin,
    );
    expect(cleared.json().meeting_url).toBeNull();
    const refused = await create({ date: '2026-03-07', start_time: '10:00', meeting_url: 'javascript:alert(1)' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/meeting link/);
  });
});

describe('the private calendar feed', () => {
  it('is made on the first call, the same on the next, and lists what the owner attends or hosts', async () => {
    const person = await makeUser(t.app.db);
    const headers = await authHeader(t.app, person.id);
    const going = await makeEvent(t.app.db, {
      name: 'Going; with, commas',
      startsAt: new Date(Date.UTC(2026, 9, 24, 17)),
      endsAt: new Date(Date.UTC(2026, 9, 24, 20)),
      timezone: 'Europe/London',
      location: 'Secret Loft',
      meetingUrl: 'https://meet.example/feed',
    });
    const hosting = await makeEvent(
      t.app.db,
      { startsAt: new Date(Date.UTC(2026, 2, 9, 0)), timezone: 'Asia/Tokyo' },
      { hosts: [person.id] },
    );
    const waiting = await makeEvent(t.app.db);
    await makeRegistration(t.app.db, { eventId: going.id, userId: person.id, status: 'approved' });
    await makeRegistration(t.app.db, { eventId: waiting.id, userId: person.id, status: 'pending' });

    const first = await get('/api/user/calendar-feed', headers);
    expect(first.statusCode).toBe(200);
    const { url } = first.json();
    expect(url).toMatch(/^http:\/\/hearth\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get('/api/user/calendar-feed', headers)).json().url).toBe(url);

    const feed = await get(new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const events = vevents(feed.body);
    expect(events.map((event) => event.uid).sort()).toEqual([`${going.id}@hearth`, `${hosting.id}@hearth`].sort());
    const parsedGoing = events.find((event) => event.uid === `${going.id}@hearth`)!;
    expect(parsedGoing.summary).toBe('Going; with, commas');
    expect(parsedGoing.location).toBe('Secret Loft');
    expect(instant(parsedGoing.startDate)).toBe(Date.UTC(2026, 9, 24, 17));
    expect(instant(parsedGoing.endDate)).toBe(Date.UTC(2026, 9, 24, 20));
    const parsedHosting = events.find((event) => event.uid === `${hosting.id}@hearth`)!;
    expect(instant(parsedHosting.endDate)).toBe(Date.UTC(2026, 2, 9, 15)); // end of the day in Tokyo

    // Updated as things change: a new approval shows at the same address.
    await makeRegistration(t.app.db, {
      eventId: (await makeEvent(t.app.db, { name: 'Later' })).id,
      userId: person.id,
      status: 'approved',
    });
    expect(vevents((await get(new URL(url).pathname)).body)).toHaveLength(3);
  });

  it('stops answering at the old address once rotated, and answers 404 for made-up tokens', async () => {
    const person = await makeUser(t.app.db);
    const headers = await authHeader(t.app, person.id);
    const old = (await get('/api/user/calendar-feed', headers)).json().url as string;
    const rotated = await post('/api/user/calendar-feed/rotate', {}, headers);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().url as string;
    expect(fresh).not.toBe(old);
    expect((await get(new URL(old).pathname)).statusCode).toBe(404);
    expect((await get(new URL(fresh).pathname)).statusCode).toBe(200);
    expect((await get('/api/user/calendar-feed', headers)).json().url).toBe(fresh);
    for (const path of ['/api/calendar/not-a-token.ics', `/api/calendar/${'A'.repeat(43)}.ics`, '/api/calendar/.ics']) {
      expect((await get(path)).statusCode).toBe(404);
    }
  });

  it('gives each person an address of their own and answers 401 without sign-in', async () => {
    const a = (await get('/api/user/calendar-feed', await authHeader(t.app, (await makeUser(t.app.db)).id))).json().url;
    const b = (await get('/api/user/calendar-feed', await authHeader(t.app, (await makeUser(t.app.db)).id))).json().url;
    expect(a).not.toBe(b);
    expect((await get('/api/user/calendar-feed')).statusCode).toBe(401);
    expect((await post('/api/user/calendar-feed/rotate', {})).statusCode).toBe(401);
  });
});
