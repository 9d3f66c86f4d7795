import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrations } from '../src/db/schema.ts';
import { linkFromMail, readOutbox, suiteApp } from './helpers.ts';
import { makeRegistration } from './factories.ts';
import { eventDay, eventUpdate, subjectOf, type Person } from './event-day.ts';

const t = suiteApp();
const day = eventDay(t);

/** An event with this capacity whose host has approved `approved` guests (in order) and nobody else yet. */
async function fullEvent(capacity: number | null, approved: number) {
  const { event, host } = await day.hostedEvent({ capacity, location: 'Pier 70, San Francisco' });
  const guests: Person[] = [];
  for (let i = 0; i < approved; i++) {
    const guest = await day.person();
    await day.registerGuest(guest, event);
    expect((await day.setStatus(host, event, guest, 'approved')).status).toBe('approved');
    guests.push(guest);
  }
  return { event, host, guests };
}

/** New guests who requested to attend and were approved while the event was full, in that order. */
async function waitlist(setup: Awaited<ReturnType<typeof fullEvent>>, count: number) {
  const waiting: Person[] = [];
  for (let i = 0; i < count; i++) {
    const guest = await day.person();
    await day.registerGuest(guest, setup.event);
    expect((await day.setStatus(setup.host, setup.event, guest, 'approved')).status).toBe('waitlisted');
    waiting.push(guest);
  }
  return waiting;
}

const statusOf = async (guest: Person, event: { slug: string }) => (await day.myRegistration(guest, event))?.status ?? null;

describe('Capacity on the event', () => {
  it('is set on create and update by admins and hosts; empty means unlimited', async () => {
    const { auth } = await day.person({ role: 'admin' });
    const timestamp = Date.now() + 10 * 24 * 60 * 60 * 1000;
    const created = await day.call('POST', '/api/event/new', auth, {
      name: 'Room for 60',
      slug: 'room-60',
      timestamp,
      capacity: 60,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().capacity).toBe(60);
    const { event, host } = await day.hostedEvent({ capacity: 10 });
    const unlimited = await day.call('POST', '/api/event/update', host.auth, eventUpdate(event, { capacity: null }));
    expect(unlimited.statusCode).toBe(200);
    expect(unlimited.json().capacity).toBeNull();
    const detail = await day.call('GET', `/api/event/${event.slug}`);
    expect(detail.json().event.capacity).toBeNull();
  });

  it.each([0, -1, 2.5, 'ten', 2_000_000])('refuses %j with a message naming the capacity (400)', async (capacity) => {
    const { event, host } = await day.hostedEvent({ capacity: 10 });
    const response = await day.call('POST', '/api/event/update', host.auth, eventUpdate(event, { capacity }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Capacity /);
  });

  it('cannot be changed by a guest (403) or anonymously (401)', async () => {
    const { event, guests } = await fullEvent(5, 1);
    expect((await day.call('POST', '/api/event/update', guests[0]!.auth, eventUpdate(event, { capacity: 50 }))).statusCode).toBe(
      403,
    );
    expect((await day.call('POST', '/api/event/update', undefined, eventUpdate(event, { capacity: 50 }))).statusCode).toBe(401);
  });
});

describe('Approving at capacity: the waitlist', () => {
  it('puts the guest approved after the capacity is reached on the waitlist, with their place and an e-mail', async () => {
    const setup = await fullEvent(2, 2);
    const [first, second] = await waitlist(setup, 2);
    expect(await statusOf(first!, setup.event)).toBe('waitlisted');
    expect(await day.myRegistration(second!, setup.event)).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });
    expect(await day.myRegistration(setup.guests[0]!, setup.event)).toMatchObject({
      status: 'approved',
      waitlist_position: null,
    });
    const detail = await day.call('GET', `/api/event/${setup.event.slug}`, second!.auth);
    expect(detail.json().event.status).toBe('waitlisted');
    expect(detail.json().event.location).toBeUndefined();

    const [mail] = await day.mailsTo(second!.email);
    expect(subjectOf(mail!)).toBe(`You are on the waitlist for ${setup.event.name}`);
    expect(mail).toContain('you are on the waitlist (#2)');
    expect(mail).not.toContain('Pier 70');
  });

  it('counts waitlisted guests and lists the waitlist in order for the hosts', async () => {
    const setup = await fullEvent(1, 1);
    const pending = await day.person();
    await day.registerGuest(pending, setup.event);
    const waiting = await waitlist(setup, 3);
    const list = await day.applications(setup.host, setup.event);
    expect(list.event.capacity).toBe(1);
    expect([list.request_count, list.approved_count, list.pending_count, list.waitlisted_count]).toEqual([5, 1, 1, 3]);
    expect(list.waitlisted_requests.map((item) => item.id)).toEqual(waiting.map((guest) => guest.user.id));
    expect(list.waitlisted_requests.every((item) => item.request.status === 'waitlisted' && item.waitlisted_at)).toBe(true);
    expect(list.reviewed_requests.map((item) => item.id)).toEqual([setup.guests[0]!.user.id]);
  });

  it('counts accepted guest invitations as approved, and waitlists an invitation accepted when full', async () => {
    const { event, host } = await day.hostedEvent({ capacity: 1 });
    const invited = [await day.person(), await day.person()];
    const sent = await day.call('POST', `/api/event/${event.slug}/invite-users`, host.auth, {
      emails: invited.map((guest) => guest.email),
    });
    expect(sent.statusCode).toBe(200);
    const tokenFor = async (guest: Person) => {
      const mail = (await readOutbox(t)).find((raw) => raw.includes(`To: ${guest.email}`));
      return linkFromMail(mail!, '/invite').searchParams.get('token');
    };
    const accept = async (guest: Person) =>
      (await day.call('POST', '/api/accept-invite', guest.auth, { token: await tokenFor(guest), accept: true })).json();
    expect((await accept(invited[0]!)).registration_status).toBe('approved');
    expect((await accept(invited[1]!)).registration_status).toBe('waitlisted');
    const late = await day.person();
    await day.registerGuest(late, event);
    expect((await day.setStatus(host, event, late, 'approved')).status).toBe('waitlisted');
    expect(subjectOf((await day.mailsTo(invited[1]!.email))[0]!)).toBe(`You are on the waitlist for ${event.name}`);
  });

  it('approves everyone while the event has no capacity', async () => {
    const setup = await fullEvent(null, 4);
    expect((await day.applications(setup.host, setup.event)).approved_count).toBe(4);
  });
});

