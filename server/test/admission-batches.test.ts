import { describe, expect, it } from 'vitest';
import { count, countDistinct, eq } from 'drizzle-orm';
import { registrations } from '../src/db/schema.ts';
import { newCheckInCode } from '../src/check-in/index.ts';
import { suiteApp } from './helpers.ts';
import { eventDay, type Person } from './event-day.ts';

// Requests at once from one address: no load shedding here (overload.test.ts tests it).
const t = suiteApp({ MAX_IN_FLIGHT: '0' });
const day = eventDay(t);

const request = (guest: Person, event: { id: string }) =>
  day.call('POST', '/api/application/new', guest.auth, { event_id: event.id });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('One-step requests admitted together (registrations/admit.ts)', () => {
  it('answers 409 only to the guest who registered another way while their batch waited, and admits the rest', async () => {
    const { event, host } = await day.hostedEvent({ capacity: 2, approvalRequired: false });
    const [meanwhile, ...others] = await day.people(4);
    // A registration of `meanwhile` not yet committed when their request is checked: the batch's
    // lock waits for it (on PostgreSQL its insert holds the event row), then finds it.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const isInserted = new Promise<void>((resolve) => (inserted = resolve));
    const other = t.app.db.transaction(async (tx) => {
      await tx
        .insert(registrations)
        .values({ eventId: event.id, userId: meanwhile!.user.id, status: 'pending', checkInCode: newCheckInCode() });
      inserted();
      await committed;
    });
    await isInserted;
    const responses = Promise.all([meanwhile!, ...others].map((guest) => request(guest, event)));
    await pause(300);
    commit();
    await other;

    const [refused, ...admitted] = await responses;
    expect(refused!.statusCode).toBe(409);
    expect(admitted.map((response) => response.json().status).sort()).toEqual(['approved', 'approved', 'waitlisted']);
    const rows = await t.app.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows.filter((row) => row.userId === meanwhile!.user.id).map((row) => row.status)).toEqual(['pending']);
    const list = await day.applications(host, event);
    expect([list.approved_count, list.waitlisted_count, list.pending_count]).toEqual([2, 1, 1]);
  });

  it('writes pending requests that arrive together each once, in a definite order, and answers a second ask 409', async () => {
    const { event, host } = await day.hostedEvent({ capacity: 2, approvalRequired: true });
    const guests = await day.people(5);
    const twice = guests[0]!;
    const responses = await Promise.all([...guests, twice].map((guest) => request(guest, event)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 409]);
    const statuses = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<{ status: string }>().status);
    expect(statuses).toEqual(Array(5).fill('pending'));
    // No two share a time, so the host's list (oldest first) has one order.
    const [times] = await t.app.db
      .select({ rows: count(), times: countDistinct(registrations.createdAt) })
      .from(registrations)
      .where(eq(registrations.eventId, event.id));
    expect(times).toEqual({ rows: 5, times: 5 });
    const list = await day.applications(host, event);
    expect(list.pending_count).toBe(5);
  });
});
