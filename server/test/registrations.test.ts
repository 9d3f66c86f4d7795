import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { registrations } from '../src/db/schema.ts';
import { authHeader, buildTestApp, injectors, readOutbox, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeProject, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { get, post } = injectors(() => t.app);

const REQUIRED = 'Please answer all required questions (marked with an astrix*) before submitting.';
const INCOMPLETE = 'You need to complete your profile to request to join.';

async function guest(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.app.db, overrides);
  return { user, auth: await authHeader(t.app, user.id) };
}

async function hostedEvent(overrides: Parameters<typeof makeEvent>[1] = {}) {
  const host = await guest();
  const event = await makeEvent(t.app.db, { requireDefaultQuestions: false, ...overrides }, { hosts: [host.user.id] });
  return { event, host };
}

describe('POST /api/application/new', () => {
  it('registers the caller as pending with the answers in the server’s question order', async () => {
    const { event } = await hostedEvent({ requireDefaultQuestions: true, questions: ['Team name*', 'Dietary needs'] });
    const g = await guest();
    const response = await post(
      '/api/application/new',
      {
        slug: event.slug,
        questions: ['Headline', 'AI project', 'Team name*', 'Dietary needs'],
        answers: [' Founder @ Acme ', 'A RAG bot.', 'Llamas', ''],
      },
      g.auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ event_id: event.id, status: 'pending' });
    const [row] = await t.app.db.select().from(registrations).where(eq(registrations.userId, g.user.id));
    expect(row?.questions).toEqual(['Headline', 'AI project', 'Team name*', 'Dietary needs']);
    expect(row?.answers).toEqual(['Founder @ Acme', 'A RAG bot.', 'Llamas', '']);
    expect(row?.checkInCode.length).toBeGreaterThanOrEqual(10);
  });

  it('accepts event_id and registers directly when there are no questions', async () => {
    const { event } = await hostedEvent();
    const g = await guest();
    const response = await post('/api/application/new', { event_id: event.id }, g.auth);
    expect(response.statusCode).toBe(200);
    const detail = await get(`/api/event/${event.slug}`, g.auth);
    expect(detail.json().event.status).toBe('pending');
  });

  it('takes the user from the token, never from the body', async () => {
    const { event } = await hostedEvent();
    const g = await guest();
    const other = await guest();
    const response = await post('/api/application/new', { event_id: event.id, user_id: other.user.id }, g.auth);
    expect(response.statusCode).toBe(200);
    const rows = await t.app.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows.map((row) => row.userId)).toEqual([g.user.id]);
  });

  it('needs a signed-in user (401)', async () => {
    const { event } = await hostedEvent();
    const response = await post('/api/application/new', { event_id: event.id });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['name', { name: '' }],
    ['headline', { headline: '  ' }],
    ['LinkedIn URL', { linkedinUrl: null }],
  ])('refuses a profile without %s (400 with the SPEC message)', async (_what, overrides) => {
    const { event } = await hostedEvent();
    const g = await guest(overrides);
    const response = await post('/api/application/new', { event_id: event.id }, g.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INCOMPLETE);
  });

  it('refuses a blank answer to a required custom question (400)', async () => {
    const { event } = await hostedEvent({ questions: ['Team name*', 'Dietary needs'] });
    const g = await guest();
    const response = await post(
      '/api/application/new',
      { event_id: event.id, questions: ['Team name*', 'Dietary needs'], answers: ['   ', 'none'] },
      g.auth,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(REQUIRED);
  });

  it('refuses blank default answers when the event requires them (400), not when it does not', async () => {
    const { event } = await hostedEvent({ requireDefaultQuestions: true });
    const g = await guest();
    const missing = await post('/api/application/new', { event_id: event.id, answers: ['Founder', ''] }, g.auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(REQUIRED);
    const optional = await hostedEvent({ requireDefaultQuestions: false, questions: ['Dietary needs'] });
    const ok = await post('/api/application/new', { event_id: optional.event.id, answers: [''] }, g.auth);
    expect(ok.statusCode).toBe(200);
  });

  it('allows one registration per user and event (409)', async () => {
    const { event } = await hostedEvent();
    const g = await guest();
    expect((await post('/api/application/new', { event_id: event.id }, g.auth)).statusCode).toBe(200);
    const again = await post('/api/application/new', { event_id: event.id }, g.auth);
    expect(again.statusCode).toBe(409);
  });

  it('does not reveal an admin-only event (404) and needs an event (400)', async () => {
    const { event } = await hostedEvent({ access: 'admin' });
    const g = await guest();
    expect((await post('/api/application/new', { event_id: event.id }, g.auth)).statusCode).toBe(404);
    expect((await post('/api/application/new', {}, g.auth)).statusCode).toBe(400);
  });
});

