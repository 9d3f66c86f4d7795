import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventHosts, projectAwards, projectMembers, projects, registrations } from '../src/db/schema.ts';
import { authHeader, buildTestApp, injectors, writeWebDist, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
let userId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await makeAdmin(t.app.db);
  admin = await authHeader(t.app, a.id);
  const u = await makeUser(t.app.db);
  userId = u.id;
  user = await authHeader(t.app, u.id);
});
afterAll(() => t.close());

const { get, post } = injectors(() => t.app);

let slugCounter = 0;
const newInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Agents Hackathon',
  slug: `agents-hack-${++slugCounter}`,
  date: '2026-03-07',
  start_time: '10:00',
  ...overrides,
});

describe('POST /api/event/new', () => {
  it('lets a site admin create an event with the SPEC defaults and a dated slug', async () => {
    const response = await post('/api/event/new', newInput({ slug: 'defaults-check' }), admin);
    expect(response.statusCode).toBe(200);
    const event = response.json();
    expect(event.slug).toBe('defaults-check-20260307');
    expect(event.id).toBe(event.event_id);
    // 10:00 in Los Angeles on 7 March 2026 is PST (UTC-8).
    expect(event.timestamp).toBe(Date.UTC(2026, 2, 7, 18, 0));
    expect(event).toMatchObject({
      type: 'hackathon',
      access: 'admin',
      show_guests: false,
      requireDefaultQuestions: true,
      location: 'Location to be announced',
      questions: [],
      speakers_updated: [],
      judges_updated: [],
      sponsors: [],
      cohosts: [],
      tech_partners: [],
      status: null,
      role: null,
    });
  });

  it('uses the Los Angeles day for the slug even when UTC is already the next day', async () => {
    const response = await post(
      '/api/event/new',
      newInput({ slug: 'late-night', date: '2026-07-04', start_time: '21:30' }),
      admin,
    );
    expect(response.json().slug).toBe('late-night-20260704');
    expect(response.json().timestamp).toBe(Date.UTC(2026, 6, 5, 4, 30)); // PDT, UTC-7
  });

  it('accepts an epoch-ms timestamp and splits comma-separated questions', async () => {
    const timestamp = Date.UTC(2026, 10, 2, 2, 0); // 1 Nov 2026 19:00 PDT→PST day in LA
    const response = await post(
      '/api/event/new',
      newInput({
        slug: 'by-timestamp',
        date: undefined,
        start_time: undefined,
        timestamp,
        questions: ' What will you build?*, Team size ,, ',
      }),
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().slug).toBe('by-timestamp-20261101');
    expect(response.json().questions).toEqual(['What will you build?*', 'Team size']);
  });

  it('stores speakers, judges, sponsors, cohosts and tech partners as lists of their shapes', async () => {
    const lists = {
      speakers_updated: [{ name: 'Grace Hopper', userID: null, title: 'Rear Admiral' }],
      judges_updated: [{ name: 'Alan Turing', title: 'Judge' }],
      sponsors: [{ name: 'Acme', sponsorURL: 'acme.dev', description: 'Rockets', imageSrc: '' }],
      cohosts: [{ name: 'AI Club', cohostURL: 'https://ai.club' }],
      tech_partners: [{ name: 'GPU Co', websiteURL: 'gpu.co' }],
    };
    const response = await post('/api/event/new', newInput({ slug: 'lists', ...lists }), admin);
    expect(response.statusCode).toBe(200);
    const detail = (await get(`/api/event/${response.json().slug}`, admin)).json();
    expect(detail.event.speakers_updated).toEqual([{ name: 'Grace Hopper', userID: null, title: 'Rear Admiral' }]);
    expect(detail.event.judges_updated[0].name).toBe('Alan Turing');
    // A website without a scheme gets https:// (contract/src/links.ts).
    expect(detail.event.sponsors).toEqual([
      { name: 'Acme', sponsorURL: 'https://acme.dev', description: 'Rockets', imageSrc: '' },
    ]);
    expect(detail.event.cohosts[0]).toMatchObject({ name: 'AI Club', cohostURL: 'https://ai.club' });
    expect(detail.event.tech_partners[0]).toMatchObject({ name: 'GPU Co', websiteURL: 'https://gpu.co' });
  });

  it('refuses a duplicate slug on the same day with 409 and a clear message', async () => {
    expect((await post('/api/event/new', newInput({ slug: 'twice' }), admin)).statusCode).toBe(200);
    const again = await post('/api/event/new', newInput({ slug: 'twice' }), admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "An event with the slug 'twice-20260307' already exists. Please choose another slug or date.",
    );
  });

  it('answers 401 without sign-in and 403 for a non-admin, even a host', async () => {
    expect((await post('/api/event/new', newInput())).statusCode).toBe(401);
    expect((await post('/api/event/new', newInput(), user)).statusCode).toBe(403);
    const host = await makeUser(t.app.db);
    await makeEvent(t.app.db, {}, { hosts: [host.id] });
    expect((await post('/api/event/new', newInput(), await authHeader(t.app, host.id))).statusCode).toBe(403);
  });

  it('answers 400 with the SPEC texts for a missing name or slug, and for bad values', async () => {
    const noName = await post('/api/event/new', newInput({ name: '  ' }), admin);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Please add an event name.');
    const noSlug = await post('/api/event/new', newInput({ slug: '' }), admin);
    expect(noSlug.statusCode).toBe(400);
    expect(noSlug.json().message).toBe('Please add an event slug.');
    expect((await post('/api/event/new', newInput({ slug: 'no spaces/or slashes' }), admin)).statusCode).toBe(400);
    expect((await post('/api/event/new', newInput({ date: '2026-02-31' }), admin)).json().message).toBe(
      'Please choose a valid date and start time.',
    );
    expect((await post('/api/event/new', newInput({ date: undefined, start_time: undefined }), admin)).statusCode).toBe(400);
    expect((await post('/api/event/new', newInput({ type: 'party' }), admin)).statusCode).toBe(400);
    expect((await post('/api/event/new', newInput({ access: 'secret' }), admin)).statusCode).toBe(400);
    expect(
      (await post('/api/event/new', newInput({ event_admins: ['0193a000-0000-7000-8000-000000000000'] }), admin)).json().message,
    ).toBe('Unknown co-host.');
  });

  it('makes listed users event_admin (co-hosts), who then see the event with role event_admin', async () => {
    const cohost = await makeUser(t.app.db, { name: 'Co Host' });
    const response = await post('/api/event/new', newInput({ slug: 'with-cohost', event_admins: [cohost.id] }), admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().event_admins).toEqual([{ id: cohost.id, name: 'Co Host' }]);
    const seen = (await get(`/api/event/${response.json().slug}`, await authHeader(t.app, cohost.id))).json();
    expect(seen.event.role).toBe('event_admin');
    expect(seen.event.location).toBe('Location to be announced');
  });

  it('clones as a new event with a new id, the new date in the slug, and no projects or applications', async () => {
    const original = await makeEvent(t.app.db, { slug: 'demo-day-20260110', startsAt: new Date(Date.UTC(2026, 0, 10, 18)) });
    const [project] = await t.app.db.insert(projects).values({ name: 'P', eventId: original.id }).returning();
    await makeRegistration(t.app.db, { eventId: original.id, userId, status: 'approved' });
    const source = (await get(`/api/event/${original.slug}`, admin)).json().event;
    const clone = await post(
      '/api/event/new',
      { ...source, id: undefined, event_id: undefined, date: '2026-03-07', start_time: '09:00' },
      admin,
    );
    expect(clone.statusCode).toBe(200);
    expect(clone.json().id).not.toBe(original.id);
    expect(clone.json().slug).toBe('demo-day-20260307');
    const detail = (await get(`/api/event/${clone.json().slug}`, admin)).json();
    expect(detail.projects).toEqual([]);
    expect(detail.users).toEqual([]);
    expect(await t.app.db.select().from(registrations).where(eq(registrations.eventId, clone.json().id))).toEqual([]);
    expect(project).toBeDefined();
  });
});

