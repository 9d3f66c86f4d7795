import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API_KEY_PREFIX, API_KEY_SCOPES, type ApiKeyScope } from '@hearth/contract/api-keys';
import type { Db } from '../db/client.ts';
import { apiKeys, users } from '../db/schema.ts';
import type { CredentialResolver } from '../http/actor.ts';
import { hashApiKey } from './service.ts';

/** `last_used_at` is written at most this often per key, so a busy script costs no extra writes. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * `Authorization: Bearer hth_…` → the admin who created the key (docs/product/admin-and-api-keys.md#key-rules). A revoked key, or
 * a key whose creator is no longer a site admin, resolves to nobody, so the route answers 401.
 * The throttle reads `last_used_at` from the row the lookup returns anyway, so it needs no memory
 * of its own and holds across instances.
 */
export function apiKeyResolver(db: Db): CredentialResolver {
  return async (token, request) => {
    if (!token.startsWith(API_KEY_PREFIX)) return null;
    const hash = hashApiKey(token);
    const [row] = await db
      .select({
        id: apiKeys.id,
        keyHash: apiKeys.keyHash,
        revokedAt: apiKeys.revokedAt,
        lastUsedAt: apiKeys.lastUsedAt,
        scopes: apiKeys.scopes,
        userId: users.id,
        email: users.email,
        role: users.role,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.createdBy))
      .where(eq(apiKeys.keyHash, hash))
      .limit(1);
    if (!row || !sameHash(row.keyHash, hash)) return null;
    if (row.revokedAt || row.role !== 'admin') return null;

    const now = Date.now();
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      try {
        await db
          .update(apiKeys)
          .set({ lastUsedAt: new Date(now) })
          .where(eq(apiKeys.id, row.id));
      } catch (error) {
        // Bookkeeping only: a failed write must not refuse a valid key.
        request.log.warn({ err: error, apiKeyId: row.id }, 'could not record API key use');
      }
    }
    return {
      userId: row.userId,
      email: row.email,
      role: 'admin',
      sessionId: null,
      apiKeyId: row.id,
      scopes: toScopes(row.scopes),
    };
  };
}

/** Constant-time, so the comparison itself says nothing about how close a guess was. */
function sameHash(stored: string, presented: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(presented, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** A stored scope this version does not know grants nothing. */
function toScopes(stored: string[]): ApiKeyScope[] {
  return API_KEY_SCOPES.filter((scope) => stored.includes(scope));
}
