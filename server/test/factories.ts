import crypto from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';

/**
 * Factories shared by the tests, the demo data and the benchmarks (STYLE.md): each gives a
 * valid, unique row and takes overrides for what the caller cares about.
 */
let sequence = 0;
const unique = () => `${++sequence}${crypto.randomBytes(3).toString('hex')}`;

export type UserInsert = typeof users.$inferInsert;

export async function makeUser(db: Db, overrides: Partial<UserInsert> = {}) {
  const id = unique();
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

export const makeAdmin = (db: Db, overrides: Partial<UserInsert> = {}) => makeUser(db, { role: 'admin', ...overrides });
