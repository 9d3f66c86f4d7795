import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeProject, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const pastEvent = (overrides: Parameters<typeof makeEvent>[1] = {}, hosts: string[] = []) =>
  makeEvent(t.app.db, { startsAt: new Date(Date.now() - 10 * DAY), ...overrides }, { hosts });

/** docs/product/profiles-and-projects.md#project-dialog: a project goes on an event its creator was approved for. */
async function approve(eventId: string, userId: string) {
  await makeRegistration(t.app.db, { eventId, userId, status: 'approved' });
}

async function as(userId: string) {
  return authHeader(t.app, userId);
}

function create(headers: Record<string, string> | undefined, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/projects/create', headers, payload });
}
function update(headers: Record<string, string> | undefined, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/projects/update', headers, payload });
}
/** `POST /projects/update` by `userId`: the project's awards, with the name the form sends along. */
async function setAwards(userId: string, id: string, name: string, awards: { award_name: string; award_weight: number }[]) {
  return update(await as(userId), { id, name, awards });
}
function remove(headers: Record<string, string> | undefined, id: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers });
}

/** A past event with a host, a creator with a project, a teammate, and a stranger. */
async function scene() {
  const db = t.app.db;
  const [host, creator, teammate, stranger, admin] = await Promise.all([
    makeUser(db),
    makeUser(db),
    makeUser(db),
    makeUser(db),
    makeAdmin(db),
  ]);
  const event = await pastEvent({}, [host.id]);
  const project = await makeProject(db, { eventId: event.id, members: [creator.id, teammate.id], name: 'Original' });
  return { host, creator, teammate, stranger, admin, event, project };
}

const fields = { description: 'Reads papers', techStack: 'Python, Postgres' };

