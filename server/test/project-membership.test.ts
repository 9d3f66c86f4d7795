import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { projectMembers } from '../src/db/schema.ts';
import { authHeader, buildTestApp, linkFromMail, readOutbox, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeProject, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const as = (userId: string) => authHeader(t.app, userId);
const ids = (body: { member_id: string }[]) => body.map((member) => member.member_id);

function answer(headers: Record<string, string>, projectId: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/membership`, headers, payload: payload as object });
}
function leave(headers: Record<string, string>, projectId: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/projects/${projectId}/membership`, headers });
}
async function invitationsOf(userId: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/projects/invitations', headers: await as(userId) })).json();
}
async function projectNamesOf(userId: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/user/${userId}/projects`, headers });
  return response.json().map((project: { name: string }) => project.name);
}
async function statusOf(projectId: string, userId: string) {
  const [row] = await t.app.db
    .select({ status: projectMembers.status, addedBy: projectMembers.addedBy })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return row ?? null;
}

/** A creator puts `invitee` on a new project of a past public event through the API. */
async function invited(name: string) {
  const db = t.app.db;
  const [creator, invitee, stranger] = await Promise.all([makeUser(db), makeUser(db), makeUser(db)]);
  const event = await makeEvent(db, { startsAt: new Date(Date.now() - 10 * DAY) });
  await makeRegistration(db, { eventId: event.id, userId: creator.id, status: 'approved' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/projects/create',
    headers: await as(creator.id),
    payload: { name, event_id: event.id, teamMembers: [{ email: invitee.email }] },
  });
  expect(created.statusCode).toBe(200);
  return { creator, invitee, stranger, event, project: created.json() as { id: string; teamMembers: { member_id: string }[] } };
}

describe('adding someone to a team invites them', () => {
  it('keeps the invitee pending and e-mails them a link to their profile; nobody else sees them on the team', async () => {
    const { creator, invitee, event, project } = await invited('Consent Check');
    expect(ids(project.teamMembers)).toEqual([creator.id]);
    expect(await statusOf(project.id, creator.id)).toEqual({ status: 'accepted', addedBy: creator.id });
    expect(await statusOf(project.id, invitee.id)).toEqual({ status: 'pending', addedBy: creator.id });

    const mail = (await readOutbox(t)).find((raw) => raw.includes(`To: ${invitee.email}`));
    expect(mail).toBeDefined();
    expect(mail).toContain('Subject: You were added to a project team on Hearth');
    expect(linkFromMail(mail!, '/profile').pathname).toBe('/profile');

    // Not on the invitee's profile (to anyone, themself included: it is an invitation there), nor on the event page.
    expect(await projectNamesOf(invitee.id)).toEqual([]);
    expect(await projectNamesOf(invitee.id, await as(invitee.id))).toEqual([]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/event/${event.slug}` });
    expect(ids(detail.json().projects[0].teamMembers)).toEqual([creator.id]);

    expect(await invitationsOf(invitee.id)).toEqual([
      {
        project_id: project.id,
        project_name: 'Consent Check',
        event: { event_id: event.id, event_name: event.name },
        added_by: { id: creator.id, name: creator.name },
        invited_at: expect.any(Number),
      },
    ]);
    expect(await invitationsOf(creator.id)).toEqual([]);
  });

  it('gives a pending member no rights on the project', async () => {
    const { invitee, project } = await invited('No Rights Yet');
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/projects/update',
      headers: await as(invitee.id),
      payload: { id: project.id, name: 'Taken over' },
    });
    expect(edit.statusCode).toBe(403);
    const removal = await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: await as(invitee.id) });
    expect(removal.statusCode).toBe(403);
  });

  it('does not mail a pending member again when the team is saved again, and keeps them pending', async () => {
    const { creator, invitee, project } = await invited('Saved Twice');
    const mailsTo = async () => (await readOutbox(t)).filter((raw) => raw.includes(`To: ${invitee.email}`)).length;
    const before = await mailsTo();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/projects/update',
      headers: await as(creator.id),
      // The dialog lists accepted members only: a pending one left out stays invited.
      payload: { id: project.id, name: 'Saved Twice', teamMembers: [{ member_id: creator.id }] },
    });
    expect(saved.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/projects/update',
      headers: await as(creator.id),
      payload: { id: project.id, name: 'Saved Twice', teamMembers: [{ member_id: creator.id }, { email: invitee.email }] },
    });
    expect(again.statusCode).toBe(200);
    expect(await mailsTo()).toBe(before);
    expect((await statusOf(project.id, invitee.id))?.status).toBe('pending');
  });

  it('lets someone add themself to a team without an invitation (a host joining a project)', async () => {
    const db = t.app.db;
    const host = await makeUser(db);
    const event = await makeEvent(db, { startsAt: new Date(Date.now() - 10 * DAY) }, { hosts: [host.id] });
    const member = await makeUser(db);
    const project = await makeProject(db, { eventId: event.id, members: [member.id] });
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/projects/update',
      headers: await as(host.id),
      payload: { id: project.id, name: project.name, teamMembers: [{ member_id: member.id }, { member_id: host.id }] },
    });
    expect(joined.statusCode).toBe(200);
    expect(ids(joined.json().teamMembers).sort()).toEqual([host.id, member.id].sort());
  });

  it('keeps a pending project out of an applicant’s profile in the event manager', async () => {
    const db = t.app.db;
    const [host, creator, invitee] = await Promise.all([makeUser(db), makeUser(db), makeUser(db)]);
    const event = await makeEvent(db, {}, { hosts: [host.id] });
    await makeRegistration(db, { eventId: event.id, userId: invitee.id });
    await makeRegistration(db, { eventId: event.id, userId: creator.id, status: 'approved' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects/create',
      headers: await as(creator.id),
      payload: { name: 'Applicant Pending', event_id: event.id, teamMembers: [{ member_id: invitee.id }] },
    });
    const url = `/api/applications/${event.slug}/${encodeURIComponent(invitee.email!)}`;
    const names = async () =>
      (await t.app.inject({ method: 'GET', url, headers: await as(host.id) }))
        .json()
        .projects.map((p: { name: string }) => p.name);
    expect(await names()).toEqual([]);
    await answer(await as(invitee.id), created.json().id, { accept: true });
    expect(await names()).toEqual(['Applicant Pending']);
  });
});