describe('Promotion from the waitlist', () => {
  it('gives the place of an approved guest who cancels to the first in line, e-mailed with the location and .ics', async () => {
    const setup = await fullEvent(1, 1);
    const [first, second] = await waitlist(setup, 2);
    expect((await day.cancel(setup.guests[0]!, setup.event)).statusCode).toBe(200);
    expect(await statusOf(first!, setup.event)).toBe('approved');
    expect(await day.myRegistration(second!, setup.event)).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    const mails = await day.mailsTo(first!.email);
    expect(subjectOf(mails[0]!)).toBe(`You're going to ${setup.event.name}`);
    expect(mails[0]).toContain('Pier 70, San Francisco');
    expect(mails[0]).toContain('text/calendar');
    expect((await day.mailsTo(second!.email)).map(subjectOf)).toEqual([`You are on the waitlist for ${setup.event.name}`]);
  });

  it('promotes in waitlist order, not in the order of the requests', async () => {
    const setup = await fullEvent(1, 1);
    const early = await day.person();
    const late = await day.person();
    await day.registerGuest(early, setup.event);
    await day.registerGuest(late, setup.event);
    expect((await day.setStatus(setup.host, setup.event, late, 'approved')).status).toBe('waitlisted');
    expect((await day.setStatus(setup.host, setup.event, early, 'approved')).status).toBe('waitlisted');
    await day.cancel(setup.guests[0]!, setup.event);
    expect(await statusOf(late, setup.event)).toBe('approved');
    expect(await statusOf(early, setup.event)).toBe('waitlisted');
  });

  it.each(['declined', 'pending'])('promotes when the host sets an approved guest %s', async (status) => {
    const setup = await fullEvent(1, 1);
    const [next] = await waitlist(setup, 1);
    expect((await day.setStatus(setup.host, setup.event, setup.guests[0]!, status)).status).toBe(status);
    expect(await statusOf(next!, setup.event)).toBe('approved');
  });

  it('fills the places a larger capacity adds, in order, and all of them when the capacity is removed', async () => {
    const setup = await fullEvent(1, 1);
    const waiting = await waitlist(setup, 4);
    const grow = await day.call('POST', '/api/event/update', setup.host.auth, eventUpdate(setup.event, { capacity: 3 }));
    expect(grow.statusCode).toBe(200);
    expect(await Promise.all(waiting.map((guest) => statusOf(guest, setup.event)))).toEqual([
      'approved',
      'approved',
      'waitlisted',
      'waitlisted',
    ]);
    expect((await day.mailsTo(waiting[1]!.email)).map(subjectOf)[0]).toBe(`You're going to ${setup.event.name}`);
    await day.call('POST', '/api/event/update', setup.host.auth, eventUpdate(setup.event, { capacity: null }));
    expect((await day.applications(setup.host, setup.event)).approved_count).toBe(5);
  });

  it('keeps guests approved when the capacity shrinks below them; later approvals wait', async () => {
    const setup = await fullEvent(3, 3);
    await day.call('POST', '/api/event/update', setup.host.auth, eventUpdate(setup.event, { capacity: 1 }));
    expect((await day.applications(setup.host, setup.event)).approved_count).toBe(3);
    await waitlist(setup, 1);
    await day.cancel(setup.guests[0]!, setup.event);
    const list = await day.applications(setup.host, setup.event);
    expect([list.approved_count, list.waitlisted_count]).toEqual([2, 1]);
  });

  it('lets a host promote by hand, out of order and past the capacity', async () => {
    const setup = await fullEvent(1, 1);
    const [first, second] = await waitlist(setup, 2);
    const promoted = await day.setStatus(setup.host, setup.event, second!, 'approved');
    expect(promoted).toMatchObject({ status: 'approved', changed: true });
    expect(await statusOf(first!, setup.event)).toBe('waitlisted');
    const list = await day.applications(setup.host, setup.event);
    expect([list.approved_count, list.waitlisted_count]).toEqual([2, 1]);
    expect(subjectOf((await day.mailsTo(second!.email))[0]!)).toBe(`You're going to ${setup.event.name}`);
  });

  it('lets a waitlisted guest leave the waitlist, promoting nobody', async () => {
    const setup = await fullEvent(1, 1);
    const [first, second] = await waitlist(setup, 2);
    expect((await day.cancel(first!, setup.event)).statusCode).toBe(200);
    expect(await statusOf(first!, setup.event)).toBeNull();
    expect(await day.myRegistration(second!, setup.event)).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect((await day.applications(setup.host, setup.event)).approved_count).toBe(1);
  });

  it('refuses a waitlisted guest promoting themselves (403), strangers (401) and bad statuses (400)', async () => {
    const setup = await fullEvent(1, 1);
    const [guest] = await waitlist(setup, 1);
    const url = (status: string) =>
      `/api/application/status?event_id=${setup.event.id}&user_id=${guest!.user.id}&new_status=${status}`;
    expect((await day.call('POST', url('approved'), guest!.auth)).statusCode).toBe(403);
    expect((await day.call('POST', url('approved'))).statusCode).toBe(401);
    expect((await day.call('POST', url('waitlisted'), setup.host.auth)).statusCode).toBe(400);
    expect((await day.call('GET', `/api/event/${setup.event.slug}/applications`, guest!.auth)).statusCode).toBe(403);
    expect(await statusOf(guest!, setup.event)).toBe('waitlisted');
  });
});