describe('POST /api/application/remove', () => {
  it('cancels a pending or an approved registration', async () => {
    const { event } = await hostedEvent();
    for (const status of ['pending', 'approved'] as const) {
      const g = await guest();
      await makeRegistration(t.app.db, { eventId: event.id, userId: g.user.id, status });
      const response = await post('/api/application/remove', { slug: event.slug }, g.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ event_id: event.id, status: null });
    }
    expect(await t.app.db.select().from(registrations).where(eq(registrations.eventId, event.id))).toHaveLength(0);
  });

  it('does not cancel a declined registration (400), needs a user (401), and a registration (404)', async () => {
    const { event } = await hostedEvent();
    const g = await guest();
    expect((await post('/api/application/remove', { event_id: event.id }, g.auth)).statusCode).toBe(404);
    await makeRegistration(t.app.db, { eventId: event.id, userId: g.user.id, status: 'declined' });
    expect((await post('/api/application/remove', { event_id: event.id }, g.auth)).statusCode).toBe(400);
    expect((await post('/api/application/remove', { event_id: event.id })).statusCode).toBe(401);
  });

  it('only ever cancels the caller’s own registration', async () => {
    const { event } = await hostedEvent();
    const g = await guest();
    const other = await guest();
    await makeRegistration(t.app.db, { eventId: event.id, userId: other.user.id });
    const response = await post('/api/application/remove', { event_id: event.id, user_id: other.user.id }, g.auth);
    expect(response.statusCode).toBe(404);
    expect(await t.app.db.select().from(registrations).where(eq(registrations.userId, other.user.id))).toHaveLength(1);
  });
});

describe('GET /api/event/{slug}/my-registration', () => {
  it('gives the caller their own status and check-in code, or null', async () => {
    const { event } = await hostedEvent();
    const g = await guest();
    expect((await get(`/api/event/${event.slug}/my-registration`, g.auth)).json()).toEqual({ registration: null });
    const row = await makeRegistration(t.app.db, { eventId: event.id, userId: g.user.id, status: 'approved' });
    const response = await get(`/api/event/${event.slug}/my-registration`, g.auth);
    expect(response.json().registration).toMatchObject({ status: 'approved', check_in_code: row.checkInCode });
    expect((await get(`/api/event/${event.slug}/my-registration`)).statusCode).toBe(401);
  });
});

describe('GET /api/event/{slug}/applications', () => {
  it('gives hosts pending and reviewed lists with server-side counts, oldest first', async () => {
    const { event, host } = await hostedEvent({ questions: ['Why?'] });
    const people = await Promise.all([guest(), guest(), guest(), guest()]);
    const statuses = ['pending', 'approved', 'declined', 'pending'] as const;
    for (const [index, person] of people.entries()) {
      await makeRegistration(t.app.db, { eventId: event.id, userId: person.user.id, status: statuses[index] });
    }
    const response = await get(`/api/event/${event.slug}/applications`, host.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ request_count: 4, pending_count: 2, approved_count: 1, declined_count: 1 });
    expect(body.pending_requests.map((item: { id: string }) => item.id)).toEqual([people[0]!.user.id, people[3]!.user.id]);
    expect(body.reviewed_requests).toHaveLength(2);
    expect(body.pending_requests[0]).toMatchObject({
      name: people[0]!.user.name,
      email: people[0]!.user.email,
      headline: people[0]!.user.headline,
      request: { status: 'pending' },
    });
    expect(body.event.questions).toEqual(['Why?']);
  });

  it('lets a site admin read any event’s applicants', async () => {
    const { event } = await hostedEvent();
    const admin = await makeAdmin(t.app.db);
    expect((await get(`/api/event/${event.slug}/applications`, await authHeader(t.app, admin.id))).statusCode).toBe(200);
  });

  it('refuses guests, applicants and the host of another event (403), strangers (401), unknown events (404)', async () => {
    const a = await hostedEvent();
    const b = await hostedEvent();
    const applicant = await guest();
    await makeRegistration(t.app.db, { eventId: b.event.id, userId: applicant.user.id, status: 'approved' });
    expect((await get(`/api/event/${b.event.slug}/applications`, a.host.auth)).statusCode).toBe(403);
    expect((await get(`/api/event/${b.event.slug}/applications`, applicant.auth)).statusCode).toBe(403);
    expect((await get(`/api/event/${b.event.slug}/applications`)).statusCode).toBe(401);
    expect((await get(`/api/event/no-such-event/applications`, a.host.auth)).statusCode).toBe(404);
  });
});

