import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';

/** A waitlisted guest's place in line: 1 is promoted next. Ties in time are broken by id, as in promotion. */
export async function waitlistPosition(
  db: Db,
  registration: { id: string; eventId: string; waitlistedAt: Date },
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, registration.eventId),
        eq(registrations.status, 'waitlisted'),
        sql`(${registrations.waitlistedAt}, ${registrations.id}) <= (${registration.waitlistedAt.toISOString()}::timestamptz, ${registration.id}::uuid)`,
      ),
    );
  return row?.value ?? 1;
}
