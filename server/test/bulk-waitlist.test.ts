import { describe, expect, it } from 'vitest';
import { suiteApp } from './helpers.ts';
import { eventDay, subjectOf } from './event-day.ts';

const t = suiteApp();
const day = eventDay(t);

describe('A bulk approval past the capacity', () => {
  it('lines the rest up on the waitlist in the order the host gave, each e-mailed their own place', async () => {
    const { event, host } = await day.hostedEvent({ capacity: 1 });
    const guests = await day.people(4);
    for (const guest of guests) await day.registerGuest(guest, event);
    const order = [guests[2]!, guests[0]!, guests[3]!, guests[1]!];
    const response = await day.call('POST', `/api/event/${event.slug}/applications/status`, host.auth, {
      user_ids: order.map((guest) => guest.user.id),
      new_status: 'approved',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().changed.map((item: { status: string }) => item.status)).toEqual([
      'approved',
      'waitlisted',
      'waitlisted',
      'waitlisted',
    ]);

    const list = await day.applications(host, event);
    expect(list.waitlisted_requests.map((item) => item.id)).toEqual(order.slice(1).map((guest) => guest.user.id));
    for (const [index, guest] of order.slice(1).entries()) {
      expect(await day.myRegistration(guest, event)).toMatchObject({ status: 'waitlisted', waitlist_position: index + 1 });
      const [mail] = await day.mailsTo(guest.email);
      expect(subjectOf(mail!)).toBe(`You are on the waitlist for ${event.name}`);
      expect(mail).toContain(`you are on the waitlist (#${index + 1})`);
    }
  });
});