describe('POST /api/application/status', () => {
  const statusUrl = (eventId: string, userId: string, status: string) =>
    `/api/application/status?event_id=${eventId}&user_id=${userId}&new_status=${status}`;

  it('lets a host approve: the guest gets an e-mail with the location and an .ics, and sees the location', async () => {
    const { event, host } = await hostedEvent({ location: '1 Ferry Building, San Francisco' });
    const g = await guest();
    await makeRegistration(t.app.db, { eventId: event.id, userId: g.user.id });
    const before = (await readOutbox(t)).length;
    const response = await post(statusUrl(event.id, g.user.id, 'approved'), undefined, host.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ event_id: event.id, user_id: g.user.id, status: 'approved', changed: true });
    const mails = await readOutbox(t);
    expect(mails.length).toBe(before + 1);
    const mail = mails.find((raw) => raw.includes(`To: ${g.user.email}`));
    expect(mail).toBeDefined();
    expect(mail).toContain("Subject: You're going to");
    expect(mail).toContain('1 Ferry Building, San Francisco');
    expect(mail).toContain('text/calendar');
    expect(mail).toContain(`filename=${event.slug}.ics`);
    const detail = await get(`/api/event/${event.slug}`, g.auth);
    expect(detail.json().event.location).toBe('1 Ferry Building, San Francisco');
  });

  it('e-mails the guest on decline, and re-selecting the current status changes nothing', async () => {
    const { event, host } = await hostedEvent();
    const g = await guest();
    await makeRegistration(t.app.db, { eventId: event.id, userId: g.user.id });
    expect((await post(statusUrl(event.id, g.user.id, 'declined'), undefined, host.auth)).json().changed).toBe(true);
    const mails = await readOutbox(t);
    expect(mails[0]).toContain(`To: ${g.user.email}`);
    expect(mails[0]).toContain('Subject: Your request to attend');
    const [row] = await t.app.db.select().from(registrations).where(eq(registrations.userId, g.user.id));
    const again = await post(statusUrl(event.id, g.user.id, 'declined'), undefined, host.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json().changed).toBe(false);
    expect((await readOutbox(t)).length).toBe(mails.length);
    const [after] = await t.app.db.select().from(registrations).where(eq(registrations.userId, g.user.id));
    expect(after?.updatedAt.getTime()).toBe(row?.updatedAt.getTime());
  });

  it('does not let a user approve themselves (403) unless they host the event', async () => {
    const { event, host } = await hostedEvent();
    const g = await guest();
    await makeRegistration(t.app.db, { eventId: event.id, userId: g.user.id });
    const self = await post(statusUrl(event.id, g.user.id, 'approved'), undefined, g.auth);
    expect(self.statusCode).toBe(403);
    const [row] = await t.app.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), eq(registrations.userId, g.user.id)));
    expect(row?.status).toBe('pending');
    await makeRegistration(t.app.db, { eventId: event.id, userId: host.user.id });
    expect((await post(statusUrl(event.id, host.user.id, 'approved'), undefined, host.auth)).statusCode).toBe(200);
  });

  it('refuses the host of another event (403), strangers (401), bad input (400) and unknown applicants (404)', async () => {
    const a = await hostedEvent();
    const b = await hostedEvent();
    const g = await guest();
    await makeRegistration(t.app.db, { eventId: b.event.id, userId: g.user.id });
    expect((await post(statusUrl(b.event.id, g.user.id, 'approved'), undefined, a.host.auth)).statusCode).toBe(403);
    expect((await post(statusUrl(b.event.id, g.user.id, 'approved'), undefined)).statusCode).toBe(401);
    expect((await post(statusUrl(b.event.id, g.user.id, 'maybe'), undefined, b.host.auth)).statusCode).toBe(400);
    expect((await post(statusUrl('not-a-uuid', g.user.id, 'approved'), undefined, b.host.auth)).statusCode).toBe(400);
    const stranger = await guest();
    expect((await post(statusUrl(b.event.id, stranger.user.id, 'approved'), undefined, b.host.auth)).statusCode).toBe(404);
  });
});

