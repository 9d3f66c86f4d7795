import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { eventHosts, inviteMailings, invites } from '../src/db/schema.ts';
import { JOB_SCHEMA, type JobDefinition, type JobQueue } from '../src/jobs/queue.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import { defineInviteMailJobs, type InviteMailJob } from '../src/invites/mail-job.ts';
import { authHeader, buildTestApp, injectors, linkFromMail, readOutbox, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeUser } from './factories.ts';

// Small caps so a test can reach them: 3 invitation e-mails an hour and 5 a day per host and event.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ INVITE_HOURLY_LIMIT: '3', INVITE_DAILY_LIMIT: '5' });
});
afterAll(() => t.close());

const { get, post } = injectors(() => t.app);
const HOUR_MS = 60 * 60 * 1000;
let counter = 0;
const address = (name: string) => `${name}-${++counter}@example.test`;

async function person(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.app.db, overrides);
  return { user, auth: await authHeader(t.app, user.id) };
}

async function hostedEvent() {
  const host = await person();
  const cohost = await person();
  const event = await makeEvent(t.app.db, { access: 'admin' }, { hosts: [host.user.id, cohost.user.id] });
  return { event, host, cohost };
}

const invite = (slug: string, auth: Record<string, string>, emails: string[], role = 'guest') =>
  post(`/api/event/${slug}/invite-users`, { emails, role }, auth);
const resend = (slug: string, auth: Record<string, string>, email: string) =>
  post(`/api/event/${slug}/resend-invite`, { email }, auth);

const mailsTo = async (email: string) => (await readOutbox(t)).filter((raw) => raw.includes(`To: ${email}`));
const tokenIn = (mail: string) => linkFromMail(mail, '/invite').searchParams.get('token') ?? '';
/** The token of the newest invitation e-mail to this address. */
async function tokenFor(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return tokenIn(mail);
}

