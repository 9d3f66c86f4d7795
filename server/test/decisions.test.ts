import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { registrations, users } from '../src/db/schema.ts';
import { JOB_SCHEMA } from '../src/jobs/queue.ts';
import { promoteAfterGracePeriod, type PromotionJob } from '../src/waitlist/promotion-job.ts';
import { authHeader, buildTestApp, readOutbox, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeEvent, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const decide = (app: TestApp, slug: string, payload: unknown, headers: Headers = {}) =>
  app.app.inject({ method: 'POST', url: `/api/event/${slug}/applications/status`, payload: payload as object, headers });

async function hostedEvent(app: TestApp, overrides: Parameters<typeof makeEvent>[1] = {}) {
  const host = await makeUser(app.app.db);
  const event = await makeEvent(app.app.db, overrides, { hosts: [host.id] });
  return { event, host, auth: await authHeader(app.app, host.id) };
}

async function applicants(app: TestApp, eventId: string, count: number, status: 'pending' | 'approved' = 'pending') {
  const people = [];
  for (let index = 0; index < count; index++) {
    const user = await makeUser(app.app.db);
    await makeRegistration(app.app.db, { eventId, userId: user.id, status });
    people.push(user);
  }
  return people;
}

const statuses = async (app: TestApp, eventId: string) =>
  Object.fromEntries(
    (
      await app.app.db
        .select({ userId: registrations.userId, status: registrations.status })
        .from(registrations)
        .where(eq(registrations.eventId, eventId))
    ).map((row) => [row.userId, row.status]),
  );

const mailsTo = (outbox: string[], email: string | null, subject: string) =>
  outbox.filter((raw) => raw.includes(`To: ${email}`) && raw.includes(`Subject: ${subject}`)).length;

describe('POST /api/event/{slug}/applications/status', () => {
  it('lets a host approve many applicants in one request and e-mails each once', async () => {
    const { event, auth } = await hostedEvent(t);
    const people = await applicants(t, event.id, 3);
    const response = await decide(t, event.slug, { user_ids: people.map((p) => p.id), new_status: 'approved' }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ event_id: event.id, unchanged: 0, emailed: 3, grace_seconds: 0 });
    expect(response.json().changed).toHaveLength(3);
    expect(Object.values(await statuses(t, event.id))).toEqual(['approved', 'approved', 'approved']);
    const outbox = await readOutbox(t);
    for (const person of people) expect(mailsTo(outbox, person.email, `You're going to ${event.name}`)).toBe(1);
  });

  it('leaves applicants who already have the status alone (no e-mail)', async () => {
    const { event, auth } = await hostedEvent(t);
    const [done] = await applicants(t, event.id, 1, 'approved');
    const [fresh] = await applicants(t, event.id, 1);
    const response = await decide(t, event.slug, { user_ids: [done!.id, fresh!.id], new_status: 'approved' }, auth);
    expect(response.json()).toMatchObject({ unchanged: 1, emailed: 1 });
    expect(response.json().changed).toEqual([{ user_id: fresh!.id, status: 'approved', previous: 'pending' }]);
    expect(mailsTo(await readOutbox(t), done!.email, "You're going")).toBe(0);
  });

  it('approves as many as the capacity allows, in the order given, and waitlists the rest', async () => {
    const { event, auth } = await hostedEvent(t, { capacity: 2 });
    const people = await applicants(t, event.id, 3);
    const ids = people.map((p) => p.id).reverse();
    const response = await decide(t, event.slug, { user_ids: ids, new_status: 'approved' }, auth);
    expect(response.json().changed.map((item: { status: string }) => item.status)).toEqual([
      'approved',
      'approved',
      'waitlisted',
    ]);
    const outbox = await readOutbox(t);
    expect(mailsTo(outbox, people[0]!.email, `You are on the waitlist for ${event.name}`)).toBe(1);
  });

  it('declines and waitlists in bulk, giving freed places to the waitlist', async () => {
    const { event, auth } = await hostedEvent(t, { capacity: 1 });
    const [approved] = await applicants(t, event.id, 1, 'approved');
    const [waiting] = await applicants(t, event.id, 1);
    await decide(t, event.slug, { user_ids: [waiting!.id], new_status: 'waitlisted' }, auth);
    const response = await decide(t, event.slug, { user_ids: [approved!.id], new_status: 'declined' }, auth);
    expect(response.statusCode).toBe(200);
    expect(await statuses(t, event.id)).toEqual({ [approved!.id]: 'declined', [waiting!.id]: 'approved' });
  });

  it('with a grace period of 0, promotes at once and e-mails the promoted guest once', async () => {
    const { event, auth } = await hostedEvent(t, { capacity: 1 });
    const [approved] = await applicants(t, event.id, 1, 'approved');
    const [waiting] = await applicants(t, event.id, 1);
    await decide(t, event.slug, { user_ids: [waiting!.id], new_status: 'approved' }, auth);
    await decide(t, event.slug, { user_ids: [approved!.id], new_status: 'declined' }, auth);
    expect(await statuses(t, event.id)).toEqual({ [approved!.id]: 'declined', [waiting!.id]: 'approved' });
    await t.app.jobs.runDue(['waitlist-promotion']);
    expect(mailsTo(await readOutbox(t), waiting!.email, `You're going to ${event.name}`)).toBe(1);
  });

  it('is allowed to site admins and admin API keys, 403 for other users and hosts of other events, 401 signed out', async () => {
    const { event } = await hostedEvent(t);
    const [person] = await applicants(t, event.id, 1);
    const body = { user_ids: [person!.id], new_status: 'declined' };
    const other = await hostedEvent(t);
    const stranger = await makeUser(t.app.db);
    expect((await decide(t, event.slug, body)).statusCode).toBe(401);
    expect((await decide(t, event.slug, body, await authHeader(t.app, stranger.id))).statusCode).toBe(403);
    expect((await decide(t, event.slug, body, other.auth)).statusCode).toBe(403);
    expect(await statuses(t, event.id)).toEqual({ [person!.id]: 'pending' });

    const admin = await makeAdmin(t.app.db);
    expect((await decide(t, event.slug, body, await authHeader(t.app, admin.id))).statusCode).toBe(200);
    const { key } = await makeApiKey(t.app.db, { createdBy: admin.id });
    const viaKey = await decide(t, event.slug, { ...body, new_status: 'approved' }, { authorization: `Bearer ${key}` });
    expect(viaKey.statusCode).toBe(200);
    expect(await statuses(t, event.id)).toEqual({ [person!.id]: 'approved' });
  });

  it('answers 404 for an unknown event and 400 for bad input', async () => {
    const { event, auth } = await hostedEvent(t);
    const id = crypto.randomUUID();
    expect((await decide(t, 'no-such-event', { user_ids: [id], new_status: 'approved' }, auth)).statusCode).toBe(404);
    const bad = [
      { user_ids: [], new_status: 'approved' },
      { user_ids: ['not-a-uuid'], new_status: 'approved' },
      { user_ids: [id], new_status: 'maybe' },
      { user_ids: [id] },
      { user_ids: Array.from({ length: 5001 }, () => crypto.randomUUID()), new_status: 'declined' },
    ];
    for (const payload of bad) {
      const response = await decide(t, event.slug, payload, auth);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('ignores users who are not applicants of this event', async () => {
    const { event, auth } = await hostedEvent(t);
    const elsewhere = await hostedEvent(t);
    const [theirs] = await applicants(t, elsewhere.event.id, 1);
    const response = await decide(t, event.slug, { user_ids: [theirs!.id], new_status: 'approved' }, auth);
    expect(response.json()).toMatchObject({ changed: [], unchanged: 1, emailed: 0 });
    expect(await statuses(t, elsewhere.event.id)).toEqual({ [theirs!.id]: 'pending' });
  });
});

describe('the grace period of a decision e-mail', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await buildTestApp({ DECISION_GRACE_SECONDS: '60' });
  });
  afterAll(() => slow.close());

  const setStatus = (slug: string, user: string, status: string, auth: Headers) =>
    decide(slow, slug, { user_ids: [user], new_status: status }, auth);
  // Time passing: every waiting decision e-mail becomes due. A second ago, not now(): pg-boss takes a
  // job whose start_after is before now(), and two statements can share a clock tick.
  const endGracePeriods = () =>
    slow.app.db.execute(
      sql.raw(
        `UPDATE ${JOB_SCHEMA}.job SET start_after = now() - interval '1 second'
         WHERE name IN ('decision-mail', 'waitlist-promotion') AND state = 'created'`,
      ),
    );

  it('sends nothing within the grace period, then only the final outcome: Approve → Decline → Approve is one "You\'re going"', async () => {
    const { event, auth } = await hostedEvent(slow);
    const [guest] = await applicants(slow, event.id, 1);
    for (const status of ['approved', 'declined', 'approved'])
      expect((await setStatus(event.slug, guest!.id, status, auth)).statusCode).toBe(200);
    expect(mailsTo(await readOutbox(slow), guest!.email, '')).toBe(0);

    await endGracePeriods();
    const outbox = await readOutbox(slow);
    expect(mailsTo(outbox, guest!.email, `You're going to ${event.name}`)).toBe(1);
    expect(mailsTo(outbox, guest!.email, `Your request to attend ${event.name}`)).toBe(0);
  });

  it('also holds for the one-applicant route POST /application/status', async () => {
    const { event, auth } = await hostedEvent(slow);
    const [guest] = await applicants(slow, event.id, 1);
    for (const status of ['approved', 'declined']) {
      const url = `/api/application/status?event_id=${event.id}&user_id=${guest!.id}&new_status=${status}`;
      expect((await slow.app.inject({ method: 'POST', url, headers: auth })).statusCode).toBe(200);
    }
    await endGracePeriods();
    const outbox = await readOutbox(slow);
    expect(mailsTo(outbox, guest!.email, `Your request to attend ${event.name}`)).toBe(1);
    expect(mailsTo(outbox, guest!.email, "You're going")).toBe(0);
  });

  it('sends nothing for a decision undone back to pending, or back to what the guest was already told', async () => {
    const { event, auth } = await hostedEvent(slow);
    const [undone, told] = await applicants(slow, event.id, 2);
    await setStatus(event.slug, undone!.id, 'declined', auth);
    await setStatus(event.slug, undone!.id, 'pending', auth);
    await setStatus(event.slug, told!.id, 'approved', auth);
    await endGracePeriods();
    expect(mailsTo(await readOutbox(slow), told!.email, "You're going")).toBe(1);

    await setStatus(event.slug, told!.id, 'declined', auth);
    await setStatus(event.slug, told!.id, 'approved', auth);
    await endGracePeriods();
    const outbox = await readOutbox(slow);
    expect(mailsTo(outbox, undone!.email, '')).toBe(0);
    expect(mailsTo(outbox, told!.email, "You're going")).toBe(1);
    expect(mailsTo(outbox, told!.email, 'Your request to attend')).toBe(0);
  });

  /** Capacity `approved.length`, all approved, then `waiting` guests put on the waitlist in order. */
  async function fullWithWaitlist(approvedCount: number, waitingCount: number) {
    const { event, auth } = await hostedEvent(slow, { capacity: approvedCount });
    const approved = await applicants(slow, event.id, approvedCount, 'approved');
    // Approved and told so two days ago: an Undo must give back this time, not a new one.
    await slow.app.db
      .update(registrations)
      .set({ approvedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000), notifiedStatus: 'approved' })
      .where(eq(registrations.eventId, event.id));
    const waiting = await applicants(slow, event.id, waitingCount);
    for (const guest of waiting) await setStatus(event.slug, guest.id, 'approved', auth);
    await endGracePeriods();
    await readOutbox(slow);
    const before = await statuses(slow, event.id);
    expect(waiting.map((guest) => before[guest.id])).toEqual(waiting.map(() => 'waitlisted'));
    return { event, auth, approved, waiting };
  }
  /** The grace period passes: due promotions run, then every e-mail due is sent. */
  const passGracePeriod = async () => {
    await endGracePeriods();
    await slow.app.jobs.runDue(['waitlist-promotion']);
    return readOutbox(slow);
  };
  /** What the toast's Undo sends: one bulk decision per earlier status. */
  const undo = async (slug: string, changed: { user_id: string; previous: string }[], auth: Headers) => {
    for (const previous of new Set(changed.map((item) => item.previous))) {
      const ids = changed.filter((item) => item.previous === previous).map((item) => item.user_id);
      expect((await decide(slow, slug, { user_ids: ids, new_status: previous }, auth)).statusCode).toBe(200);
    }
  };

  it('Decline then Undo gives the guest their place back and promotes and e-mails nobody (one-applicant route)', async () => {
    const { event, auth, approved, waiting } = await fullWithWaitlist(1, 1);
    const [a] = approved;
    const [b] = waiting;
    const url = `/api/application/status?event_id=${event.id}&user_id=${a!.id}&new_status=declined`;
    const declined = await slow.app.inject({ method: 'POST', url, headers: auth });
    expect(declined.json()).toMatchObject({ status: 'declined', changed: true });
    // Within the grace period the place stays free for the Undo: B is not promoted yet.
    expect(await statuses(slow, event.id)).toEqual({ [a!.id]: 'declined', [b!.id]: 'waitlisted' });
    await undo(event.slug, [{ user_id: a!.id, previous: 'approved' }], auth);
    expect(await statuses(slow, event.id)).toEqual({ [a!.id]: 'approved', [b!.id]: 'waitlisted' });

    const outbox = await passGracePeriod();
    expect(await statuses(slow, event.id)).toEqual({ [a!.id]: 'approved', [b!.id]: 'waitlisted' });
    expect(mailsTo(outbox, b!.email, "You're going")).toBe(0);
    expect(mailsTo(outbox, a!.email, '')).toBe(0);
  });

  it('bulk Decline then Undo restores the whole batch exactly, with the original approval times', async () => {
    const { event, auth, approved, waiting } = await fullWithWaitlist(3, 3);
    const pending = await applicants(slow, event.id, 1);
    const times = async () =>
      Object.fromEntries(
        (
          await slow.app.db
            .select({ userId: registrations.userId, approvedAt: registrations.approvedAt })
            .from(registrations)
            .where(eq(registrations.eventId, event.id))
        ).map((row) => [row.userId, row.approvedAt?.getTime() ?? null]),
      );
    const before = { statuses: await statuses(slow, event.id), times: await times() };
    const batch = [...approved, ...pending].map((person) => person.id);
    const response = await decide(slow, event.slug, { user_ids: batch, new_status: 'declined' }, auth);
    expect(response.json().changed).toHaveLength(4);
    await undo(event.slug, response.json().changed, auth);
    expect(await statuses(slow, event.id)).toEqual(before.statuses);
    expect(await times()).toEqual(before.times);

    const outbox = await passGracePeriod();
    expect(await statuses(slow, event.id)).toEqual(before.statuses);
    for (const person of [...approved, ...pending]) expect(mailsTo(outbox, person.email, '')).toBe(0);
    for (const person of waiting) expect(mailsTo(outbox, person.email, "You're going")).toBe(0);
  });

  it('keeps the held place when another guest cancels within the grace period', async () => {
    const { event, auth, approved, waiting } = await fullWithWaitlist(2, 2);
    const [a, leaving] = approved;
    await setStatus(event.slug, a!.id, 'declined', auth);
    // A guest's own cancel still promotes at once, but only into their own place.
    const cancel = await slow.app.inject({
      method: 'POST',
      url: '/api/application/remove',
      payload: { event_id: event.id },
      headers: await authHeader(slow.app, leaving!.id),
    });
    expect(cancel.statusCode).toBe(200);
    expect(await statuses(slow, event.id)).toEqual({
      [a!.id]: 'declined',
      [waiting[0]!.id]: 'approved',
      [waiting[1]!.id]: 'waitlisted',
    });
    await undo(event.slug, [{ user_id: a!.id, previous: 'approved' }], auth);
    expect((await statuses(slow, event.id))[a!.id]).toBe('approved');
    await passGracePeriod();
    expect((await statuses(slow, event.id))[waiting[1]!.id]).toBe('waitlisted');
  });

  it('without Undo, promotes the first in line when the grace period ends, e-mailed once, also with two workers', async () => {
    const { event, auth, approved, waiting } = await fullWithWaitlist(2, 3);
    const response = await decide(slow, event.slug, { user_ids: approved.map((p) => p.id), new_status: 'declined' }, auth);
    expect(response.statusCode).toBe(200);
    expect(mailsTo(await readOutbox(slow), waiting[0]!.email, "You're going")).toBe(0);
    expect((await statuses(slow, event.id))[waiting[0]!.id]).toBe('waitlisted');

    await endGracePeriods();
    // Two instances run the due promotion at once (and one runs it again): each place is given once.
    const { rows } = (await slow.app.database.executeSql(
      `SELECT data FROM ${JOB_SCHEMA}.job WHERE name = 'waitlist-promotion' AND data->>'eventId' = $1`,
      [event.id],
    )) as { rows: { data: PromotionJob }[] };
    const [job] = rows;
    const run = () =>
      promoteAfterGracePeriod({ db: slow.app.db, jobs: slow.app.jobs, job: job!.data, appUrl: slow.config.appUrl });
    const promoted = (await Promise.all([run(), run(), slow.app.jobs.runDue(['waitlist-promotion']).then(() => [])])).flat();
    expect(promoted.sort()).toEqual([waiting[0]!.id, waiting[1]!.id].sort());
    const outbox = await passGracePeriod();
    expect(await statuses(slow, event.id)).toMatchObject({
      [waiting[0]!.id]: 'approved',
      [waiting[1]!.id]: 'approved',
      [waiting[2]!.id]: 'waitlisted',
    });
    for (const guest of waiting.slice(0, 2)) expect(mailsTo(outbox, guest.email, `You're going to ${event.name}`)).toBe(1);
    expect(mailsTo(outbox, waiting[2]!.email, "You're going")).toBe(0);
    for (const guest of approved) expect(mailsTo(outbox, guest.email, `Your request to attend ${event.name}`)).toBe(1);
  });
});

