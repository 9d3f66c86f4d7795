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

/**
 * The places in line of several waitlisted registrations of one event, read in one pass over the
 * line (a decision's e-mails tell each guest theirs: one count per guest would read the line once each).
 */
export async function waitlistPositions(db: Db, eventId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const line = db
    .select({
      id: registrations.id,
      position: sql<number>`row_number() over (order by ${registrations.waitlistedAt}, ${registrations.id})`
        .mapWith(Number)
        .as('position'),
    })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'waitlisted')))
    .as('line');
  const rows = await db
    .select()
    .from(line)
    .where(sql`${line.id} = any(${sql.param(ids)}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row.position]));
}
