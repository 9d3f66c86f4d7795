import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { eventHosts, invites, registrations } from '../src/db/schema.ts';
import { authHeader, buildTestApp, injectors, linkFromMail, readOutbox, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeUser } from './factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { get, post } = injectors(() => t.app);

async function person(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.app.db, overrides);
  return { user, auth: await authHeader(t.app, user.id) };
}

async function hostedEvent() {
  const host = await person();
  const event = await makeEvent(t.app.db, { access: 'admin' }, { hosts: [host.user.id] });
  return { event, host };
}

/** The token of the newest invite mail to this address. */
async function tokenFor(email: string): Promise<string> {
  const mail = (await readOutbox(t)).find((raw) => raw.includes(`To: ${email}`));
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = linkFromMail(mail, '/invite');
  return link.searchParams.get('token') ?? '';
}

describe('POST /api/event/{slug}/invite-users', () => {
  it('lets a host invite addresses: one e-mail each with a single-use link, only a hash stored', async () => {
    const { event, host } = await hostedEvent();
    const response = await post(
      `/api/event/${event.slug}/invite-users`,
      { emails: ['Ada@Example.test ', 'ada@example.test', '', 'grace@example.test'], message: 'Come build with us!' },
      host.auth,
    );
    expect(response.statusCode).toBe(200);
    const invited = response.json().invited;
    expect(invited.map((invite: { email: string }) => invite.email).sort()).toEqual(['ada@example.test', 'grace@example.test']);
    expect(invited[0]).toMatchObject({ role: 'guest', status: 'pending' });
    const mail = (await readOutbox(t)).find((raw) => raw.includes('To: ada@example.test'));
    expect(mail).toContain('Come build with us!');
    const link = linkFromMail(mail!, `/events/${event.slug}/invite`);
    expect(link.origin).toBe('http://hearth.test');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const rows = await t.app.db.select().from(invites).where(eq(invites.eventId, event.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.tokenHash).not.toContain(token);
  });

  it('invites hosts with role event_admin, and the Invites tab counts hosts and guests', async () => {
    const { event, host } = await hostedEvent();
    await post(`/api/event/${event.slug}/invite-users`, { emails: ['cohost@example.test'], role: 'event_admin' }, host.auth);
    await post(`/api/event/${event.slug}/invite-users`, { emails: ['g1@example.test', 'g2@example.test'] }, host.auth);
    const response = await get(`/api/event/${event.slug}/invites`, host.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().counts).toEqual({
      hosts: { total: 1, accepted: 0, declined: 0, pending: 1 },
      guests: { total: 2, accepted: 0, declined: 0, pending: 2 },
    });
    const mail = (await readOutbox(t)).find((raw) => raw.includes('To: cohost@example.test'));
    expect(mail).toContain("Subject: You're invited to host");
  });

  it('refuses guests and the host of another event (403), strangers (401), no addresses or bad ones (400)', async () => {
    const a = await hostedEvent();
    const b = await hostedEvent();
    const g = await person();
    const url = `/api/event/${b.event.slug}/invite-users`;
    expect((await post(url, { emails: ['x@example.test'] }, a.host.auth)).statusCode).toBe(403);
    expect((await post(url, { emails: ['x@example.test'] }, g.auth)).statusCode).toBe(403);
    expect((await post(url, { emails: ['x@example.test'] })).statusCode).toBe(401);
    expect((await post(url, { emails: [] }, b.host.auth)).statusCode).toBe(400);
    expect((await post(url, { emails: ['  '] }, b.host.auth)).statusCode).toBe(400);
    expect((await post(url, { emails: ['not an email'] }, b.host.auth)).statusCode).toBe(400);
    expect((await post(url, { emails: ['x@example.test'], role: 'admin' }, b.host.auth)).statusCode).toBe(400);
    expect((await get(`/api/event/${b.event.slug}/invites`, a.host.auth)).statusCode).toBe(403);
    expect((await get(`/api/event/${b.event.slug}/invites`)).statusCode).toBe(401);
  });
});

describe('POST /api/accept-invite', () => {
  it('accepting a guest invite registers the invitee as approved; the token works once', async () => {
    const { event, host } = await hostedEvent();
    const invitee = await person({ email: 'invitee-guest@example.test' });
    await post(`/api/event/${event.slug}/invite-users`, { emails: ['invitee-guest@example.test'] }, host.auth);
    const token = await tokenFor('invitee-guest@example.test');

    const lookup = await get(`/api/invite?token=${encodeURIComponent(token)}`, invitee.auth);
    expect(lookup.json()).toMatchObject({ slug: event.slug, status: 'pending', role: 'guest', for_you: true });

    const response = await post('/api/accept-invite', { token, accept: true }, invitee.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: event.slug,
      role: 'guest',
      status: 'accepted',
      registration_status: 'approved',
    });
    const detail = await get(`/api/event/${event.slug}`, invitee.auth);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().event.status).toBe('approved');
    expect(detail.json().event.location).toBe(event.location);

    const again = await post('/api/accept-invite', { token, accept: true }, invitee.auth);
    expect(again.statusCode).toBe(400);
    const counts = (await get(`/api/event/${event.slug}/invites`, host.auth)).json().counts.guests;
    expect(counts).toEqual({ total: 1, accepted: 1, declined: 0, pending: 0 });
  });

  it('accepting a host invite makes the invitee an event_admin of that event', async () => {
    const { event, host } = await hostedEvent();
    const invitee = await person({ email: 'invitee-host@example.test' });
    await post(`/api/event/${event.slug}/invite-users`, { emails: [invitee.user.email], role: 'event_admin' }, host.auth);
    const response = await post('/api/accept-invite', { token: await tokenFor(invitee.user.email!), accept: true }, invitee.auth);
    expect(response.statusCode).toBe(200);
    const rows = await t.app.db
      .select()
      .from(eventHosts)
      .where(and(eq(eventHosts.eventId, event.id), eq(eventHosts.userId, invitee.user.id)));
    expect(rows).toHaveLength(1);
    expect((await get(`/api/event/${event.slug}/applications`, invitee.auth)).statusCode).toBe(200);
  });

  it('declining marks the invite rejected and registers nothing', async () => {
    const { event, host } = await hostedEvent();
    const invitee = await person({ email: 'invitee-no@example.test' });
    await post(`/api/event/${event.slug}/invite-users`, { emails: [invitee.user.email] }, host.auth);
    const response = await post(
      '/api/accept-invite',
      { token: await tokenFor(invitee.user.email!), accept: false },
      invitee.auth,
    );
    expect(response.json()).toMatchObject({ status: 'rejected', registration_status: null });
    expect(await t.app.db.select().from(registrations).where(eq(registrations.eventId, event.id))).toHaveLength(0);
    const list = (await get(`/api/event/${event.slug}/invites`, host.auth)).json();
    expect(list.invites[0].status).toBe('rejected');
    expect(list.counts.guests.declined).toBe(1);
  });

  it('only the invited address may answer (403); strangers 401; unknown tokens 404; bad body 400', async () => {
    const { event, host } = await hostedEvent();
    await post(`/api/event/${event.slug}/invite-users`, { emails: ['someone-else@example.test'] }, host.auth);
    const token = await tokenFor('someone-else@example.test');
    const wrong = await person();
    const response = await post('/api/accept-invite', { token, accept: true }, wrong.auth);
    expect(response.statusCode).toBe(403);
    expect((await get(`/api/invite?token=${encodeURIComponent(token)}`, wrong.auth)).json().for_you).toBe(false);
    expect(await t.app.db.select().from(registrations).where(eq(registrations.userId, wrong.user.id))).toHaveLength(0);
    expect((await post('/api/accept-invite', { token, accept: true })).statusCode).toBe(401);
    expect((await post('/api/accept-invite', { token: 'made-up-token', accept: true }, wrong.auth)).statusCode).toBe(404);
    expect((await post('/api/accept-invite', { token }, wrong.auth)).statusCode).toBe(400);
    // A host of the event still cannot answer someone else's invite.
    expect((await post('/api/accept-invite', { token, accept: true }, host.auth)).statusCode).toBe(403);
  });

  it('a re-sent invite replaces the old token', async () => {
    const { event, host } = await hostedEvent();
    const invitee = await person({ email: 'resent@example.test' });
    await post(`/api/event/${event.slug}/invite-users`, { emails: [invitee.user.email] }, host.auth);
    const first = await tokenFor(invitee.user.email!);
    // A day later (a pending invitation is not e-mailed again sooner), the host invites the address again.
    await t.app.db
      .update(invites)
      .set({ lastMailedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(invites.eventId, event.id));
    await post(`/api/event/${event.slug}/invite-users`, { emails: [invitee.user.email] }, host.auth);
    const second = await tokenFor(invitee.user.email!);
    expect(second).not.toBe(first);
    expect((await post('/api/accept-invite', { token: first, accept: true }, invitee.auth)).statusCode).toBe(404);
    expect((await post('/api/accept-invite', { token: second, accept: true }, invitee.auth)).statusCode).toBe(200);
  });
});