describe('Races', () => {
  it('promotes exactly as many as cancel at once, in order, each e-mailed once', async () => {
    const setup = await fullEvent(5, 5);
    const waiting = await waitlist(setup, 5);
    const before = (await readOutbox(t)).length;
    const responses = await Promise.all(setup.guests.slice(0, 3).map((guest) => day.cancel(guest, setup.event)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const list = await day.applications(setup.host, setup.event);
    expect([list.approved_count, list.waitlisted_count]).toEqual([5, 2]);
    expect(list.waitlisted_requests.map((item) => item.id)).toEqual(waiting.slice(3).map((guest) => guest.user.id));
    const mails = await readOutbox(t);
    expect(mails.length - before).toBe(3);
    for (const guest of waiting.slice(0, 3)) {
      expect((await day.mailsTo(guest.email)).map(subjectOf)).toEqual([
        `You're going to ${setup.event.name}`,
        `You are on the waitlist for ${setup.event.name}`,
      ]);
    }
  });

  it('never approves past the capacity when approvals race', async () => {
    const setup = await fullEvent(2, 0);
    const guests = await day.people(6);
    for (const guest of guests) await day.registerGuest(guest, setup.event);
    const results = await Promise.all(guests.map((guest) => day.setStatus(setup.host, setup.event, guest, 'approved')));
    expect(results.filter((result) => result.status === 'approved')).toHaveLength(2);
    expect(results.filter((result) => result.status === 'waitlisted')).toHaveLength(4);
    const list = await day.applications(setup.host, setup.event);
    expect(list.waitlisted_requests.map((item) => item.waitlisted_at)).toEqual(
      [...list.waitlisted_requests.map((item) => item.waitlisted_at)].sort(),
    );
  });
});

describe('Check-in time for the hosts', () => {
  it('is in the applications list (for the manager and the CSV) and counted', async () => {
    const setup = await fullEvent(null, 2);
    const at = new Date('2026-03-08T02:15:00.000Z');
    await t.app.db.update(registrations).set({ checkedInAt: at }).where(eq(registrations.userId, setup.guests[0]!.user.id));
    const list = await day.applications(setup.host, setup.event);
    const byId = new Map(list.reviewed_requests.map((item) => [item.id, item.checked_in_at]));
    expect(byId.get(setup.guests[0]!.user.id)).toBe(at.toISOString());
    expect(byId.get(setup.guests[1]!.user.id)).toBeNull();
    expect(list.checked_in_count).toBe(1);
    expect((await day.myRegistration(setup.guests[0]!, setup.event))?.checked_in_at).toBe(at.toISOString());
  });

  it('is not in a waitlisted guest’s count (only approved guests are checked in)', async () => {
    const { event, host } = await day.hostedEvent({ capacity: 1 });
    const guest = await day.person();
    await makeRegistration(t.app.db, {
      eventId: event.id,
      userId: guest.user.id,
      status: 'waitlisted',
      waitlistedAt: new Date(),
    });
    expect((await day.applications(host, event)).checked_in_count).toBe(0);
  });
});
