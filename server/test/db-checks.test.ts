import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { events, invites, registrations, users } from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { makeEvent, makeRegistration, makeUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The write fails on the named CHECK constraint (drizzle wraps the database's error as its cause). */
async function expectViolation(write: Promise<unknown>, constraint: string) {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).not.toBeNull();
  expect(String((error as { cause?: unknown }).cause ?? error)).toContain(constraint);
}

/**
 * Setting `values` on the row `id` fails on the named CHECK constraint. The types refuse these values already;
 * the database must refuse them from any caller too.
 */
async function expectIllegal(
  table: PgTable & { id: AnyPgColumn },
  id: string,
  values: Record<string, string>,
  constraint: string,
) {
  const write = t.app.db
    .update(table)
    .set(values as never)
    .where(eq(table.id, id));
  await expectViolation(write, constraint);
}

/** The database itself refuses a status, role, access or type outside the product's values. */
describe('CHECK constraints', () => {
  it('refuses an unknown user role or admin source, and keeps the legal ones', async () => {
    const user = await makeUser(t.app.db);
    await expectIllegal(users, user.id, { role: 'owner' }, 'users_role_check');
    await expectIllegal(users, user.id, { adminSource: 'magic' }, 'users_admin_source_check');
    await t.app.db.update(users).set({ role: 'admin', adminSource: 'granted' }).where(eq(users.id, user.id));
  });

  it('refuses an unknown event type or access', async () => {
    const event = await makeEvent(t.app.db);
    await expectIllegal(events, event.id, { type: 'party' }, 'events_type_check');
    await expectIllegal(events, event.id, { access: 'secret' }, 'events_access_check');
    await t.app.db.update(events).set({ type: 'meetup', access: 'public' }).where(eq(events.id, event.id));
  });

  it('refuses an unknown registration status and invite role or status', async () => {
    const event = await makeEvent(t.app.db);
    const user = await makeUser(t.app.db);
    const registration = await makeRegistration(t.app.db, { eventId: event.id, userId: user.id });
    await expectIllegal(registrations, registration.id, { status: 'maybe' }, 'registrations_status_check');
    await expectIllegal(registrations, registration.id, { notifiedStatus: 'maybe' }, 'registrations_notified_status_check');
    const invite = { eventId: event.id, email: 'ann@example.com', tokenHash: 'hash', invitedBy: user.id };
    await expectViolation(t.app.db.insert(invites).values({ ...invite, role: 'owner' as never }), 'invites_role_check');
    await expectViolation(t.app.db.insert(invites).values({ ...invite, status: 'lost' as never }), 'invites_status_check');
    await t.app.db.insert(invites).values({ ...invite, role: 'event_admin', status: 'accepted' });
  });
});
