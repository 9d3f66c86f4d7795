import { and, eq, isNotNull } from 'drizzle-orm';
import type { MessageAudience } from '@hearth/contract/guest-messages';
import type { Db } from '../db/client.ts';
import { registrations, users } from '../db/schema.ts';

/** The guests of the event with the audience's status who have an e-mail address, oldest request first. */
export function selectRecipients(db: Db, eventId: string, audience: MessageAudience) {
  return db
    .select({ email: users.email, name: users.name })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, audience), isNotNull(users.email)))
    .orderBy(registrations.createdAt);
}