/** Time passing for one event: its invitations and their mailings happened `ms` earlier. */
async function moveBack(eventId: string, ms: number) {
  await t.app.db
    .update(invites)
    .set({ lastMailedAt: sql`${invites.lastMailedAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(invites.eventId, eventId));
  await t.app.db
    .update(inviteMailings)
    .set({ createdAt: sql`${inviteMailings.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(inviteMailings.eventId, eventId));
}

const inviteRow = async (eventId: string, email: string) =>
  (
    await t.app.db
      .select()
      .from(invites)
      .where(and(eq(invites.eventId, eventId), eq(invites.email, email)))
  )[0];

describe('re-inviting an address', () => {
  it('does not e-mail a pending invitation again within a day, and says which were skipped', async () => {
    const { event, host } = await hostedEvent();
    const [ada, bob] = [address('ada'), address('bob')];
    expect((await invite(event.slug, host.auth, [ada])).statusCode).toBe(200);
    expect(await mailsTo(ada)).toHaveLength(1);
    const again = await invite(event.slug, host.auth, [ada, bob]);
    expect(again.statusCode).toBe(200);
    expect(again.json().skipped).toEqual([ada]);
    expect(again.json().invited.map((row: { email: string }) => row.email)).toEqual([bob]);
    for (let i = 0; i < 3; i++) await invite(event.slug, host.auth, [ada]);
    expect(await mailsTo(ada)).toHaveLength(1);
    const first = await tokenFor(ada);
    expect((await get(`/api/invite?token=${encodeURIComponent(first)}`, host.auth)).statusCode).toBe(200);

    // A day later the same invitation is e-mailed again, with a new link.
    await moveBack(event.id, 25 * HOUR_MS);
    const later = await invite(event.slug, host.auth, [ada]);
    expect(later.json()).toMatchObject({ skipped: [], invited: [{ email: ada, status: 'pending' }] });
    expect(await mailsTo(ada)).toHaveLength(2);
    expect(await tokenFor(ada)).not.toBe(first);
  });

  it('e-mails again at once when the invitation was answered, retracted, or changes role', async () => {
    const { event, host } = await hostedEvent();
    const email = address('carl');
    await invite(event.slug, host.auth, [email]);
    await post(`/api/event/${event.slug}/retract-invite`, { email }, host.auth);
    expect((await invite(event.slug, host.auth, [email])).json().skipped).toEqual([]);
    expect((await invite(event.slug, host.auth, [email], 'event_admin')).json().skipped).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(3);
  });
});

describe('the caps on invitation e-mails per host and event', () => {
  it('refuses a whole call past the hourly cap with 429, Retry-After and how many are left', async () => {
    const { event, host } = await hostedEvent();
    expect((await invite(event.slug, host.auth, [address('a'), address('b')])).statusCode).toBe(200);
    const tooMany = [address('c'), address('d')];
    const refused = await invite(event.slug, host.auth, tooMany);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You can send 3 invitations an hour for this event (1 left now). Try again in 1 hour.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    for (const email of tooMany) {
      expect(await inviteRow(event.id, email)).toBeUndefined();
      expect(await mailsTo(email)).toHaveLength(0);
    }
    // What is left still goes; then nothing does.
    expect((await invite(event.slug, host.auth, [tooMany[0]!])).statusCode).toBe(200);
    const none = await invite(event.slug, host.auth, [address('e')]);
    expect(none.statusCode).toBe(429);
    expect(none.json().message).toContain('(none left now)');
    // Skipped addresses cost nothing: re-inviting a recent one is answered 200.
    expect((await invite(event.slug, host.auth, [tooMany[0]!])).json().skipped).toEqual([tooMany[0]]);
  });

  it('counts per host and per event: a co-host and another event have their own', async () => {
    const { event, host, cohost } = await hostedEvent();
    await invite(event.slug, host.auth, [address('a'), address('b'), address('c')]);
    expect((await invite(event.slug, host.auth, [address('d')])).statusCode).toBe(429);
    expect((await invite(event.slug, cohost.auth, [address('e')])).statusCode).toBe(200);
    const other = await makeEvent(t.app.db, {}, { hosts: [host.user.id] });
    expect((await invite(other.slug, host.auth, [address('f')])).statusCode).toBe(200);
  });

  it('holds the daily cap once the hour has passed, and says when', async () => {
    const { event, host } = await hostedEvent();
    await invite(event.slug, host.auth, [address('a'), address('b'), address('c')]);
    await moveBack(event.id, 2 * HOUR_MS);
    expect((await invite(event.slug, host.auth, [address('d'), address('e')])).statusCode).toBe(200);
    await moveBack(event.id, 2 * HOUR_MS);
    const refused = await invite(event.slug, host.auth, [address('f')]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You can send 5 invitations a day for this event (none left now). Try again in 20 hours.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(19 * 3600);
  });

  it('caps site admins too, and refuses a list longer than a cap with 400 naming the field', async () => {
    const { event } = await hostedEvent();
    const admin = await makeAdmin(t.app.db);
    const adminAuth = await authHeader(t.app, admin.id);
    const long = await invite(event.slug, adminAuth, [address('a'), address('b'), address('c'), address('d')]);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      field: 'emails',
      message: 'You can send 3 invitations an hour for this event; this list has 4. Please send fewer at once.',
    });
    await invite(event.slug, adminAuth, [address('e'), address('f'), address('g')]);
    expect((await invite(event.slug, adminAuth, [address('h')])).statusCode).toBe(429);
  });
});

describe('POST /api/event/{slug}/resend-invite', () => {
  it('e-mails a pending invitation again with a new link; the earlier link stops working', async () => {
    const { event, host, cohost } = await hostedEvent();
    const invitee = await person({ email: address('dana') });
    const email = invitee.user.email!;
    await invite(event.slug, host.auth, [email]);
    const first = await tokenFor(email);
    await moveBack(event.id, 2 * HOUR_MS);
    const resent = await resend(event.slug, cohost.auth, email.toUpperCase());
    expect(resent.statusCode).toBe(200);
    expect(resent.json().invite).toMatchObject({ email, status: 'pending', last_mailed_at: expect.any(String) });
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await tokenFor(email);
    expect(second).not.toBe(first);
    expect((await post('/api/accept-invite', { token: first, accept: true }, invitee.auth)).statusCode).toBe(404);
    expect((await post('/api/accept-invite', { token: second, accept: true }, invitee.auth)).statusCode).toBe(200);
  });

  it('resends one invitation at most once an hour (429 with Retry-After), and counts in the caps', async () => {
    const { event, host } = await hostedEvent();
    const [a, b, c] = [address('a'), address('b'), address('c')];
    await invite(event.slug, host.auth, [a]);
    const soon = await resend(event.slug, host.auth, a);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe('This invitation was sent less than an hour ago. You can resend it in 1 hour.');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await mailsTo(a)).toHaveLength(1);

    await moveBack(event.id, HOUR_MS + 60_000);
    await invite(event.slug, host.auth, [b, c]);
    // An hour on, the resend goes (3 of 3 this hour, 4 of 5 today); one more invitation makes 5 today.
    expect((await resend(event.slug, host.auth, a)).statusCode).toBe(200);
    expect(await mailsTo(a)).toHaveLength(2);
    await moveBack(event.id, HOUR_MS + 60_000);
    expect((await invite(event.slug, host.auth, [address('d')])).statusCode).toBe(200);
    const capped = await resend(event.slug, host.auth, b);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/^You can send 5 invitations a day for this event \(none left now\)/);
    expect(await mailsTo(b)).toHaveLength(1);
  });

  it('refuses other hosts (403), strangers (401), unknown addresses (404), answered or blank ones (400)', async () => {
    const { event, host } = await hostedEvent();
    const other = await hostedEvent();
    const invitee = await person({ email: address('erin') });
    const pending = address('pending');
    await invite(event.slug, host.auth, [pending, invitee.user.email!]);
    await post('/api/accept-invite', { token: await tokenFor(invitee.user.email!), accept: true }, invitee.auth);
    await moveBack(event.id, 2 * HOUR_MS);
    expect((await resend(event.slug, other.host.auth, pending)).statusCode).toBe(403);
    expect((await resend(event.slug, invitee.auth, pending)).statusCode).toBe(403);
    expect((await post(`/api/event/${event.slug}/resend-invite`, { email: pending })).statusCode).toBe(401);
    expect((await resend(event.slug, host.auth, address('nobody'))).statusCode).toBe(404);
    expect((await resend(event.slug, host.auth, invitee.user.email!)).statusCode).toBe(400);
    expect((await resend(event.slug, host.auth, '')).statusCode).toBe(400);
    expect((await post(`/api/event/${event.slug}/resend-invite`, {}, host.auth)).statusCode).toBe(400);
    expect(await mailsTo(pending)).toHaveLength(1);
  });
});