describe('GET /api/applications/{slug}/{email}', () => {
  it('gives a host the applicant’s details, events with status, and this event’s answers', async () => {
    const { event, host } = await hostedEvent({ questions: ['Team name*'] });
    const other = await makeEvent(t.app.db, { access: 'public' });
    const hidden = await makeEvent(t.app.db, { access: 'admin' });
    const g = await guest();
    await t.app.db.insert(registrations).values({
      eventId: event.id,
      userId: g.user.id,
      status: 'pending',
      questions: ['Team name*'],
      answers: ['Llamas'],
      checkInCode: 'code-1',
    });
    await makeRegistration(t.app.db, { eventId: other.id, userId: g.user.id, status: 'approved' });
    await makeRegistration(t.app.db, { eventId: hidden.id, userId: g.user.id, status: 'declined' });
    const response = await get(`/api/applications/${event.slug}/${encodeURIComponent(g.user.email!.toUpperCase())}`, host.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: g.user.id, name: g.user.name, email: g.user.email });
    expect(body.request).toEqual({ status: 'pending', questions: ['Team name*'], answers: ['Llamas'] });
    const slugs = body.events.map((item: { slug: string }) => item.slug);
    expect(slugs).toContain(event.slug);
    expect(slugs).toContain(other.slug);
    expect(slugs).not.toContain(hidden.slug);
    expect(body.registration_counts).toEqual({ approved: 1, pending: 1, declined: 0, waitlisted: 0 });
    expect(body.projects).toEqual([]);
  });

  it('lists the applicant’s projects in the events the caller may see, each event’s awarded first', async () => {
    const day = 24 * 60 * 60 * 1000;
    const { event, host } = await hostedEvent({ startsAt: new Date(Date.now() + 10 * day) });
    const later = await makeEvent(t.app.db, { access: 'public', startsAt: new Date(Date.now() + 20 * day) });
    const hidden = await makeEvent(t.app.db, { access: 'admin', startsAt: new Date(Date.now() + 5 * day) });
    const notTheirs = await makeEvent(t.app.db, { access: 'public', startsAt: new Date(Date.now() + 1 * day) });
    const g = await guest();
    const teammate = await guest();
    await makeRegistration(t.app.db, { eventId: event.id, userId: g.user.id });
    await makeRegistration(t.app.db, { eventId: later.id, userId: g.user.id, status: 'approved' });
    await makeRegistration(t.app.db, { eventId: hidden.id, userId: g.user.id, status: 'declined' });
    const t0 = Date.now();
    const at = (seconds: number) => new Date(t0 + seconds * 1000);
    await makeProject(t.app.db, { name: 'Later work', eventId: later.id, members: [g.user.id], createdAt: at(1) });
    await makeProject(t.app.db, { name: 'Plain', eventId: event.id, members: [teammate.user.id, g.user.id], createdAt: at(2) });
    await makeProject(t.app.db, {
      name: 'Winner',
      eventId: event.id,
      members: [g.user.id],
      awards: [{ awardName: 'Best', awardWeight: 1 }],
      createdAt: at(3),
    });
    await makeProject(t.app.db, { name: 'Also plain', eventId: event.id, members: [g.user.id], createdAt: at(4) });
    await makeProject(t.app.db, { name: 'Not theirs', eventId: event.id, members: [teammate.user.id], createdAt: at(5) });
    await makeProject(t.app.db, { name: 'Hidden work', eventId: hidden.id, members: [g.user.id], createdAt: at(6) });
    await makeProject(t.app.db, { name: 'Elsewhere', eventId: notTheirs.id, members: [g.user.id], createdAt: at(7) });
    const url = `/api/applications/${event.slug}/${encodeURIComponent(g.user.email!)}`;
    const names = (body: { projects: { name: string }[] }) => body.projects.map((project) => project.name);

    const forHost = (await get(url, host.auth)).json();
    expect(names(forHost)).toEqual(['Winner', 'Plain', 'Also plain', 'Later work']);
    expect(forHost.projects[1]).toMatchObject({
      event: { event_id: event.id, event_name: event.name },
      awards: [],
      teamMembers: [{ member_id: teammate.user.id }, { member_id: g.user.id }],
      creator_id: teammate.user.id,
    });
    expect(forHost.projects[0].awards).toEqual([{ award_name: 'Best', award_weight: 1 }]);

    const admin = await makeAdmin(t.app.db);
    const forAdmin = (await get(url, await authHeader(t.app, admin.id))).json();
    expect(names(forAdmin)).toEqual(['Elsewhere', 'Hidden work', 'Winner', 'Plain', 'Also plain', 'Later work']);
  });

  it('refuses the host of another event (403), strangers (401); non-applicants are 404', async () => {
    const a = await hostedEvent();
    const b = await hostedEvent();
    const g = await guest();
    await makeRegistration(t.app.db, { eventId: b.event.id, userId: g.user.id });
    const url = `/api/applications/${b.event.slug}/${encodeURIComponent(g.user.email!)}`;
    expect((await get(url, a.host.auth)).statusCode).toBe(403);
    expect((await get(url, g.auth)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    const outsider = await guest();
    expect(
      (await get(`/api/applications/${b.event.slug}/${encodeURIComponent(outsider.user.email!)}`, b.host.auth)).statusCode,
    ).toBe(404);
    expect((await get(`/api/applications/${b.event.slug}/x`, b.host.auth)).statusCode).toBe(400);
  });
});
