import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { API_KEY_PREFIX, API_KEY_SCOPES, type ApiKey, type ApiKeyScope, type CreatedApiKey } from '@hearth/contract/api-keys';
import type { Db } from '../db/client.ts';
import { apiKeys, users } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';
import { notFound } from '../http/errors.ts';

/** 32 random bytes: 256 bits of secret, base64url (43 characters) after the `hth_` prefix. */
const SECRET_BYTES = 32;
/** How much of the key is kept in clear to tell keys apart: `hth_` and 6 characters (36 bits). */
const VISIBLE_LENGTH = API_KEY_PREFIX.length + 6;

/**
 * A fast hash is right here: the secret has 256 bits of entropy, so there is nothing to
 * brute-force, and every API call has to hash the presented key.
 */
export function hashApiKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

export function generateApiKey(): string {
  return API_KEY_PREFIX + crypto.randomBytes(SECRET_BYTES).toString('base64url');
}

const listColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  revokedReason: apiKeys.revokedReason,
  creatorId: users.id,
  creatorName: users.name,
};

type ApiKeyRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  revokedReason: string | null;
  creatorId: string;
  creatorName: string;
};

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    _id: row.id,
    name: row.name,
    scopes: API_KEY_SCOPES.filter((scope) => row.scopes.includes(scope)),
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used: row.lastUsedAt?.toISOString() ?? null,
    is_active: row.revokedAt === null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedAt ? row.revokedReason : null,
    created_by: { id: row.creatorId, name: row.creatorName },
  };
}

/** Every key of the site, newest first: keys belong to the site, so any admin may revoke any of them. */
export async function listApiKeys({ db }: { db: Db }): Promise<ApiKey[]> {
  const rows = await db
    .select(listColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** The one moment the secret exists outside the caller's hands: it is returned, and only its hash is kept. */
export async function createApiKey({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: { name: string; scopes: ApiKeyScope[] };
}): Promise<CreatedApiKey> {
  const key = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      name: input.name,
      scopes: input.scopes,
      prefix: key.slice(0, VISIBLE_LENGTH),
      keyHash: hashApiKey(key),
      createdBy: actor.userId,
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('createApiKey inserted nothing');
  const created = await findApiKey(db, row.id);
  return { ...created, key };
}

/**
 * Revoking is immediate (the resolver reads `revoked_at` on every call, no instance keeps keys in
 * memory) and idempotent: a second revocation keeps the first date and reason.
 */
export async function revokeApiKey({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<ApiKey> {
  const [revoker] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, actor.userId));
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedReason: `Revoked by ${revoker?.name || revoker?.email || 'an admin'}.` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return findApiKey(db, id);
}

/** The reason a key gets when the admin who created it stops being one. */
const CREATOR_LOST_ADMIN_REASON = 'Its creator lost the admin role.';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Called in the transaction that takes the admin role away: the keys stay revoked for good, so
 * granting the role again later does not bring them back.
 */
export async function revokeKeysOfCreators(tx: Tx, creatorIds: string[]): Promise<void> {
  if (!creatorIds.length) return;
  await tx
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedReason: CREATOR_LOST_ADMIN_REASON })
    .where(and(inArray(apiKeys.createdBy, creatorIds), isNull(apiKeys.revokedAt)));
}

/**
 * Every still-active key whose creator is not an admin now, e.g. demoted before keys were revoked
 * with the role, or by a hand-made change to the database: those keys would come back with the role.
 */
export async function revokeKeysOfNonAdmins(tx: Tx): Promise<void> {
  const nonAdmins = tx.select({ id: users.id }).from(users).where(ne(users.role, 'admin'));
  await tx
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedReason: CREATOR_LOST_ADMIN_REASON })
    .where(and(inArray(apiKeys.createdBy, nonAdmins), isNull(apiKeys.revokedAt)));
}

async function findApiKey(db: Db, id: string): Promise<ApiKey> {
  const [row] = await db
    .select(listColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.id, id))
    .limit(1);
  if (!row) throw notFound('API key not found.');
  return toApiKey(row);
}
