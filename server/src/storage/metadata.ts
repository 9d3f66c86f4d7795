import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema.ts';
import type { StoredObject } from './storage.ts';

/**
 * The `uploads` table: the metadata of every stored object, whichever driver holds its bytes. It
 * lives in the shared database, so every instance sees the same files.
 */
export async function findObject(db: Db, key: string): Promise<StoredObject | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.path, key)).limit(1);
  if (!row) return null;
  return { key: row.path, size: row.size, contentType: row.contentType, updatedAt: row.createdAt };
}

export async function recordObject(
  db: Db,
  object: { key: string; size: number; contentType: string; ownerId: string | null },
): Promise<StoredObject> {
  const { key, size, contentType, ownerId } = object;
  const now = new Date();
  await db
    .insert(uploads)
    .values({ path: key, size, contentType, ownerId, createdAt: now })
    .onConflictDoUpdate({ target: uploads.path, set: { size, contentType, ownerId, createdAt: now } });
  return { key, size, contentType, updatedAt: now };
}

export async function forgetObject(db: Db, key: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.path, key));
}
