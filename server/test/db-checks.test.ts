import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, invites, registrations, users } from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { makeEvent, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The types refuse these values already; the database must refuse them from any caller too. */
const illegal = (value: string) => value as never;

/** The database itself refuses a status, role, access or type outside the product's values. */
describe('CHECK constraints', () => {
  it('refuses an unknown user role or admin source, and keeps the legal ones', async () => {
    const user = await makeUser(t.app.db);
    await expect(
      t.app.db
        .update(users)
        .set({ role: illegal('owner') })
        .where(eq(users.id, user.id)),
    ).rejects.toThrow();
    await expect(
      t.app.db
        .update(users)
        .set({ adminSource: illegal('magic') })
        .where(eq(users.id, user.id)),
    ).rejects.toThrow();
    await t.app.db.update(users).set({ role: 'admin', adminSource: 'granted' }).where(eq(users.id, user.id));
  });

  it('refuses an unknown event type or access', async () => {
    const event = await makeEvent(t.app.db);
    await expect(
      t.app.db
        .update(events)
        .set({ type: illegal('party') })
        .where(eq(events.id, event.id)),
    ).rejects.toThrow();
    await expect(
      t.app.db
        .update(events)
        .set({ access: illegal('secret') })
        .where(eq(events.id, event.id)),
    ).rejects.toThrow();
    await t.app.db.update(events).set({ type: 'meetup', access: 'public' }).where(eq(events.id, event.id));
  });

  it('refuses an unknown registration status and invite role or status', async () => {
    const event = await makeEvent(t.app.db);
    const user = await makeUser(t.app.db);
    const registration = await makeRegistration(t.app.db, { eventId: event.id, userId: user.id });
    await expect(
      t.app.db
        .update(registrations)
        .set({ status: illegal('maybe') })
        .where(eq(registrations.id, registration.id)),
    ).rejects.toThrow();
    await expect(
      t.app.db
        .update(registrations)
        .set({ notifiedStatus: illegal('maybe') })
        .where(eq(registrations.id, registration.id)),
    ).rejects.toThrow();
    const invite = { eventId: event.id, email: 'ann@example.com', tokenHash: 'hash', invitedBy: user.id };
    await expect(t.app.db.insert(invites).values({ ...invite, role: illegal('owner') })).rejects.toThrow();
    await expect(t.app.db.insert(invites).values({ ...invite, status: illegal('lost') })).rejects.toThrow();
    await t.app.db.insert(invites).values({ ...invite, role: 'event_admin', status: 'accepted' });
  });
});