describe('GET /api/invite/preview: the invite link before sign-in', () => {
  const preview = (token: string) => get(`/api/invite/preview?token=${encodeURIComponent(token)}`);

  it('shows the token holder the event, its start, who invites, the role and the invited address; nothing more', async () => {
    const host = await person({ name: 'Ada Host' });
    const event = await makeEvent(t.app.db, { access: 'admin', location: 'Secret Garage, 1 Main St' }, { hosts: [host.user.id] });
    await post(`/api/event/${event.slug}/invite-users`, { emails: ['Preview.Guest@example.test'] }, host.auth);
    const response = await preview(await tokenFor('preview.guest@example.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      slug: event.slug,
      event_name: event.name,
      timestamp: event.startsAt.getTime(),
      timezone: 'America/Los_Angeles',
      inviter_name: 'Ada Host',
      role: 'guest',
      status: 'pending',
      email: 'preview.guest@example.test',
    });
    expect(response.body).not.toContain('Secret Garage');
  });

  it('stops showing the address once the invitation is answered or retracted', async () => {
    const { event, host } = await hostedEvent();
    const invitee = await person({ email: 'preview-answered@example.test' });
    await post(`/api/event/${event.slug}/invite-users`, { emails: [invitee.user.email, 'preview-gone@example.test'] }, host.auth);
    const answered = await tokenFor(invitee.user.email!);
    const retracted = await tokenFor('preview-gone@example.test');
    await post('/api/accept-invite', { token: answered, accept: true }, invitee.auth);
    expect((await preview(answered)).json()).toMatchObject({ status: 'accepted', email: null });
    // A host who is no longer a host: the invitation they sent shows as retracted, without the address.
    await t.app.db.delete(eventHosts).where(eq(eventHosts.eventId, event.id));
    expect((await preview(retracted)).json()).toMatchObject({ status: 'retracted', email: null });
  });

  it('answers 404 for a token nobody holds and 400 without one, never a 5xx', async () => {
    expect((await preview('made-up-token')).statusCode).toBe(404);
    expect((await get('/api/invite/preview')).statusCode).toBe(400);
    expect((await preview('x'.repeat(201))).statusCode).toBe(400);
  });

  it('the signed-in lookup names the inviter too', async () => {
    const host = await person({ name: 'Grace Inviter' });
    const event = await makeEvent(t.app.db, { access: 'admin' }, { hosts: [host.user.id] });
    const invitee = await person({ email: 'lookup-inviter@example.test' });
    await post(`/api/event/${event.slug}/invite-users`, { emails: [invitee.user.email] }, host.auth);
    const lookup = await get(`/api/invite?token=${encodeURIComponent(await tokenFor(invitee.user.email!))}`, invitee.auth);
    expect(lookup.json()).toMatchObject({ inviter_name: 'Grace Inviter', for_you: true, status: 'pending' });
  });
});