describe('5,000 applicants', () => {
  it('filters and sorts on the server and approves 5,000 in one request', async () => {
    const { event, auth } = await hostedEvent(t, { questions: ['What will you build?'] });
    const total = 5000;
    const batch = 1000;
    for (let offset = 0; offset < total; offset += batch) {
      const rows = Array.from({ length: batch }, (_, index) => {
        const n = offset + index;
        return {
          email: `bulk-${n}-${event.id.slice(0, 8)}@bulk.test`,
          name: `Bulk ${String(total - n).padStart(4, '0')}`,
          headline: 'Builder',
          linkedinUrl: `https://www.linkedin.com/in/bulk-${n}`,
          githubUrl: n % 2 ? `https://github.com/bulk-${n}` : null,
        };
      });
      const inserted = await t.app.db.insert(users).values(rows).returning({ id: users.id });
      await t.app.db.insert(registrations).values(
        inserted.map(({ id }, index) => ({
          eventId: event.id,
          userId: id,
          status: 'pending' as const,
          questions: ['What will you build?'],
          answers: [(offset + index) % 10 === 0 ? 'A voice agent' : 'A compiler'],
          checkInCode: crypto.randomBytes(6).toString('hex'),
          createdAt: new Date(Date.now() - (total - offset - index) * 1000),
        })),
      );
    }
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/event/${event.slug}/applications?${query}`, headers: auth });

    const voice = (await list('answer=VOICE&has_github=false')).json();
    expect(voice.pending_requests).toHaveLength(500);
    expect(voice.pending_count).toBe(total);
    const byName = (await list('sort=name&question=0&answer=voice')).json();
    expect(byName.pending_requests[0].name).toBe('Bulk 0010');
    expect((await list('since=2999-01-01')).json().pending_requests).toHaveLength(0);
    expect((await list('sort=sideways')).statusCode).toBe(400);

    const ids = (await list('status=pending')).json().pending_requests.map((item: { id: string }) => item.id);
    expect(ids).toHaveLength(total);
    const response = await decide(t, event.slug, { user_ids: ids, new_status: 'approved' }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().changed).toHaveLength(total);
    const approved = await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), inArray(registrations.status, ['approved'])));
    expect(approved[0]?.count).toBe(total);
    const after = (await list('status=approved')).json();
    expect(after.approved_count).toBe(total);
  }, 120_000);
});