describe('host invitations die with the host', () => {
  it('removing a host retracts the pending invitations they sent for the event, not the others', async () => {
    const { event, host, cohost } = await hostedEvent();
    const admin = await makeAdmin(t.app.db);
    const adminAuth = await authHeader(t.app, admin.id);
    const second = await person({ email: address('second-account') });
    await invite(event.slug, host.auth, [second.user.email!], 'event_admin');
    const byCohost = address('by-cohost');
    await invite(event.slug, cohost.auth, [byCohost]);
    const token = await tokenFor(second.user.email!);

    const update = {
      id: event.id,
      name: event.name,
      slug: event.slug,
      date: '2026-03-07',
      start_time: '10:00',
      event_admins: [cohost.user.id],
    };
    expect((await post('/api/event/update', update, adminAuth)).statusCode).toBe(200);

    expect((await inviteRow(event.id, second.user.email!))?.status).toBe('retracted');
    expect((await inviteRow(event.id, byCohost))?.status).toBe('pending');
    const accepted = await post('/api/accept-invite', { token, accept: true }, second.auth);
    expect(accepted.statusCode).toBe(404);
    const hosts = await t.app.db.select().from(eventHosts).where(eq(eventHosts.eventId, event.id));
    expect(hosts.map((row) => row.userId)).toEqual([cohost.user.id]);
  });

  it('accepting re-checks the sender: one no longer a host gets 409 and the invitation is retracted', async () => {
    const { event, host } = await hostedEvent();
    const second = await person({ email: address('alt') });
    await invite(event.slug, host.auth, [second.user.email!], 'event_admin');
    const token = await tokenFor(second.user.email!);
    // The host loses the role by a path that does not retract (a direct change of the table).
    await t.app.db.delete(eventHosts).where(and(eq(eventHosts.eventId, event.id), eq(eventHosts.userId, host.user.id)));
    const lookup = await get(`/api/invite?token=${encodeURIComponent(token)}`, second.auth);
    expect(lookup.json()).toMatchObject({ status: 'retracted', for_you: true });

    const accepted = await post('/api/accept-invite', { token, accept: true }, second.auth);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe('This invitation is no longer valid.');
    expect((await inviteRow(event.id, second.user.email!))?.status).toBe('retracted');
    const hosts = await t.app.db.select().from(eventHosts).where(eq(eventHosts.eventId, event.id));
    expect(hosts.map((row) => row.userId)).not.toContain(second.user.id);
  });

  it('an invitation from a site admin who is not a host stays valid; a demoted admin’s does not', async () => {
    const { event } = await hostedEvent();
    const admin = await makeAdmin(t.app.db);
    const adminAuth = await authHeader(t.app, admin.id);
    const [kept, dropped] = [await person({ email: address('kept') }), await person({ email: address('dropped') })];
    await invite(event.slug, adminAuth, [kept.user.email!, dropped.user.email!], 'event_admin');
    const keptToken = await tokenFor(kept.user.email!);
    const droppedToken = await tokenFor(dropped.user.email!);
    expect((await post('/api/accept-invite', { token: keptToken, accept: true }, kept.auth)).statusCode).toBe(200);
    await t.app.db.execute(sql`UPDATE users SET role = 'user' WHERE id = ${admin.id}`);
    expect((await post('/api/accept-invite', { token: droppedToken, accept: true }, dropped.auth)).statusCode).toBe(409);
  });
});

