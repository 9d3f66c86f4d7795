import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pendingUploads, users } from '../db/schema.ts';

export type PendingLimits = { count: number; bytes: number };

export const TOO_MANY_PENDING = 'You have too many unfinished photo uploads. Finish or cancel one, or try again later.';

/**
 * Books a new resumable upload against its owner's allowance of unfinished uploads (`limits`: how many,
 * and how many declared bytes together), forgetting the owner's uploads older than `expirationMs` first.
 * Returns null when booked, or the seconds until the oldest unfinished upload expires when refused.
 * The owner's row is locked so two creations at once cannot both take the last place.
 */
export async function bookPendingUpload(
  db: Db,
  upload: { id: string; userId: string; size: number },
  options: { limits: PendingLimits; expirationMs: number; now?: Date },
): Promise<number | null> {
  const now = options.now ?? new Date();
  const expiredBefore = new Date(now.getTime() - options.expirationMs);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for('update');
    await tx
      .delete(pendingUploads)
      .where(and(eq(pendingUploads.userId, upload.userId), lt(pendingUploads.createdAt, expiredBefore)));
    const held = await tx
      .select({ size: pendingUploads.size, createdAt: pendingUploads.createdAt })
      .from(pendingUploads)
      .where(eq(pendingUploads.userId, upload.userId))
      .orderBy(asc(pendingUploads.createdAt));
    const bytes = held.reduce((sum, row) => sum + row.size, 0);
    if (held.length + 1 > options.limits.count || bytes + upload.size > options.limits.bytes) {
      const oldest = held[0]?.createdAt ?? now;
      return Math.max(1, Math.ceil((oldest.getTime() + options.expirationMs - now.getTime()) / 1000));
    }
    await tx.insert(pendingUploads).values({ id: upload.id, userId: upload.userId, size: upload.size, createdAt: now });
    return null;
  });
}

/** The upload is finished, cancelled or never started: it no longer counts. */
export async function releasePendingUpload(db: Db, id: string): Promise<void> {
  await db.delete(pendingUploads).where(eq(pendingUploads.id, id));
}

/** Forgets every upload older than `expirationMs` and returns their ids, so their parts can be dropped too. */
export async function forgetExpiredPendingUploads(db: Db, expirationMs: number, now = new Date()): Promise<string[]> {
  const expiredBefore = new Date(now.getTime() - expirationMs);
  const removed = await db
    .delete(pendingUploads)
    .where(lt(pendingUploads.createdAt, expiredBefore))
    .returning({ id: pendingUploads.id });
  return removed.map((row) => row.id);
}
