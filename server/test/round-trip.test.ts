import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeProject, makeRegistration, makeUser } from './factories.ts';

/** The API accepts what it returns: read an entity, change one field, write it back whole. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('round trips', () => {
  it('event: GET /api/event/:slug → POST /api/event/update', async () => {
    const [adminUser, cohost] = await Promise.all([makeAdmin(t.app.db), makeUser(t.app.db)]);
    const admin = await authHeader(t.app, adminUser.id);
    const created = await inject('POST', '/api/event/new', admin, {
      name: 'Round trip',
      slug: 'round-trip',
      date: '2026-03-07',
      start_time: '10:00',
      questions: ['What will you build?'],
      sponsors: [{ name: 'Acme', sponsorURL: 'https://acme.test', imageSrc: '/files/posters/acme.png' }],
      speakers_updated: [{ name: 'Grace', title: 'Admiral' }],
      capacity: 50,
    });
    expect(created.statusCode).toBe(200);
    const read = await inject('GET', `/api/event/${created.json().slug}`, admin);
    expect(read.statusCode).toBe(200);
    const { event } = read.json();
    expect(event.event_admins).toEqual([]);
    const written = await inject('POST', '/api/event/update', admin, {
      ...event,
      name: 'Round trip, renamed',
      event_admins: [{ id: cohost.id, name: cohost.name }],
    });
    expect(written.statusCode, written.body).toBe(200);
    const after = await inject('GET', `/api/event/${created.json().slug}`, admin);
    expect(after.json().event).toEqual({
      ...event,
      name: 'Round trip, renamed',
      event_admins: [{ id: cohost.id, name: cohost.name }],
    });
  });

  it('project: GET /api/user/:id/projects → POST /api/projects/update, and the read shape creates one', async () => {
    const [creator, mate] = await Promise.all([makeUser(t.app.db), makeUser(t.app.db)]);
    const headers = await authHeader(t.app, creator.id);
    const event = await makeEvent(t.app.db, { startsAt: new Date(Date.now() - 86_400_000) });
    await makeProject(t.app.db, { eventId: event.id, members: [creator.id, mate.id], slidesUrl: 'https://slides.test/p' });
    await makeRegistration(t.app.db, { eventId: event.id, userId: creator.id, status: 'approved' });
    const [project] = (await inject('GET', `/api/user/${creator.id}/projects`, headers)).json();
    const written = await inject('POST', '/api/projects/update', headers, { ...project, description: 'Changed.' });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toEqual({ ...project, description: 'Changed.' });

    // The read shape (event {event_id, event_name}, teamMembers {member_id, member_name}) creates a copy.
    const { id: _id, ...copy } = project;
    const created = await inject('POST', '/api/projects/create', headers, { ...copy, name: 'Copy' });
    expect(created.statusCode, created.body).toBe(200);
    // The teammate is invited to the copy's team, on it once they accept.
    expect(created.json()).toMatchObject({ name: 'Copy', event: project.event, teamMembers: project.teamMembers.slice(0, 1) });
    expect(project.teamMembers.map((m: { member_id: string }) => m.member_id)).toEqual([creator.id, mate.id]);
  });

  it('user: GET /api/user → POST /api/user/update', async () => {
    const user = await makeUser(t.app.db, { githubUrl: 'https://github.com/ada', photoUrl: '/files/profile_photos/ada' });
    const headers = await authHeader(t.app, user.id);
    const read = (await inject('GET', '/api/user', headers)).json();
    const written = await inject('POST', '/api/user/update', headers, { ...read, headline: 'Changed @ Elsewhere' });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toEqual({ ...read, headline: 'Changed @ Elsewhere' });
  });
});