describe('POST /api/projects/{id}/membership', () => {
  it('accept: the member joins the team and the project shows on their profile', async () => {
    const { creator, invitee, event, project } = await invited('Accepted One');
    const accepted = await answer(await as(invitee.id), project.id, { accept: true });
    expect(accepted.statusCode).toBe(204);
    expect(await statusOf(project.id, invitee.id)).toMatchObject({ status: 'accepted' });
    expect(await projectNamesOf(invitee.id)).toEqual(['Accepted One']);
    const detail = await t.app.inject({ method: 'GET', url: `/api/event/${event.slug}` });
    expect(ids(detail.json().projects[0].teamMembers).sort()).toEqual([creator.id, invitee.id].sort());
    expect(await invitationsOf(invitee.id)).toEqual([]);
    // Answering yes again changes nothing.
    expect((await answer(await as(invitee.id), project.id, { accept: true })).statusCode).toBe(204);
  });

  it('decline: the invitation is gone and nothing shows; a second answer finds nothing (404)', async () => {
    const { invitee, project } = await invited('Declined One');
    expect((await answer(await as(invitee.id), project.id, { accept: false })).statusCode).toBe(204);
    expect(await statusOf(project.id, invitee.id)).toBeNull();
    expect(await invitationsOf(invitee.id)).toEqual([]);
    expect(await projectNamesOf(invitee.id)).toEqual([]);
    const again = await answer(await as(invitee.id), project.id, { accept: true });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('You have no membership or invitation for this project.');
  });

  it('nobody answers for someone else: a stranger or a site admin gets 404 and the invitation stays pending', async () => {
    const { invitee, stranger, project } = await invited('Not Yours');
    const admin = await makeAdmin(t.app.db);
    for (const userId of [stranger.id, admin.id]) {
      const response = await answer(await as(userId), project.id, { accept: true });
      expect(response.statusCode).toBe(404);
    }
    expect(await statusOf(project.id, invitee.id)).toMatchObject({ status: 'pending' });
    expect(await statusOf(project.id, stranger.id)).toBeNull();
    expect(await statusOf(project.id, admin.id)).toBeNull();
  });

  it('answers 401 to the anonymous, 400 naming the field for a bad body, 400 for a bad id, 404 for an unknown project', async () => {
    const { invitee, project } = await invited('Bad Inputs');
    const anonymous = await answer({}, project.id, { accept: true });
    expect(anonymous.statusCode).toBe(401);
    const headers = await as(invitee.id);
    for (const payload of [{}, { accept: 'yes' }, { accept: 1 }, { accept: null }]) {
      const response = await answer(headers, project.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'accept must be true or false.', field: 'accept' });
    }
    expect((await answer(headers, 'not-a-uuid', { accept: true })).statusCode).toBe(400);
    expect((await answer(headers, crypto.randomUUID(), { accept: true })).statusCode).toBe(404);
    expect(await statusOf(project.id, invitee.id)).toMatchObject({ status: 'pending' });
  });
});