describe('POST /projects/create', () => {
  it('creates a project with the creator in the team and invites a teammate found by e-mail', async () => {
    const db = t.app.db;
    const [creator, mate] = await Promise.all([makeUser(db), makeUser(db)]);
    const event = await pastEvent();
    await approve(event.id, creator.id);
    const response = await create(await as(creator.id), {
      ...fields,
      name: '  PaperPilot ',
      event_id: event.id,
      slidesURL: 'https://slides.example/p',
      githubRepoURL: '',
      teamMembers: [{ email: mate.email!.toUpperCase() }],
      userId: mate.id,
    });
    expect(response.statusCode).toBe(200);
    const project = response.json();
    expect(project).toMatchObject({
      name: 'PaperPilot',
      techStack: 'Python, Postgres',
      slidesURL: 'https://slides.example/p',
      githubRepoURL: null,
      event: { event_id: event.id, event_name: event.name },
      awards: [],
      creator_id: creator.id,
    });
    // The teammate is invited, not yet on the team: the team shows them once they accept.
    expect(project.teamMembers.map((m: { member_id: string }) => m.member_id)).toEqual([creator.id]);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/membership`,
      headers: await as(mate.id),
      payload: { accept: true },
    });
    expect(accepted.statusCode).toBe(204);
    const mates = await t.app.inject({ method: 'GET', url: `/api/user/${mate.id}/projects` });
    expect(mates.json()[0].teamMembers.map((m: { member_id: string }) => m.member_id)).toEqual([creator.id, mate.id]);
  });

  it('needs a signed-in user (401)', async () => {
    const event = await pastEvent();
    const response = await create(undefined, { name: 'X', event_id: event.id });
    expect(response.statusCode).toBe(401);
  });

  it('requires a title and an event with the SPEC messages (400)', async () => {
    const user = await makeUser(t.app.db);
    const event = await pastEvent();
    const noName = await create(await as(user.id), { name: '  ', event_id: event.id });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Please enter the project name');
    const noEvent = await create(await as(user.id), { name: 'X', event_id: '' });
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json().message).toBe('Please select an event for your project');
    const missingEvent = await create(await as(user.id), { name: 'X' });
    expect(missingEvent.statusCode).toBe(400);
  });

  it('refuses an event that does not exist or that the creator may not see (404)', async () => {
    const user = await makeUser(t.app.db);
    const hidden = await pastEvent({ access: 'admin' });
    const refused = await create(await as(user.id), { name: 'X', event_id: hidden.id });
    expect(refused.statusCode).toBe(404);
    const missing = await create(await as(user.id), { name: 'X', event_id: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);
    // An applicant of the admin-only event may see it, so may add a project to it.
    await makeRegistration(t.app.db, { eventId: hidden.id, userId: user.id, status: 'approved' });
    const allowed = await create(await as(user.id), { name: 'X', event_id: hidden.id });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses an event the creator was not approved for (403 with a message); hosts and site admins may add to any', async () => {
    const db = t.app.db;
    const [pending, declined, stranger, host, admin] = await Promise.all([
      makeUser(db),
      makeUser(db),
      makeUser(db),
      makeUser(db),
      makeAdmin(db),
    ]);
    const event = await pastEvent({}, [host.id]);
    await makeRegistration(db, { eventId: event.id, userId: pending.id, status: 'pending' });
    await makeRegistration(db, { eventId: event.id, userId: declined.id, status: 'declined' });
    for (const user of [pending, declined, stranger]) {
      const refused = await create(await as(user.id), { name: 'X', event_id: event.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You can add a project only to an event you were approved for.');
    }
    for (const user of [host, admin])
      expect((await create(await as(user.id), { name: 'X', event_id: event.id })).statusCode).toBe(200);
  });

  it('checks team members: empty e-mail, unknown member, duplicates (400)', async () => {
    const db = t.app.db;
    const [user, mate] = await Promise.all([makeUser(db), makeUser(db)]);
    const event = await pastEvent();
    await approve(event.id, user.id);
    const headers = await as(user.id);
    const base = { name: 'Team', event_id: event.id };
    const empty = await create(headers, { ...base, teamMembers: [{ email: ' ' }] });
    expect(empty.json().message).toBe('Email cannot be empty');
    const unknown = await create(headers, { ...base, teamMembers: [{ email: 'nobody@example.test' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Cannot find this member');
    const unknownId = await create(headers, { ...base, teamMembers: [{ member_id: crypto.randomUUID() }] });
    expect(unknownId.json().message).toBe('Cannot find this member');
    const twice = await create(headers, { ...base, teamMembers: [{ email: mate.email }, { member_id: mate.id }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Member already exists in the list');
  });

  it('names the input field an error is about: schema errors by their path, service errors by theirs', async () => {
    const user = await makeUser(t.app.db);
    const event = await pastEvent();
    await approve(event.id, user.id);
    const headers = await as(user.id);
    const base = { name: 'Team', event_id: event.id };
    const noName = await create(headers, { ...base, name: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({ message: 'Please enter the project name', field: 'name' });
    const nested = await create(headers, { ...base, teamMembers: [{ email: 5 }] });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().field).toBe('teamMembers.0.email');
    const unknown = await create(headers, { ...base, teamMembers: [{ email: 'nobody@example.test' }] });
    expect(unknown.json()).toEqual({ message: 'Cannot find this member', field: 'teamMembers' });
    const signedOut = await create({}, base);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('refuses links that are not http(s) (400)', async () => {
    const user = await makeUser(t.app.db);
    const event = await pastEvent();
    await approve(event.id, user.id);
    const response = await create(await as(user.id), { name: 'X', event_id: event.id, githubRepoURL: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
  });

  it('lets only admins and hosts set awards on create (403 otherwise)', async () => {
    const db = t.app.db;
    const [host, user] = await Promise.all([makeUser(db), makeUser(db)]);
    const event = await pastEvent({}, [host.id]);
    await approve(event.id, user.id);
    const awards = [{ award_name: 'Grand Prize', award_weight: 1 }];
    const refused = await create(await as(user.id), { name: 'X', event_id: event.id, awards });
    expect(refused.statusCode).toBe(403);
    const allowed = await create(await as(host.id), { name: 'X', event_id: event.id, awards });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().awards).toEqual(awards);
  });
});

describe('POST /projects/update', () => {
  it('lets a team member edit, keeping the awards as they are', async () => {
    const { teammate, project, host } = await scene();
    await setAwards(host.id, project.id, 'Original', [{ award_name: 'Gold', award_weight: 1 }]);
    const response = await update(await as(teammate.id), { id: project.id, name: 'Renamed', techStack: 'Rust' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed',
      techStack: 'Rust',
      awards: [{ award_name: 'Gold', award_weight: 1 }],
    });
  });

  it('lets the event host and a site admin edit (200)', async () => {
    const { host, admin, project } = await scene();
    expect((await update(await as(host.id), { id: project.id, name: 'By host' })).statusCode).toBe(200);
    expect((await update(await as(admin.id), { id: project.id, name: 'By admin' })).statusCode).toBe(200);
  });

  it('gives a stranger 403 and nobody 401', async () => {
    const { stranger, project } = await scene();
    const refused = await update(await as(stranger.id), { id: project.id, name: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect((await update(undefined, { id: project.id, name: 'X' })).statusCode).toBe(401);
  });

  it('lets a host award a project and orders the event page by the lowest weight', async () => {
    const db = t.app.db;
    const { host, event, project } = await scene();
    const later = await makeProject(db, { eventId: event.id, members: [host.id], name: 'Later' });
    await makeProject(db, { eventId: event.id, members: [host.id], name: 'Unawarded' });
    await makeProject(db, {
      eventId: event.id,
      members: [host.id],
      name: 'Bronze',
      awards: [{ awardName: 'Bronze', awardWeight: 3 }],
    });
    const awarded = await setAwards(host.id, later.id, 'Later', [
      { award_name: 'Best Demo', award_weight: 4 },
      { award_name: 'Grand Prize', award_weight: 1 },
    ]);
    expect(awarded.statusCode).toBe(200);
    expect(awarded.json().awards.map((a: { award_weight: number }) => a.award_weight)).toEqual([1, 4]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/event/${event.slug}` });
    const names = detail.json().projects.map((p: { name: string }) => p.name);
    expect(names[0]).toBe('Later');
    expect(names[1]).toBe('Bronze');
    expect(names.slice(2).sort()).toEqual(['Original', 'Unawarded'].sort());
    expect(detail.json().projects[0].creator_id).toBe(host.id);
    void project;
  });

  it('refuses awards from a team member who is not a host (403)', async () => {
    const { creator, project } = await scene();
    const response = await setAwards(creator.id, project.id, 'Original', [{ award_name: 'Self-awarded', award_weight: 1 }]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Only site admins and the event's hosts can set awards.");
  });

  it('rejects a bad award (400)', async () => {
    const { host, project } = await scene();
    const response = await setAwards(host.id, project.id, 'X', [{ award_name: '', award_weight: 1 }]);
    expect(response.statusCode).toBe(400);
  });

  it('keeps the creator in the team (400) and lets members change the rest', async () => {
    const db = t.app.db;
    const { creator, teammate, project } = await scene();
    const newcomer = await makeUser(db);
    const removed = await update(await as(teammate.id), { id: project.id, name: 'X', teamMembers: [{ member_id: teammate.id }] });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toBe('The project creator cannot be removed from the team.');
    const changed = await update(await as(creator.id), {
      id: project.id,
      name: 'X',
      teamMembers: [{ member_id: creator.id }, { email: newcomer.email }],
    });
    expect(changed.statusCode).toBe(200);
    // The teammate left out is off the team; the newcomer is invited, on it once they accept.
    expect(changed.json().teamMembers.map((m: { member_id: string }) => m.member_id)).toEqual([creator.id]);
    const unknown = await update(await as(creator.id), {
      id: project.id,
      name: 'X',
      teamMembers: [{ member_id: creator.id }, { email: 'ghost@example.test' }],
    });
    expect(unknown.json().message).toBe('Cannot find this member');
  });

  it('answers 404 for a missing project and 400 for a blank title', async () => {
    const { creator, project } = await scene();
    expect((await update(await as(creator.id), { id: crypto.randomUUID(), name: 'X' })).statusCode).toBe(404);
    const blank = await update(await as(creator.id), { id: project.id, name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter the project name');
  });

  it('hides projects on events the caller may not see (404)', async () => {
    const db = t.app.db;
    const [member, host] = await Promise.all([makeUser(db), makeUser(db)]);
    const hidden = await pastEvent({ access: 'admin' }, [host.id]);
    const project = await makeProject(db, { eventId: hidden.id, members: [member.id] });
    // A team member who is neither host nor applicant of an admin-only event cannot reach it.
    expect((await update(await as(member.id), { id: project.id, name: 'X' })).statusCode).toBe(404);
    expect((await update(await as(host.id), { id: project.id, name: 'X' })).statusCode).toBe(200);
  });
});

describe('DELETE /projects/{id}', () => {
  it('lets a team member delete; the project leaves the event page', async () => {
    const { teammate, project, event } = await scene();
    expect((await remove(await as(teammate.id), project.id)).statusCode).toBe(204);
    const detail = await t.app.inject({ method: 'GET', url: `/api/event/${event.slug}` });
    expect(detail.json().projects).toEqual([]);
  });

  it('lets the host and a site admin delete', async () => {
    const { host, admin, event, project } = await scene();
    expect((await remove(await as(host.id), project.id)).statusCode).toBe(204);
    const other = await makeProject(t.app.db, { eventId: event.id, members: [host.id] });
    expect((await remove(await as(admin.id), other.id)).statusCode).toBe(204);
  });

  it('gives a stranger 403, nobody 401, a bad id 400', async () => {
    const { stranger, project } = await scene();
    expect((await remove(await as(stranger.id), project.id)).statusCode).toBe(403);
    expect((await remove(undefined, project.id)).statusCode).toBe(401);
    expect((await remove(await as(stranger.id), 'not-an-id')).statusCode).toBe(400);
  });
});

describe('GET /user/{id}/projects', () => {
  it('lists a user’s projects on events the caller may see', async () => {
    const db = t.app.db;
    const [member, outsider] = await Promise.all([makeUser(db), makeUser(db)]);
    const open = await pastEvent();
    const hidden = await pastEvent({ access: 'admin' });
    await makeRegistration(db, { eventId: hidden.id, userId: member.id, status: 'approved' });
    await makeProject(db, { eventId: open.id, members: [member.id], name: 'Open one' });
    await makeProject(db, { eventId: hidden.id, members: [member.id], name: 'Hidden one' });
    const own = await t.app.inject({ method: 'GET', url: `/api/user/${member.id}/projects`, headers: await as(member.id) });
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['Hidden one', 'Open one']);
    const other = await t.app.inject({ method: 'GET', url: `/api/user/${member.id}/projects`, headers: await as(outsider.id) });
    expect(other.json().map((p: { name: string }) => p.name)).toEqual(['Open one']);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/${member.id}/projects` });
    expect(anonymous.json().map((p: { name: string }) => p.name)).toEqual(['Open one']);
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${crypto.randomUUID()}/projects` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/nope/projects' })).statusCode).toBe(400);
  });
});

