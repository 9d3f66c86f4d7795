import crypto from 'node:crypto';
import { newCheckInCode } from '../check-in/index.ts';
import type { Db } from '../db/client.ts';
import { eventHosts, events, registrations, users } from '../db/schema.ts';

/**
 * Row builders shared by the demo data, the tests (server/test/factories.ts re-exports them) and the
 * benchmarks (docs/style.md#server): each inserts a valid, unique row and takes overrides for what the caller
 * cares about. Production code, so `npm start` never loads anything from server/test.
 */
let sequence = 0;
export const uniqueSuffix = () => `${++sequence}${crypto.randomBytes(3).toString('hex')}`;

export type UserInsert = typeof users.$inferInsert;

export async function makeUser(db: Db, overrides: Partial<UserInsert> = {}) {
  const id = uniqueSuffix();
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${id}@example.test`,
      name: `Test User ${id}`,
      headline: 'Builder @ Example Labs',
      linkedinUrl: `https://www.linkedin.com/in/test-user-${id}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('makeUser inserted nothing');
  return row;
}

export type EventInsert = typeof events.$inferInsert;

/** An event a week from now, public, with a unique slug; `hosts` become its `event_admin`s. */
export async function makeEvent(db: Db, overrides: Partial<EventInsert> = {}, options: { hosts?: string[] } = {}) {
  const id = uniqueSuffix();
  const [row] = await db
    .insert(events)
    .values({
      slug: `test-event-${id}`,
      name: `Test Event ${id}`,
      startsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      location: '500 Howard St, San Francisco',
      description: 'A test event.',
      access: 'public',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('makeEvent inserted nothing');
  if (options.hosts?.length) await db.insert(eventHosts).values(options.hosts.map((userId) => ({ eventId: row.id, userId })));
  return row;
}

/** A registration (request to attend) of a user for an event; other columns (times of approval, waitlist) as given. */
export async function makeRegistration(
  db: Db,
  values: { eventId: string; userId: string; status?: 'pending' | 'approved' | 'declined' | 'waitlisted' } & Partial<
    typeof registrations.$inferInsert
  >,
) {
  const [row] = await db
    .insert(registrations)
    .values({ status: 'pending', checkInCode: newCheckInCode(), ...values })
    .returning();
  if (!row) throw new Error('makeRegistration inserted nothing');
  return row;
}