describe('DELETE /api/projects/{id}/membership (leaving a team)', () => {
  it('takes an accepted member off the team; the last member cannot leave (409)', async () => {
    const { creator, invitee, project } = await invited('Leaving One');
    await answer(await as(invitee.id), project.id, { accept: true });
    expect((await leave(await as(invitee.id), project.id)).statusCode).toBe(204);
    expect(await projectNamesOf(invitee.id)).toEqual([]);
    const last = await leave(await as(creator.id), project.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('A project needs at least one team member. Delete the project instead.');
    expect(await projectNamesOf(creator.id)).toEqual(['Leaving One']);
  });

  it('lets the creator leave a team that goes on (no longer its creator), with accept: false too', async () => {
    const { creator, invitee, project } = await invited('Creator Leaves');
    await answer(await as(invitee.id), project.id, { accept: true });
    expect((await answer(await as(creator.id), project.id, { accept: false })).statusCode).toBe(204);
    const [left] = (await t.app.inject({ method: 'GET', url: `/api/user/${invitee.id}/projects` })).json();
    expect(left).toMatchObject({ name: 'Creator Leaves', creator_id: null });
    expect(ids(left.teamMembers)).toEqual([invitee.id]);
  });

  it('answers 401 to the anonymous and 404 to someone not on the team', async () => {
    const { stranger, project } = await invited('Stay Put');
    expect((await leave({}, project.id)).statusCode).toBe(401);
    expect((await leave(await as(stranger.id), project.id)).statusCode).toBe(404);
    expect((await leave(await as(stranger.id), 'nope')).statusCode).toBe(400);
  });
});

describe('GET /api/projects/invitations', () => {
  it('needs a signed-in user (401) and hides the event of an invitation from one who may not see it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/projects/invitations' })).statusCode).toBe(401);
    const db = t.app.db;
    const [host, invitee] = await Promise.all([makeUser(db), makeUser(db)]);
    const hidden = await makeEvent(db, { access: 'admin', startsAt: new Date(Date.now() - 10 * DAY) }, { hosts: [host.id] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects/create',
      headers: await as(host.id),
      payload: { name: 'Behind Doors', event_id: hidden.id, teamMembers: [{ member_id: invitee.id }] },
    });
    expect(created.statusCode).toBe(200);
    const [invitation] = await invitationsOf(invitee.id);
    expect(invitation).toMatchObject({ project_name: 'Behind Doors', event: null });
  });
});
