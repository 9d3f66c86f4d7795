import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeEvent, makeUser } from './factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function hostedEvent() {
  const host = await makeUser(t.app.db);
  const cohost = await makeUser(t.app.db);
  const event = await makeEvent(t.app.db, {}, { hosts: [host.id, cohost.id] });
  return { event, cohost, auth: await authHeader(t.app, host.id) };
}

describe('invite rules', () => {
  it('refuses a guest invite to an address that is a host, or invited as one (409, naming it), and changes nothing', async () => {
    const { event, cohost, auth } = await hostedEvent();
    const invite = (emails: string[], role: string) => post(`/api/event/${event.slug}/invite-users`, { emails, role }, auth);
    const refused = await invite([cohost.email!.toUpperCase()], 'guest');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `${cohost.email} is already a host of this event (or invited as one); a guest invite would not change that.`,
    );
    expect((await invite(['future-host@example.test'], 'event_admin')).statusCode).toBe(200);
    expect((await invite(['someone@example.test', 'future-host@example.test'], 'guest')).statusCode).toBe(409);
    const list = (await t.app.inject({ method: 'GET', url: `/api/event/${event.slug}/invites`, headers: auth })).json();
    expect(list.invites).toMatchObject([{ email: 'future-host@example.test', role: 'event_admin', status: 'pending' }]);
    expect(list.counts.hosts).toEqual({ total: 1, accepted: 0, declined: 0, pending: 1 });
    expect(list.counts.guests.total).toBe(0);
    // The event still has its two hosts; a pending host invitation is not a host yet.
    expect(list.host_count).toBe(2);
  });

  it('counts the hosts the event has, and lists each invite with its message', async () => {
    const { event, auth } = await hostedEvent();
    const message = 'Bring a laptop.';
    await post(`/api/event/${event.slug}/invite-users`, { emails: ['guest@example.test'], message }, auth);
    const list = (await t.app.inject({ method: 'GET', url: `/api/event/${event.slug}/invites`, headers: auth })).json();
    expect(list.host_count).toBe(2);
    expect(list.invites).toEqual([expect.objectContaining({ email: 'guest@example.test', message })]);
  });

  it('keeps a retracted invite with its status and time, counted out; inviting again makes it pending', async () => {
    const { event, auth } = await hostedEvent();
    await post(`/api/event/${event.slug}/invite-users`, { emails: ['gone@example.test'] }, auth);
    expect((await post(`/api/event/${event.slug}/retract-invite`, { email: 'gone@example.test' }, auth)).statusCode).toBe(200);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/event/${event.slug}/invites`, headers: auth })).json();
    const after = await list();
    expect(after.invites).toEqual([
      expect.objectContaining({ email: 'gone@example.test', status: 'retracted', retracted_at: expect.any(String) }),
    ]);
    expect(after.counts.guests).toEqual({ total: 0, accepted: 0, declined: 0, pending: 0 });
    expect((await post(`/api/event/${event.slug}/retract-invite`, { email: 'gone@example.test' }, auth)).statusCode).toBe(400);

    await post(`/api/event/${event.slug}/invite-users`, { emails: ['gone@example.test'] }, auth);
    expect((await list()).invites).toEqual([expect.objectContaining({ status: 'pending', retracted_at: null })]);
  });
});