describe('POST /api/event/update', () => {
  it('lets a site admin and the event’s host update, keeping the slug', async () => {
    const host = await makeUser(t.app.db);
    const event = await makeEvent(t.app.db, {}, { hosts: [host.id] });
    const body = { id: event.id, ...newInput({ slug: event.slug, name: 'Renamed', access: 'public' }) };
    const byAdmin = await post('/api/event/update', body, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ name: 'Renamed', slug: event.slug, access: 'public' });
    const byHost = await post('/api/event/update', { ...body, name: 'By Host' }, await authHeader(t.app, host.id));
    expect(byHost.statusCode).toBe(200);
    expect(byHost.json().name).toBe('By Host');
    expect(byHost.json().role).toBe('event_admin');
  });

  it('does not let a host change the hosts; an admin can', async () => {
    const host = await makeUser(t.app.db);
    const other = await makeUser(t.app.db);
    const event = await makeEvent(t.app.db, {}, { hosts: [host.id] });
    const body = { id: event.id, ...newInput({ slug: event.slug }), event_admins: [other.id] };
    await post('/api/event/update', body, await authHeader(t.app, host.id));
    let hosts = await t.app.db.select().from(eventHosts).where(eq(eventHosts.eventId, event.id));
    expect(hosts.map((h) => h.userId)).toEqual([host.id]);
    await post('/api/event/update', body, admin);
    hosts = await t.app.db.select().from(eventHosts).where(eq(eventHosts.eventId, event.id));
    expect(hosts.map((h) => h.userId)).toEqual([other.id]);
  });

  it('answers 401 without sign-in and 403 for a user who is not a host', async () => {
    const event = await makeEvent(t.app.db);
    const body = { id: event.id, ...newInput({ slug: event.slug }) };
    expect((await post('/api/event/update', body)).statusCode).toBe(401);
    expect((await post('/api/event/update', body, user)).statusCode).toBe(403);
    const hostOfAnother = await makeUser(t.app.db);
    await makeEvent(t.app.db, {}, { hosts: [hostOfAnother.id] });
    expect((await post('/api/event/update', body, await authHeader(t.app, hostOfAnother.id))).statusCode).toBe(403);
  });

  it('answers 400 when the slug would change or the input is bad, 404 for a missing event', async () => {
    const event = await makeEvent(t.app.db);
    const changed = await post('/api/event/update', { id: event.id, ...newInput({ slug: 'another-slug' }) }, admin);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('The slug cannot be changed.');
    expect(
      (await post('/api/event/update', { id: event.id, ...newInput({ slug: event.slug, name: '' }) }, admin)).json().message,
    ).toBe('Please add an event name.');
    expect((await post('/api/event/update', { id: 'not-a-uuid', ...newInput() }, admin)).statusCode).toBe(400);
    expect(
      (await post('/api/event/update', { id: '0193a000-0000-7000-8000-000000000000', ...newInput() }, admin)).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/event/{id}', () => {
  it('lets a site admin delete; answers 401, 403 (even for a host), 400 and 404 otherwise', async () => {
    const host = await makeUser(t.app.db);
    const event = await makeEvent(t.app.db, {}, { hosts: [host.id] });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/event/${event.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/event/${event.id}`, headers: user })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/event/${event.id}`, headers: await authHeader(t.app, host.id) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/event/nope', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/event/${event.id}`, headers: admin })).statusCode).toBe(204);
    expect((await get(`/api/event/${event.slug}`, admin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/event/${event.id}`, headers: admin })).statusCode).toBe(404);
  });
});

describe('access levels, lists and the event page', () => {
  it('lists public events to everyone, hides unlisted but serves it by slug', async () => {
    const open = await makeEvent(t.app.db, { access: 'public' });
    const unlisted = await makeEvent(t.app.db, { access: 'unlisted' });
    const anonymousList = (await get('/api/events')).json() as { slug: string }[];
    expect(anonymousList.map((e) => e.slug)).toContain(open.slug);
    expect(anonymousList.map((e) => e.slug)).not.toContain(unlisted.slug);
    expect((await get('/api/events', user)).json().map((e: { slug: string }) => e.slug)).not.toContain(unlisted.slug);
    expect((await get(`/api/event/${unlisted.slug}`)).statusCode).toBe(200);
    expect((await get('/api/events', admin)).json().map((e: { slug: string }) => e.slug)).toContain(unlisted.slug);
  });

  it('shows member events only to signed-in users, admin events only to admins, hosts and applicants', async () => {
    const members = await makeEvent(t.app.db, { access: 'member' });
    const adminsOnly = await makeEvent(t.app.db, { access: 'admin' });
    const host = await makeUser(t.app.db);
    const applicant = await makeUser(t.app.db);
    await t.app.db.insert(eventHosts).values({ eventId: adminsOnly.id, userId: host.id });
    await makeRegistration(t.app.db, { eventId: adminsOnly.id, userId: applicant.id });

    const slugsFor = async (headers?: Record<string, string>) =>
      ((await get('/api/events', headers)).json() as { slug: string }[]).map((e) => e.slug);
    expect(await slugsFor()).not.toContain(members.slug);
    expect((await get(`/api/event/${members.slug}`)).statusCode).toBe(404);
    expect(await slugsFor(user)).toContain(members.slug);
    expect((await get(`/api/event/${members.slug}`, user)).statusCode).toBe(200);

    expect(await slugsFor(user)).not.toContain(adminsOnly.slug);
    expect((await get(`/api/event/${adminsOnly.slug}`, user)).statusCode).toBe(404);
    expect((await get(`/api/event/${adminsOnly.slug}`)).statusCode).toBe(404);
    expect(await slugsFor(admin)).toContain(adminsOnly.slug);
    expect(await slugsFor(await authHeader(t.app, host.id))).toContain(adminsOnly.slug);
    expect((await get(`/api/event/${adminsOnly.slug}`, await authHeader(t.app, applicant.id))).statusCode).toBe(200);
  });

  it('sends the location only to approved guests, hosts and admins', async () => {
    const event = await makeEvent(t.app.db, { location: 'Secret Garage, 1 Main St' });
    const pending = await makeUser(t.app.db);
    const approved = await makeUser(t.app.db);
    const host = await makeUser(t.app.db);
    await makeRegistration(t.app.db, { eventId: event.id, userId: pending.id, status: 'pending' });
    await makeRegistration(t.app.db, { eventId: event.id, userId: approved.id, status: 'approved' });
    await t.app.db.insert(eventHosts).values({ eventId: event.id, userId: host.id });

    for (const headers of [undefined, user, await authHeader(t.app, pending.id)]) {
      const detail = await get(`/api/event/${event.slug}`, headers);
      expect(detail.json().event).not.toHaveProperty('location');
      expect(detail.body).not.toContain('Secret Garage');
      const list = await get('/api/events', headers);
      expect(list.body).not.toContain('Secret Garage');
      const ics = await get(`/api/event/${event.slug}/calendar.ics`, headers);
      expect(ics.body).not.toContain('Secret Garage');
    }
    const pendingView = (await get(`/api/event/${event.slug}`, await authHeader(t.app, pending.id))).json().event;
    expect(pendingView).toMatchObject({ status: 'pending', role: 'guest' });
    for (const headers of [await authHeader(t.app, approved.id), await authHeader(t.app, host.id), admin]) {
      expect((await get(`/api/event/${event.slug}`, headers)).json().event.location).toBe('Secret Garage, 1 Main St');
    }
    const approvedList = (await get('/api/events', await authHeader(t.app, approved.id)))
      .json()
      .find((e: { id: string }) => e.id === event.id);
    expect(approvedList).toMatchObject({ status: 'approved', role: 'guest', location: 'Secret Garage, 1 Main St' });
  });

  it('sends the guest list only when show_guests and approved, or to hosts and admins', async () => {
    const quiet = await makeEvent(t.app.db, { showGuests: false });
    const open = await makeEvent(t.app.db, { showGuests: true });
    const guest = await makeUser(t.app.db, { name: 'Approved Guest' });
    const waiting = await makeUser(t.app.db);
    for (const event of [quiet, open]) {
      await makeRegistration(t.app.db, { eventId: event.id, userId: guest.id, status: 'approved' });
      await makeRegistration(t.app.db, { eventId: event.id, userId: waiting.id, status: 'pending' });
    }
    const guestHeaders = await authHeader(t.app, guest.id);
    const waitingHeaders = await authHeader(t.app, waiting.id);
    expect((await get(`/api/event/${quiet.slug}`, guestHeaders)).json().users).toEqual([]);
    expect((await get(`/api/event/${open.slug}`, waitingHeaders)).json().users).toEqual([]);
    expect((await get(`/api/event/${open.slug}`)).json().users).toEqual([]);
    const seen = (await get(`/api/event/${open.slug}`, guestHeaders)).json().users;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: guest.id, name: 'Approved Guest' });
    expect(seen[0]).not.toHaveProperty('email');
    const forAdmin = (await get(`/api/event/${quiet.slug}`, admin)).json().users;
    expect(forAdmin.map((u: { id: string }) => u.id)).toEqual([guest.id]);
  });

  it('returns the event’s projects with awards and team, sorted by lowest award weight', async () => {
    const event = await makeEvent(t.app.db);
    const member = await makeUser(t.app.db, { name: 'Team Member' });
    const [plain] = await t.app.db.insert(projects).values({ name: 'No award', eventId: event.id }).returning();
    const [winner] = await t.app.db.insert(projects).values({ name: 'Winner', eventId: event.id, techStack: 'TS' }).returning();
    await t.app.db.insert(projectAwards).values([
      { projectId: winner!.id, awardName: 'Best Agent', awardWeight: 2 },
      { projectId: winner!.id, awardName: 'Grand Prize', awardWeight: 1 },
    ]);
    await t.app.db.insert(projectMembers).values({ projectId: winner!.id, userId: member.id });
    const detail = (await get(`/api/event/${event.slug}`)).json();
    expect(detail.projects.map((p: { name: string }) => p.name)).toEqual(['Winner', 'No award']);
    expect(detail.projects[0]).toMatchObject({
      techStack: 'TS',
      event: { event_id: event.id, event_name: event.name },
      awards: [
        { award_name: 'Grand Prize', award_weight: 1 },
        { award_name: 'Best Agent', award_weight: 2 },
      ],
      teamMembers: [{ member_id: member.id, member_name: 'Team Member' }],
    });
    expect(plain).toBeDefined();
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await get('/api/event/no-such-event');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Event not found.');
  });

  it('serves an .ics file for a visible event and 404 for a hidden one', async () => {
    const event = await makeEvent(t.app.db, { name: 'Calendar, Test; Event', startsAt: new Date(Date.UTC(2026, 4, 1, 17)) });
    const response = await get(`/api/event/${event.slug}/calendar.ics`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${event.slug}.ics"`);
    expect(response.body).toContain('BEGIN:VEVENT');
    expect(response.body).toContain('DTSTART:20260501T170000Z');
    expect(response.body).toContain('SUMMARY:Calendar\\, Test\\; Event');
    expect(response.body).toContain('LOCATION:500 Howard St\\, San Francisco');
    const hidden = await makeEvent(t.app.db, { access: 'admin' });
    expect((await get(`/api/event/${hidden.slug}/calendar.ics`)).statusCode).toBe(404);
  });
});

describe('GET /events/{slug} page meta', () => {
  let withWeb: TestApp;
  beforeAll(async () => {
    const webDist = writeWebDist(fs.mkdtempSync(path.join(t.dataDir, 'web-')), {
      head: '<title>Hearth</title><meta name="description" content="Default">',
      chunks: { 'src/app/routes/event-detail.tsx': 'assets/event-detail-abc.js' },
    });
    withWeb = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => withWeb.close());

  it('injects the escaped title, description and Open Graph tags for a public event', async () => {
    const event = await makeEvent(withWeb.app.db, {
      name: 'Hack <script>alert(1)</script> & "Friends"',
      description: 'Build agents. </title><script>x()</script>',
      imageSrc: '/files/posters/abc.png',
    });
    const page = await withWeb.app.inject({ method: 'GET', url: `/events/${event.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Hack &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Friends&quot; · Hearth</title>');
    expect(page.body).toContain('property="og:title"');
    expect(page.body).toContain(`<meta property="og:url" content="http://hearth.test/events/${event.slug}">`);
    expect(page.body).toContain('<meta property="og:image" content="http://hearth.test/files/posters/abc.png">');
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('content="Default"');
    expect(page.body).toContain('<div id="root"></div>');
    // The screen's code and the poster are fetched beside the entry script.
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/event-detail-abc.js">');
    expect(page.body).toContain('<link rel="preload" as="image" fetchpriority="high" href="/files/posters/abc.png">');
  });

  it('serves the plain SPA with 404 and noindex for a hidden or unknown event, revealing neither', async () => {
    const hidden = await makeEvent(withWeb.app.db, { access: 'admin', name: 'Secret Summit' });
    const member = await makeEvent(withWeb.app.db, { access: 'member', name: 'Members Meetup' });
    for (const slug of [hidden.slug, member.slug, 'unknown']) {
      const page = await withWeb.app.inject({ method: 'GET', url: `/events/${slug}` });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).toContain('<title>Hearth</title>');
      expect(page.body).not.toMatch(/Secret Summit|Members Meetup/);
      expect(page.body).not.toMatch(/modulepreload|rel="preload"/);
      expect(page.body).not.toContain('hearth-answer');
      expect(page.body).toContain('<div id="root"></div>');
    }
  });

  /** The JSON of the page's embedded answer, and the API path it says it is for. */
  const embeddedAnswer = (html: string) => {
    const match = /<script type="application\/json" id="hearth-answer" data-path="([^"]*)">([^<]*)<\/script>/.exec(html);
    if (!match) throw new Error('no embedded answer in the page');
    return { path: match[1], body: JSON.parse(match[2] ?? '') as unknown };
  };

  it("carries the API's anonymous answer for the event, which no text in it can close", async () => {
    const event = await makeEvent(withWeb.app.db, {
      name: 'Night </script><script>alert(1)</script>',
      description: '<!-- </SCRIPT> -->',
      location: 'Pier 70, for approved guests only',
    });
    const page = await withWeb.app.inject({ method: 'GET', url: `/events/${event.slug}` });
    const api = await withWeb.app.inject({ method: 'GET', url: `/api/event/${event.slug}` });
    expect(embeddedAnswer(page.body)).toEqual({ path: `/event/${event.slug}`, body: api.json() });
    expect(page.body).not.toContain('Pier 70');
    expect(page.body.match(/<\/script>/gi)).toHaveLength(1);
  });

  it("carries the API's anonymous answer on the events page: public events only", async () => {
    await makeEvent(withWeb.app.db, { access: 'admin', name: 'Secret Summit' });
    const open = await makeEvent(withWeb.app.db, { access: 'public', name: 'Open Meetup' });
    const page = await withWeb.app.inject({ method: 'GET', url: '/events?tab=past' });
    const api = await withWeb.app.inject({ method: 'GET', url: '/api/events' });
    expect(page.statusCode).toBe(200);
    const answer = embeddedAnswer(page.body);
    expect(answer).toEqual({ path: '/events', body: api.json() });
    expect(answer.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: open.id })]));
    expect(page.body).not.toContain('Secret Summit');
  });

  it('answers 200 without noindex for a public and an unlisted event', async () => {
    for (const access of ['public', 'unlisted'] as const) {
      const event = await makeEvent(withWeb.app.db, { access });
      const page = await withWeb.app.inject({ method: 'GET', url: `/events/${event.slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('noindex');
    }
  });
});
