import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';

/*
 * A held place: when a host's decision moves an approved guest to another status and decisions have a
 * grace period, the guest keeps `approved_at` for that period. The place counts as taken
 * (`countTakenPlaces`), so nobody else gets it, and approving the guest again (the toast's Undo)
 * gives it back with its original `approved_at`. The decision's `waitlist-promotion` job releases the
 * hold when the grace period ends and gives the place to the waitlist.
 */

/**
 * Releases the places held by decisions made at or before `decidedAt` (their grace period is over; a
 * later decision on the same guest has its own job). Call it under `lockEvent`.
 */
export async function releaseHeldPlaces(tx: Db, eventId: string, decidedAt: Date): Promise<number> {
  const released = await tx
    .update(registrations)
    .set({ approvedAt: null })
    .where(
      and(
        eq(registrations.eventId, eventId),
        ne(registrations.status, 'approved'),
        isNotNull(registrations.approvedAt),
        lte(registrations.decidedAt, decidedAt),
      ),
    )
    .returning({ id: registrations.id });
  return released.length;
}