describe('GET /user/{id}/event', () => {
  type Listed = { name: string; status: string | null; role: string | null; profile_relation: string; location?: string };
  const byName = (body: Listed[]) => Object.fromEntries(body.map((e) => [e.name, e]));
  /** The events of `listedUser` that the user sees listed, sorted by name, and those that others see. */
  const seenByTheUser = ['Approved one', 'Co-hosted one', 'Hidden one', 'Hosted one', 'Pending one', 'Waitlisted one'];
  const seenByOthers = ['Approved one', 'Co-hosted one', 'Hosted one'];

  /** A user with events of every kind; they chose to show their upcoming events unless told otherwise. */
  async function listedUser(options: { showUpcomingEvents?: boolean } = {}) {
    const db = t.app.db;
    const user = await makeUser(db, { showUpcomingEvents: options.showUpcomingEvents ?? true });
    const approved = await pastEvent({ name: 'Approved one' });
    const pending = await makeEvent(db, { name: 'Pending one' });
    const waitlisted = await makeEvent(db, { name: 'Waitlisted one' });
    const declined = await makeEvent(db, { name: 'Declined one' });
    const hosted = await makeEvent(db, { name: 'Hosted one' }, { hosts: [user.id] });
    // A co-host who also has a pending request is listed as a host, never as pending.
    const hostedPending = await makeEvent(db, { name: 'Co-hosted one' }, { hosts: [user.id] });
    const hidden = await makeEvent(db, { name: 'Hidden one', access: 'admin' });
    await makeRegistration(db, { eventId: approved.id, userId: user.id, status: 'approved' });
    await makeRegistration(db, { eventId: pending.id, userId: user.id, status: 'pending' });
    await makeRegistration(db, { eventId: waitlisted.id, userId: user.id, status: 'waitlisted' });
    await makeRegistration(db, { eventId: declined.id, userId: user.id, status: 'declined' });
    await makeRegistration(db, { eventId: hostedPending.id, userId: user.id, status: 'pending' });
    await makeRegistration(db, { eventId: hidden.id, userId: user.id, status: 'approved' });
    return { user, approved, pending, hosted };
  }

  it('lists to the user their hosted events and their approved, pending and waitlisted requests', async () => {
    const { user, approved } = await listedUser();
    const own = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/event`, headers: await as(user.id) });
    expect(own.statusCode).toBe(200);
    const listed = byName(own.json());
    expect(Object.keys(listed).sort()).toEqual(seenByTheUser);
    expect(listed['Approved one']).toMatchObject({
      status: 'approved',
      role: 'guest',
      profile_relation: 'approved',
      slug: approved.slug,
    });
    expect(listed['Pending one']).toMatchObject({ status: 'pending', role: 'guest', profile_relation: 'pending' });
    expect(listed['Waitlisted one']).toMatchObject({ status: 'waitlisted', profile_relation: 'waitlisted' });
    expect(listed['Hosted one']).toMatchObject({ role: 'event_admin', profile_relation: 'host' });
    expect(listed['Co-hosted one']).toMatchObject({ role: 'event_admin', profile_relation: 'host' });
  });

  it('shows others only where the user hosts or was approved, with the caller’s own status and location', async () => {
    const { user, pending, hosted } = await listedUser();
    const viewer = await makeUser(t.app.db);
    // The viewer's own relation to an event on the list is theirs, not the listed user's.
    await makeRegistration(t.app.db, { eventId: hosted.id, userId: viewer.id, status: 'approved' });
    await makeRegistration(t.app.db, { eventId: pending.id, userId: viewer.id, status: 'approved' });
    const other = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/event`, headers: await as(viewer.id) });
    expect(other.statusCode).toBe(200);
    const listed = byName(other.json());
    // Another user learns nothing of a pending, waitlisted or declined request, nor of an event they may not see.
    expect(Object.keys(listed).sort()).toEqual(seenByOthers);
    expect(listed['Approved one']).toMatchObject({ status: null, role: null, profile_relation: 'approved' });
    expect(listed['Hosted one']).toMatchObject({ status: 'approved', role: 'guest', profile_relation: 'host' });
    expect(listed['Hosted one']!.location).toEqual(expect.any(String));
    expect(listed['Approved one']!.location).toBeUndefined();
    expect(other.body).not.toMatch(/"(pending|waitlisted|declined)"/);
  });

  it('shows a site admin and an anonymous visitor the same public relations', async () => {
    const { user } = await listedUser();
    const admin = await makeAdmin(t.app.db);
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/event`, headers: await as(admin.id) });
    expect(Object.keys(byName(asAdmin.json())).sort()).toEqual(['Approved one', 'Co-hosted one', 'Hidden one', 'Hosted one']);
    expect(asAdmin.body).not.toMatch(/"(pending|waitlisted|declined)"/);
    expect(new Set(asAdmin.json().map((e: Listed) => e.profile_relation))).toEqual(new Set(['approved', 'host']));
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/event` });
    const listed = byName(anonymous.json());
    expect(Object.keys(listed).sort()).toEqual(seenByOthers);
    expect(Object.values(listed).every((e) => e.status === null && e.role === null && e.location === undefined)).toBe(true);
    expect(anonymous.body).not.toMatch(/"(pending|waitlisted|declined)"/);
  });

  it('hides upcoming events from others unless the user chose to show them; the user always sees them', async () => {
    const { user } = await listedUser({ showUpcomingEvents: false });
    const viewer = await makeUser(t.app.db);
    const admin = await makeAdmin(t.app.db);
    for (const headers of [{}, await as(viewer.id), await as(admin.id)]) {
      const listed = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/event`, headers });
      expect(listed.statusCode).toBe(200);
      // Only the past public event where the user was approved.
      expect(Object.keys(byName(listed.json()))).toEqual(['Approved one']);
    }
    const own = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/event`, headers: await as(user.id) });
    expect(Object.keys(byName(own.json())).sort()).toEqual(seenByTheUser);
    // The setting is the user's to change, through the profile form.
    const turnedOn = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: await as(user.id),
      payload: { name: 'Shown', headline: 'Builder', linkedInURL: 'https://linkedin.com/in/shown', show_upcoming_events: true },
    });
    expect(turnedOn.json().show_upcoming_events).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/event` });
    expect(Object.keys(byName(anonymous.json())).sort()).toEqual(seenByOthers);
  });

  it('lists to others only events they could list in /events: an unlisted event stays off the profile', async () => {
    const db = t.app.db;
    const user = await makeUser(db, { showUpcomingEvents: true });
    const [viewer, applicant] = await Promise.all([makeUser(db), makeUser(db)]);
    const unlisted = await makeEvent(db, { name: 'Unlisted one', access: 'unlisted' });
    const pastUnlisted = await pastEvent({ name: 'Past unlisted one', access: 'unlisted' });
    const members = await makeEvent(db, { name: 'Members one', access: 'member' });
    const open = await makeEvent(db, { name: 'Open one' });
    for (const event of [unlisted, pastUnlisted, members, open]) {
      await makeRegistration(db, { eventId: event.id, userId: user.id, status: 'approved' });
    }
    // Someone who applied to the unlisted event lists it in /events, so sees it here too.
    await makeRegistration(db, { eventId: unlisted.id, userId: applicant.id, status: 'pending' });
    const names = async (headers: Record<string, string>) =>
      Object.keys(byName((await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/event`, headers })).json())).sort();
    expect(await names({})).toEqual(['Open one']);
    expect(await names(await as(viewer.id))).toEqual(['Members one', 'Open one']);
    expect(await names(await as(applicant.id))).toEqual(['Members one', 'Open one', 'Unlisted one']);
    expect(await names(await as(user.id))).toEqual(['Members one', 'Open one', 'Past unlisted one', 'Unlisted one']);
    // The same rule for the user's projects.
    await makeProject(db, { eventId: pastUnlisted.id, members: [user.id], name: 'Unlisted project' });
    const projectsSeen = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/projects` });
    expect(projectsSeen.json()).toEqual([]);
    const ownProjects = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/projects`, headers: await as(user.id) });
    expect(ownProjects.json().map((p: { name: string }) => p.name)).toEqual(['Unlisted project']);
  });

  it('shows an empty list for a user who joined nothing, 404 for an unknown user, 400 for a bad id', async () => {
    const user = await makeUser(t.app.db);
    const empty = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/event` });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${crypto.randomUUID()}/event` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/x/event' })).statusCode).toBe(400);
  });
});

describe('GET /user/email', () => {
  it('returns only id and name', async () => {
    const [caller, found] = await Promise.all([makeUser(t.app.db), makeUser(t.app.db)]);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/email?email=${encodeURIComponent(found.email!)}`,
      headers: await as(caller.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: found.id, name: found.name });
  });
});
