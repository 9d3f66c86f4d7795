import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkInTimeLabel } from '@hearth/contract/check-in';
import { checkInReference } from '@hearth/contract/registrations';
import { ticketCodeLabel } from '@hearth/contract/ticket-code';
import { registrations } from '../src/db/schema.ts';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeEvent, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const checkIn = (slug: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/event/${slug}/check-in`, payload: payload as object, headers });
const undo = (slug: string, code: string, headers: Headers = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/event/${slug}/check-in/${encodeURIComponent(code)}`, headers });
const list = (slug: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/event/${slug}/check-in`, headers });

async function person(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.app.db, overrides);
  return { user, auth: await authHeader(t.app, user.id) };
}

/** An event with a host, an approved guest and a pending applicant. */
async function door() {
  const host = await person();
  const event = await makeEvent(t.app.db, {}, { hosts: [host.user.id] });
  const guest = await person({ name: 'Grace Hopper', headline: 'Compilers @ Navy', photoUrl: 'https://example.test/grace.png' });
  const ticket = await makeRegistration(t.app.db, { eventId: event.id, userId: guest.user.id, status: 'approved' });
  const applicant = await person({ name: 'Alan Pending' });
  const pending = await makeRegistration(t.app.db, { eventId: event.id, userId: applicant.user.id, status: 'pending' });
  return { host, event, guest, ticket, applicant, pending, payload: checkInReference(event.slug, ticket.checkInCode) };
}

const storedCheckIn = async (id: string) => (await t.app.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;

describe('POST /api/event/{slug}/check-in: who may check guests in', () => {
  it('a host checks an approved guest in by the QR payload: 200 with the guest and the new counts', async () => {
    const { host, event, guest, ticket, payload } = await door();
    const before = Date.now();
    const response = await checkIn(event.slug, { code: payload }, host.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      result: 'checked_in',
      message: 'Checked in.',
      guest: {
        user_id: guest.user.id,
        name: 'Grace Hopper',
        headline: 'Compilers @ Navy',
        photoURL: 'https://example.test/grace.png',
        status: 'approved',
        check_in_code: ticket.checkInCode,
      },
      counts: { checked_in: 1, approved: 1 },
    });
    expect(new Date(body.guest.checked_in_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const row = await storedCheckIn(ticket.id);
    expect(row.checkedInAt?.toISOString()).toBe(body.guest.checked_in_at);
    expect(row.checkedInBy).toBe(host.user.id);
  });

  it('a site admin checks a guest in by the bare code', async () => {
    const { event, ticket } = await door();
    const admin = await person({ role: 'admin' });
    const response = await checkIn(event.slug, { code: `  ${ticket.checkInCode} ` }, admin.auth);
    expect(response.statusCode).toBe(200);
    expect((await storedCheckIn(ticket.id)).checkedInBy).toBe(admin.user.id);
  });

  it('a host checks a guest in by the code printed on the ticket, typed in any case, spacing or dashes', async () => {
    const { host, event, ticket } = await door();
    expect(ticket.checkInCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const printed = ticketCodeLabel(ticket.checkInCode);
    expect(printed).toMatch(/^\S{5} \S{5}$/);
    const typed = ` ${printed.toLowerCase().replace(' ', ' - ')} `;
    const response = await checkIn(event.slug, { code: typed }, host.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().guest.check_in_code).toBe(ticket.checkInCode);
    const again = await checkIn(event.slug, { code: printed }, host.auth);
    expect(again.statusCode).toBe(409);
    expect((await undo(event.slug, printed.toLowerCase(), host.auth)).statusCode).toBe(200);
  });

  it('still accepts a ticket code made before short codes, exactly as printed, and refuses it in another case', async () => {
    const { host, event } = await door();
    const guest = await person();
    const old = await makeRegistration(t.app.db, {
      eventId: event.id,
      userId: guest.user.id,
      status: 'approved',
      checkInCode: 'aB3_x-9Qz0Lk',
    });
    expect((await checkIn(event.slug, { code: 'AB3_X-9QZ0LK' }, host.auth)).statusCode).toBe(404);
    const response = await checkIn(event.slug, { code: ticketCodeLabel(old.checkInCode) }, host.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().guest.user_id).toBe(guest.user.id);
  });

  it('an admin API key checks a guest in, recorded as the admin who created the key', async () => {
    const { event, ticket, payload } = await door();
    const admin = await makeAdmin(t.app.db);
    const { key } = await makeApiKey(t.app.db, { createdBy: admin.id });
    const response = await checkIn(event.slug, { code: payload }, { authorization: `Bearer ${key}` });
    expect(response.statusCode).toBe(200);
    expect((await storedCheckIn(ticket.id)).checkedInBy).toBe(admin.id);
  });

  it('refuses the guest themself, another user (403) and anonymous callers (401) on every route', async () => {
    const { event, guest, ticket, payload } = await door();
    const other = await person();
    for (const auth of [guest.auth, other.auth]) {
      expect((await checkIn(event.slug, { code: payload }, auth)).statusCode).toBe(403);
      expect((await checkIn(event.slug, { code: 'HEARTH::not-even-a-ticket' }, auth)).statusCode).toBe(403);
      expect((await undo(event.slug, ticket.checkInCode, auth)).statusCode).toBe(403);
      expect((await list(event.slug, auth)).statusCode).toBe(403);
    }
    expect((await checkIn(event.slug, { code: payload })).statusCode).toBe(401);
    expect((await undo(event.slug, ticket.checkInCode)).statusCode).toBe(401);
    expect((await list(event.slug)).statusCode).toBe(401);
    expect((await storedCheckIn(ticket.id)).checkedInAt).toBeNull();
  });

  it('a host of another event may not check guests in here (403)', async () => {
    const { event, payload } = await door();
    const elsewhere = await door();
    expect((await checkIn(event.slug, { code: payload }, elsewhere.host.auth)).statusCode).toBe(403);
  });
});

describe('POST /api/event/{slug}/check-in: every answer', () => {
  it('answers 409 with the first check-in time when the ticket is scanned again', async () => {
    const { host, event, payload, ticket } = await door();
    const first = (await checkIn(event.slug, { code: payload }, host.auth)).json();
    const again = await checkIn(event.slug, { code: ticket.checkInCode }, host.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      result: 'already_checked_in',
      message: `Already checked in at ${checkInTimeLabel(first.guest.checked_in_at)}.`,
      guest: { name: 'Grace Hopper', checked_in_at: first.guest.checked_in_at },
    });
    expect(again.json().message).toMatch(/^Already checked in at \d\d:\d\d\.$/);
  });

  it('answers 422 other_event for another event’s QR payload or bare code, and checks nobody in', async () => {
    const { host, event } = await door();
    const other = await door();
    for (const code of [other.payload, other.ticket.checkInCode, checkInReference(other.event.slug, 'no-such-code')]) {
      const response = await checkIn(event.slug, { code }, host.auth);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ result: 'other_event', message: 'This ticket is for another event.' });
    }
    expect((await storedCheckIn(other.ticket.id)).checkedInAt).toBeNull();
  });

  it.each(['pending', 'declined', 'waitlisted'] as const)(
    'answers 422 not_approved with the status for a %s registration',
    async (status) => {
      const { host, event, pending } = await door();
      await t.app.db.update(registrations).set({ status }).where(eq(registrations.id, pending.id));
      const response = await checkIn(event.slug, { code: checkInReference(event.slug, pending.checkInCode) }, host.auth);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        result: 'not_approved',
        message: `Not approved: this registration is ${status}.`,
        guest: { name: 'Alan Pending', status, checked_in_at: null },
      });
      expect((await storedCheckIn(pending.id)).checkedInAt).toBeNull();
    },
  );

  it('answers 404 unknown_code for a code nobody holds, and 404 for an unknown event', async () => {
    const { host, event } = await door();
    for (const code of ['nope', checkInReference(event.slug, 'nope'), 'https://example.test/not-a-ticket']) {
      const response = await checkIn(event.slug, { code }, host.auth);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ result: 'unknown_code', message: 'Unknown ticket code.' });
    }
    const admin = await person({ role: 'admin' });
    const missing = await checkIn('no-such-event', { code: 'abc' }, admin.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Event not found.' });
  });

  it.each([
    ['no body', undefined, 'Please send a JSON body with the ticket code.'],
    ['no code', {}, 'Please send the ticket code.'],
    ['a number', { code: 42 }, 'Please send the ticket code.'],
    ['a blank code', { code: '   ' }, 'Please enter a ticket code.'],
    ['a long code', { code: 'x'.repeat(501) }, 'The ticket code is too long.'],
    ['a payload without its code', { code: 'HEARTH:some-event:' }, /^This is not a Hearth ticket code/],
    ['a payload without its slug', { code: 'HEARTH::abc' }, /^This is not a Hearth ticket code/],
  ])('answers 400 naming the field for %s', async (_name, payload, message) => {
    const { host, event } = await door();
    const response = await checkIn(event.slug, payload, host.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('lets exactly one of several simultaneous scans of one ticket through; the others get 409', async () => {
    const { host, event, payload, ticket } = await door();
    const admin = await person({ role: 'admin' });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => checkIn(event.slug, { code: payload }, index % 2 ? admin.auth : host.auth)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    for (const loser of responses.filter((response) => response.statusCode === 409)) {
      expect(loser.json().guest.checked_in_at).toBe(winner.guest.checked_in_at);
    }
    expect((await storedCheckIn(ticket.id)).checkedInAt?.toISOString()).toBe(winner.guest.checked_in_at);
  });
});

describe('DELETE /api/event/{slug}/check-in/{code}', () => {
  it('undoes a check-in; undoing again changes nothing; the guest can be checked in afresh', async () => {
    const { host, event, payload, ticket } = await door();
    expect((await checkIn(event.slug, { code: payload }, host.auth)).statusCode).toBe(200);

    const undone = await undo(event.slug, ticket.checkInCode, host.auth);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({
      guest: { name: 'Grace Hopper', checked_in_at: null },
      counts: { checked_in: 0, approved: 1 },
    });
    const row = await storedCheckIn(ticket.id);
    expect(row.checkedInAt).toBeNull();
    expect(row.checkedInBy).toBeNull();

    const twice = await undo(event.slug, payload, host.auth);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().guest.checked_in_at).toBeNull();
    expect((await checkIn(event.slug, { code: payload }, host.auth)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code and 422 for another event’s payload', async () => {
    const { host, event } = await door();
    const other = await door();
    const unknown = await undo(event.slug, 'nope', host.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().result).toBe('unknown_code');
    const elsewhere = await undo(event.slug, other.payload, host.auth);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().result).toBe('other_event');
  });
});

describe('GET /api/event/{slug}/check-in', () => {
  it('counts approved guests checked in and lists every registration by name with status and check-in time', async () => {
    const { host, event, payload, guest } = await door();
    const zed = await person({ name: 'zed Approved', email: 'zed@example.test' });
    await makeRegistration(t.app.db, { eventId: event.id, userId: zed.user.id, status: 'approved' });
    await checkIn(event.slug, { code: payload }, host.auth);

    const response = await list(event.slug, host.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.event).toEqual({ id: event.id, slug: event.slug, name: event.name });
    expect(body.counts).toEqual({ checked_in: 1, approved: 2 });
    expect(body.guests.map((item: { name: string }) => item.name)).toEqual(['Alan Pending', 'Grace Hopper', 'zed Approved']);
    expect(body.guests[1]).toMatchObject({ user_id: guest.user.id, email: guest.user.email, status: 'approved' });
    expect(body.guests[1].checked_in_at).toEqual(expect.any(String));
    expect(body.guests[2]).toMatchObject({ email: 'zed@example.test', status: 'approved', checked_in_at: null });
    expect(body.guests[0]).toMatchObject({ status: 'pending', checked_in_at: null });
  });

  it('answers 404 for an unknown event', async () => {
    const admin = await person({ role: 'admin' });
    expect((await list('no-such-event', admin.auth)).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  const openApiDocument = async () => (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

  it.each([
    ['post', '/api/event/{slug}/check-in', [200, 400, 401, 403, 404, 408, 409, 413, 415, 422, 429, 431, 503]],
    ['get', '/api/event/{slug}/check-in', [200, 400, 401, 403, 404, 429, 431, 503]],
    ['delete', '/api/event/{slug}/check-in/{code}', [200, 400, 401, 403, 404, 408, 413, 415, 422, 429, 431, 503]],
  ])('documents every answer of %s %s', async (method, path, statuses) => {
    const operation = (await openApiDocument()).paths[path][method];
    expect(Object.keys(operation.responses).sort()).toEqual(statuses.map(String));
  });

  it('says what a 422 of a scan means', async () => {
    const operation = (await openApiDocument()).paths['/api/event/{slug}/check-in'].post;
    expect(operation.responses['422'].description).toMatch(/not_approved/);
  });
});
