import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@hearth/contract/api-keys';
import type { Db } from '../db/client.ts';

/** Who is calling: a signed-in user (by session or by an admin's API key), or nobody. */
export type Actor = {
  userId: string;
  email: string | null;
  role: 'admin' | 'user';
  sessionId: string | null;
  apiKeyId: string | null;
  /** What an API key may do (docs/product/admin-and-api-keys.md#scopes); null for a session, which may do all. */
  scopes: ApiKeyScope[] | null;
};

/** The options every service a caller reaches starts with: the database and who asks (docs/conventions.md#server-feature). */
export type CallerOptions = { db: Db; actor: Actor };

/** Turns a bearer credential into an actor; each kind of credential (session, API key) brings one. */
export type CredentialResolver = (token: string, request: FastifyRequest) => Promise<Actor | null | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
