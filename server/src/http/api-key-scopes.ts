import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@hearth/contract/api-keys';
import { forbidden } from './errors.ts';

/** The OpenAPI tag of the routes that search people and companies: they need the `search` scope. */
const SEARCH_TAG = 'search';

/**
 * The scope a call needs (docs/product/admin-and-api-keys.md#scopes): search routes `search`
 * (whatever their method, since a search is a POST), other reads `read`, everything else `write`.
 */
export function requiredScope(method: string, tags: readonly string[] | undefined): ApiKeyScope {
  if (tags?.includes(SEARCH_TAG)) return 'search';
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

export const missingScopeMessage = (scope: ApiKeyScope) => `This API key does not have the ${scope} scope.`;

/**
 * An `onRequest` hook for every API route: an API key outside its scopes gets 403 naming the scope
 * it lacks, before validation. A session has no scopes and may do all its user may.
 */
export async function refuseCallsOutsideKeyScopes(request: FastifyRequest): Promise<void> {
  const scopes = request.actor?.scopes;
  if (!scopes) return;
  const schema = request.routeOptions.schema as { tags?: string[] } | undefined;
  const scope = requiredScope(request.method, schema?.tags);
  if (!scopes.includes(scope)) throw forbidden(missingScopeMessage(scope));
}