describe('POST /api/event/{slug}/retract-invite', () => {
  it('lets a host retract a pending invite; its link stops working', async () => {
    const { event, host } = await hostedEvent();
    const invitee = await person({ email: 'retracted@example.test' });
    await post(`/api/event/${event.slug}/invite-users`, { emails: [invitee.user.email] }, host.auth);
    const token = await tokenFor(invitee.user.email!);
    const response = await post(`/api/event/${event.slug}/retract-invite`, { email: 'Retracted@example.test' }, host.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'retracted@example.test', retracted: true });
    expect((await post('/api/accept-invite', { token, accept: true }, invitee.auth)).statusCode).toBe(404);
  });

  it('lets a site admin retract; refuses other hosts (403), strangers (401), answered or blank (400), unknown (404)', async () => {
    const a = await hostedEvent();
    const b = await hostedEvent();
    const admin = await makeAdmin(t.app.db);
    const adminAuth = await authHeader(t.app, admin.id);
    const invitee = await person({ email: 'answered@example.test' });
    await post(`/api/event/${b.event.slug}/invite-users`, { emails: ['pending@example.test', invitee.user.email] }, b.host.auth);
    await post('/api/accept-invite', { token: await tokenFor(invitee.user.email!), accept: true }, invitee.auth);
    const url = `/api/event/${b.event.slug}/retract-invite`;
    expect((await post(url, { email: 'pending@example.test' }, a.host.auth)).statusCode).toBe(403);
    expect((await post(url, { email: 'pending@example.test' })).statusCode).toBe(401);
    expect((await post(url, { email: invitee.user.email }, b.host.auth)).statusCode).toBe(400);
    expect((await post(url, { email: '' }, b.host.auth)).statusCode).toBe(400);
    expect((await post(url, { email: 'nobody@example.test' }, b.host.auth)).statusCode).toBe(404);
    expect((await post(url, { email: 'pending@example.test' }, adminAuth)).statusCode).toBe(200);
  });
});