describe('invitation tokens', () => {
  type JobRow = { id: string; data: Record<string, unknown> };
  const inviteJobs = async () =>
    (
      await t.app.database.executeSql(
        `SELECT id, data FROM ${JOB_SCHEMA}.job WHERE name = 'invite-mail' AND state = 'created'`,
        [],
      )
    ).rows as JobRow[];

  /** A user a host has just invited to an event, with the invitation's row. */
  async function invited(name: string) {
    const { event, host } = await hostedEvent();
    const invitee = await person({ email: address(name) });
    const email = invitee.user.email!;
    await invite(event.slug, host.auth, [email]);
    return { event, invitee, email, row: await inviteRow(event.id, email) };
  }

  it('the queued job holds the invitation id only; the token is made when the e-mail is sent, and works', async () => {
    const { event, invitee, email, row } = await invited('queued');
    const jobs = (await inviteJobs()).filter((job) => job.data.inviteId === row!.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toEqual({ inviteId: row!.id });
    const hashBefore = row!.tokenHash;

    const token = await tokenFor(email);
    expect(JSON.stringify(jobs[0]!.data)).not.toContain(token);
    const sent = await inviteRow(event.id, email);
    expect(sent!.tokenHash).not.toBe(hashBefore);
    expect(sent!.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect((await post('/api/accept-invite', { token, accept: true }, invitee.auth)).statusCode).toBe(200);
  });

  it('sends nothing for an invitation retracted or answered before its e-mail went out', async () => {
    const { event, host } = await hostedEvent();
    const [retracted, answered] = [address('retracted'), address('answered')];
    await invite(event.slug, host.auth, [retracted]);
    expect((await post(`/api/event/${event.slug}/retract-invite`, { email: retracted }, host.auth)).statusCode).toBe(200);
    await invite(event.slug, host.auth, [answered]);
    await t.app.db.update(invites).set({ status: 'rejected' }).where(eq(invites.email, answered));
    expect(await mailsTo(retracted)).toHaveLength(0);
    expect(await mailsTo(answered)).toHaveLength(0);
  });

  it('a retried attempt sends a new link and the earlier one stops working: the last stored wins', async () => {
    const { invitee, row } = await invited('retried');
    // Drop the queued job: this test runs the handler by hand, as two attempts of one job.
    await t.app.database.executeSql(`DELETE FROM ${JOB_SCHEMA}.job WHERE name = 'invite-mail' AND data->>'inviteId' = $1`, [
      row!.id,
    ]);
    let handler: JobDefinition<InviteMailJob>['handler'] | undefined;
    const queue = { define: (_name: string, definition: JobDefinition<InviteMailJob>) => (handler = definition.handler) };
    const sent: MailMessage[] = [];
    let failAfterSending = true;
    const mailer = {
      send: async (message: MailMessage) => {
        sent.push(message);
        // SMTP took the message but the answer was lost: the attempt fails and is retried.
        if (failAfterSending) throw new Error('connection reset');
      },
    };
    defineInviteMailJobs(queue as unknown as JobQueue, { mailer, appUrl: t.config.appUrl });
    const context = { id: crypto.randomUUID(), attempt: 1, db: t.app.db, log: t.app.log, timeoutSeconds: 90 };
    await expect(handler!({ inviteId: row!.id }, context)).rejects.toThrow('connection reset');
    failAfterSending = false;
    await handler!({ inviteId: row!.id }, { ...context, attempt: 2 });
    // The job is done: a third run sends nothing.
    await handler!({ inviteId: row!.id }, { ...context, attempt: 3 });
    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((message) =>
      new URL(/https?:\/\/\S+/.exec(message.text ?? '')![0]).searchParams.get('token')!,
    );
    expect(first).not.toBe(second);
    expect((await post('/api/accept-invite', { token: first!, accept: true }, invitee.auth)).statusCode).toBe(404);
    expect((await post('/api/accept-invite', { token: second!, accept: true }, invitee.auth)).statusCode).toBe(200);
  });
});
