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

/** The write fails on the named CHECK constraint (drizzle wraps the database's error as its cause). */
async function expectViolation(write: Promise<unknown>, constraint: string) {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).not.toBeNull();
  expect(String((error as { cause?: unknown }).cause ?? error)).toContain(constraint);
}

/** The database itself refuses a status, role, access or type outside the product's values. */
describe('CHECK constraints', () => {
  it('refuses an unknown user role or admin source, and keeps the legal ones', async () => {
    const user = await makeUser(t.app.db);
    const update = (values: Partial<typeof users.$inferInsert>) =>
      t.app.db.update(users).set(values).where(eq(users.id, user.id));
    await expectViolation(update({ role: illegal('owner') }), 'users_role_check');
    await expectViolation(update({ adminSource: illegal('magic') }), 'users_admin_source_check');
    await update({ role: 'admin', adminSource: 'granted' });
  });

  it('refuses an unknown event type or access', async () => {
    const event = await makeEvent(t.app.db);
    const update = (values: Partial<typeof events.$inferInsert>) =>
      t.app.db.update(events).set(values).where(eq(events.id, event.id));
    await expectViolation(update({ type: illegal('party') }), 'events_type_check');
    await expectViolation(update({ access: illegal('secret') }), 'events_access_check');
    await update({ type: 'meetup', access: 'public' });
  });

  it('refuses an unknown registration status and invite role or status', async () => {
    const event = await makeEvent(t.app.db);
    const user = await makeUser(t.app.db);
    const registration = await makeRegistration(t.app.db, { eventId: event.id, userId: user.id });
    const update = (values: Partial<typeof registrations.$inferInsert>) =>
      t.app.db.update(registrations).set(values).where(eq(registrations.id, registration.id));
    await expectViolation(update({ status: illegal('maybe') }), 'registrations_status_check');
    await expectViolation(update({ notifiedStatus: illegal('maybe') }), 'registrations_notified_status_check');
    const invite = { eventId: event.id, email: 'ann@example.com', tokenHash: 'hash', invitedBy: user.id };
    await expectViolation(t.app.db.insert(invites).values({ ...invite, role: illegal('owner') }), 'invites_role_check');
    await expectViolation(t.app.db.insert(invites).values({ ...invite, status: illegal('lost') }), 'invites_status_check');
    await t.app.db.insert(invites).values({ ...invite, role: 'event_admin', status: 'accepted' });
  });
});
