import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** The users' ids, e-mail addresses and names, for the mail written to them; a user without an address is left to the caller. */
export function listMailContacts(db: Db, userIds: string[]) {
  return db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.id, userIds));
}
