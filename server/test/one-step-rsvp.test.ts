import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrations } from '../src/db/schema.ts';
import { JOB_SCHEMA } from '../src/jobs/queue.ts';
import { readOutbox, suiteApp } from './helpers.ts';
import { eventDay, eventUpdate, readable, subjectOf, type Person } from './event-day.ts';

// Forty requests at once from one address: no load shedding here (overload.test.ts tests it).
const t = suiteApp({ MAX_IN_FLIGHT: '0' });
const day = eventDay(t);

/** An event that needs no approval (one-step RSVP), with this capacity. */
const openEvent = (capacity: number | null, overrides: Parameters<typeof day.hostedEvent>[0] = {}) =>
  day.hostedEvent({ capacity, approvalRequired: false, location: 'Pier 70, San Francisco', ...overrides });

const request = (guest: Person, event: { id: string }, answers?: string[]) =>
  day.call('POST', '/api/application/new', guest.auth, { event_id: event.id, ...(answers ? { answers } : {}) });

/** Each guest asks to attend, one after the other; answers the statuses they got. */
async function requestInTurn(guests: Person[], event: { id: string }) {
  const statuses: string[] = [];
  for (const guest of guests) {
    const response = await request(guest, event);
    expect(response.statusCode, response.body).toBe(200);
    statuses.push(response.json().status);
  }
  return statuses;
}

/** The `decision-mail` jobs queued for a registration. */
async function decisionMailJobs(registrationId: string) {
  const { rows } = (await t.app.database.executeSql(
    `SELECT id FROM ${JOB_SCHEMA}.job WHERE name = 'decision-mail' AND data->'registrationIds' ? $1`,
    [registrationId],
  )) as { rows: unknown[] };
  return rows.length;
}

const registrationOf = async (guest: Person) =>
  (await t.app.db.select().from(registrations).where(eq(registrations.userId, guest.user.id)))[0];

describe('approval_required on the event', () => {
  it('is true on a new event unless set; an update without it keeps it', async () => {
    const { auth } = await day.person({ role: 'admin' });
    const timestamp = Date.now() + 10 * 24 * 60 * 60 * 1000;
    const approval = await day.call('POST', '/api/event/new', auth, { name: 'Reviewed', slug: 'reviewed', timestamp });
    expect(approval.statusCode).toBe(200);
    expect(approval.json().approval_required).toBe(true);
    const open = await day.call('POST', '/api/event/new', auth, {
      name: 'Open meetup',
      slug: 'open-meetup',
      timestamp,
      approval_required: false,
    });
    expect(open.json().approval_required).toBe(false);

    const { event, host } = await day.hostedEvent();
    const switched = await day.call('POST', '/api/event/update', host.auth, eventUpdate(event, { approval_required: false }));
    expect(switched.statusCode).toBe(200);
    expect(switched.json().approval_required).toBe(false);
    const kept = await day.call('POST', '/api/event/update', host.auth, eventUpdate(event, { description: 'Edited' }));
    expect(kept.json()).toMatchObject({ description: 'Edited', approval_required: false });
    const detail = await day.call('GET', `/api/event/${event.slug}`);
    expect(detail.json().event.approval_required).toBe(false);
    const listed = (await day.call('GET', '/api/events')).json() as { id: string; approval_required: boolean }[];
    expect(listed.find((item) => item.id === event.id)?.approval_required).toBe(false);
  });

  it('cannot be changed by a guest (403) or anonymously (401)', async () => {
    const { event } = await day.hostedEvent();
    const guest = await day.person();
    const body = eventUpdate(event, { approval_required: false });
    expect((await day.call('POST', '/api/event/update', guest.auth, body)).statusCode).toBe(403);
    expect((await day.call('POST', '/api/event/update', undefined, body)).statusCode).toBe(401);
    expect((await day.call('GET', `/api/event/${event.slug}`)).json().event.approval_required).toBe(true);
  });

  it.each(['no', 0, null, [false]])('refuses %j with a message naming the Require approval setting (400)', async (value) => {
    const { event, host } = await day.hostedEvent();
    const response = await day.call('POST', '/api/event/update', host.auth, eventUpdate(event, { approval_required: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'approval_required' });
    expect(response.json().message).toBe('The Require approval setting must be true or false.');
    const { auth } = await day.person({ role: 'admin' });
    const created = await day.call('POST', '/api/event/new', auth, {
      name: 'Bad',
      slug: 'bad-approval',
      timestamp: Date.now() + 86_400_000,
      approval_required: value,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ field: 'approval_required' });
  });

  it('leaves existing registrations as they are when it changes', async () => {
    const { event, host } = await day.hostedEvent({ capacity: 1 });
    const [waiting, approved] = await day.people(2);
    expect(await requestInTurn([waiting!, approved!], event)).toEqual(['pending', 'pending']);
    await day.setStatus(host, event, approved!, 'approved');
    await day.call('POST', '/api/event/update', host.auth, eventUpdate(event, { capacity: 1, approval_required: false }));
    expect((await day.myRegistration(waiting!, event))?.status).toBe('pending');
    expect((await day.myRegistration(approved!, event))?.status).toBe('approved');
    // And back: nobody approved at once is taken back to pending.
    const [late] = await day.people(1);
    expect(await requestInTurn([late!], event)).toEqual(['waitlisted']);
    await day.call('POST', '/api/event/update', host.auth, eventUpdate(event, { capacity: 1, approval_required: true }));
    expect((await day.myRegistration(late!, event))?.status).toBe('waitlisted');
  });
});

describe('One-step RSVP: a request is approved at once while places last', () => {
  it('approves while places last, then waitlists in the order requests came', async () => {
    const { event, host } = await openEvent(2);
    const guests = await day.people(5);
    expect(await requestInTurn(guests, event)).toEqual(['approved', 'approved', 'waitlisted', 'waitlisted', 'waitlisted']);
    const list = await day.applications(host, event);
    expect([list.approved_count, list.waitlisted_count, list.pending_count]).toEqual([2, 3, 0]);
    expect(list.waitlisted_requests.map((item) => item.id)).toEqual(guests.slice(2).map((guest) => guest.user.id));
    const positions = await Promise.all(
      guests.slice(2).map(async (guest) => (await day.myRegistration(guest, event))?.waitlist_position),
    );
    expect(positions).toEqual([1, 2, 3]);
    const ticket = await day.myRegistration(guests[0]!, event);
    expect(ticket).toMatchObject({ status: 'approved' });
    expect(ticket?.check_in_code).toMatch(/\S/);
  });

  it('approves everyone when the event has no capacity', async () => {
    const { event } = await openEvent(null);
    expect(await requestInTurn(await day.people(4), event)).toEqual(['approved', 'approved', 'approved', 'approved']);
  });

  it('keeps today’s pending request when the event requires approval, and queues no e-mail', async () => {
    const { event } = await day.hostedEvent({ capacity: 5 });
    const [guest] = await day.people(1);
    expect(await requestInTurn([guest!], event)).toEqual(['pending']);
    expect(await decisionMailJobs((await registrationOf(guest!))!.id)).toBe(0);
    expect(await day.mailsTo(guest!.email)).toEqual([]);
  });

  it('e-mails the approval (location and .ics) once, through one queued job, and the waitlist its place', async () => {
    const { event } = await openEvent(1);
    const [going, waiting] = await day.people(2);
    await requestInTurn([going!, waiting!], event);
    expect(await decisionMailJobs((await registrationOf(going!))!.id)).toBe(1);
    const mails = await day.mailsTo(going!.email);
    expect(mails.map(subjectOf)).toEqual([`You're going to ${event.name}`]);
    expect(mails[0]).toContain('Pier 70, San Francisco');
    expect(mails[0]).toContain('text/calendar');
    expect((await day.mailsTo(waiting!.email)).map(subjectOf)).toEqual([`You are on the waitlist for ${event.name}`]);
    expect(await day.mailsTo(waiting!.email)).toHaveLength(1);
    expect(await day.mailsTo(going!.email)).toHaveLength(1);
  });

  it('still asks the questions: a missing required answer is refused (400) and nothing is written', async () => {
    const { event } = await openEvent(3, { questions: ['Your team*'] });
    const [guest] = await day.people(1);
    const refused = await request(guest!, event, ['']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'answers' });
    expect(await registrationOf(guest!)).toBeUndefined();
    const accepted = await request(guest!, event, ['The Builders']);
    expect(accepted.json()).toMatchObject({ status: 'approved' });
    expect((await day.myRegistration(guest!, event))?.answers).toEqual(['The Builders']);
  });

  it('refuses a second request (409) and an anonymous one (401)', async () => {
    const { event } = await openEvent(3);
    const [guest] = await day.people(1);
    expect((await request(guest!, event)).statusCode).toBe(200);
    expect((await request(guest!, event)).statusCode).toBe(409);
    expect((await day.call('POST', '/api/application/new', undefined, { event_id: event.id })).statusCode).toBe(401);
  });

  it('gives a cancelled place to the first in line, e-mailed like any approval', async () => {
    const { event } = await openEvent(1);
    const [first, second, third] = await day.people(3);
    await requestInTurn([first!, second!, third!], event);
    expect((await day.mailsTo(second!.email)).map(subjectOf)).toEqual([`You are on the waitlist for ${event.name}`]);
    expect((await day.cancel(first!, event)).statusCode).toBe(200);
    expect((await day.myRegistration(second!, event))?.status).toBe('approved');
    expect(await day.myRegistration(third!, event)).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect((await day.mailsTo(second!.email)).map(subjectOf)).toEqual([
      `You're going to ${event.name}`,
      `You are on the waitlist for ${event.name}`,
    ]);
  });
});

describe('One-step RSVP under a burst (PostgreSQL: concurrent transactions)', () => {
  /** Registrations of the event: statuses counted, users unique, the waitlist's times distinct and in line. */
  async function checkInvariants(event: { id: string; slug: string }, host: Person, capacity: number, total: number) {
    const list = await day.applications(host, event);
    expect(list.approved_count).toBe(capacity);
    expect(list.waitlisted_count).toBe(total - capacity);
    expect(list.pending_count).toBe(0);
    const rows = await t.app.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(new Set(rows.map((row) => row.userId)).size).toBe(rows.length);
    const { rows: line } = (await t.app.database.executeSql(
      `SELECT waitlisted_at::text AS at FROM registrations WHERE event_id = $1 AND status = 'waitlisted' ORDER BY waitlisted_at, id`,
      [event.id],
    )) as { rows: { at: string }[] };
    expect(new Set(line.map((row) => row.at)).size).toBe(total - capacity);
    return list;
  }

  /** How many "You're going" e-mails each of these guests got. */
  async function approvalMails(guests: Person[], eventName: string) {
    const outbox = (await readOutbox(t)).map(readable);
    return guests.map(
      (guest) =>
        outbox.filter((mail) => mail.includes(`To: ${guest.email}`) && subjectOf(mail) === `You're going to ${eventName}`).length,
    );
  }

  it('approves exactly the capacity of 40 requests at once and waitlists the rest, each approval e-mailed once', async () => {
    const { event, host } = await openEvent(5);
    const guests = await day.people(40);
    const responses = await Promise.all(guests.map((guest) => request(guest, event)));
    expect(responses.map((response) => response.statusCode)).toEqual(guests.map(() => 200));
    const statuses = responses.map((response) => response.json().status as string);
    expect(statuses.filter((status) => status === 'approved')).toHaveLength(5);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(35);
    await checkInvariants(event, host, 5, 40);
    const mails = await approvalMails(guests, event.name);
    expect(mails).toEqual(statuses.map((status) => (status === 'approved' ? 1 : 0)));
  });

  it('never passes the capacity when requests race cancels; freed places go to the first in line', async () => {
    const { event, host } = await openEvent(5);
    const early = await day.people(5);
    expect(await requestInTurn(early, event)).toEqual(early.map(() => 'approved'));
    const guests = await day.people(40);
    const leaving = early.slice(0, 3);
    const [requests, cancels] = await Promise.all([
      Promise.all(guests.map((guest) => request(guest, event))),
      Promise.all(leaving.map((guest) => day.cancel(guest, event))),
    ]);
    expect([...requests, ...cancels].map((response) => response.statusCode)).toEqual([...guests, ...leaving].map(() => 200));
    const list = await checkInvariants(event, host, 5, 42);
    const approvedNow = new Set(
      list.reviewed_requests.filter((item) => item.request.status === 'approved').map((item) => item.id),
    );
    const newlyApproved = guests.filter((guest) => approvedNow.has(guest.user.id));
    expect(newlyApproved).toHaveLength(3);
    expect(await approvalMails(newlyApproved, event.name)).toEqual([1, 1, 1]);
  });

  it('keeps one registration when the same guest asks twice at once (200 and 409)', async () => {
    const { event } = await openEvent(5);
    const [guest] = await day.people(1);
    const responses = await Promise.all([request(guest!, event), request(guest!, event)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.app.db.select().from(registrations).where(eq(registrations.userId, guest!.user.id));
    expect(rows).toHaveLength(1);
    expect(await approvalMails([guest!], event.name)).toEqual([1]);
  });
});
