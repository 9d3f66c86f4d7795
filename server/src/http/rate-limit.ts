import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

export const API_RATE_WINDOW_MS = 60_000;

/** An API key is its own bucket, wherever it calls from; everyone else is counted per IP. */
export function rateLimitKey(request: FastifyRequest): string {
  return request.actor?.apiKeyId ? `api-key:${request.actor.apiKeyId}` : `ip:${request.ip}`;
}

/**
 * A route's own limit counted per person (`prefix:user:<id>`), whatever key or session they use;
 * without a signed-in caller, as the API-wide limit counts.
 */
export const perPersonKey = (prefix: string) => (request: FastifyRequest) =>
  request.actor ? `${prefix}:user:${request.actor.userId}` : `${prefix}:${rateLimitKey(request)}`;

/**
 * The API-wide limit (docs/product/admin-and-api-keys.md#key-rules): `max` calls per minute per key or IP, answered `429` with
 * `Retry-After`. It runs after the credential hook (so it knows the key) and uses
 * `createRateLimit`, which neither sets nor reads the per-route limiter's "already ran" flag:
 * routes with their own, stricter limit (sign-in) keep it, and both count.
 */
export function apiRateLimit(app: FastifyInstance, max: number): onRequestAsyncHookHandler {
  const check = app.createRateLimit({ max, timeWindow: API_RATE_WINDOW_MS, keyGenerator: rateLimitKey });
  return async (request, reply) => {
    if (request.routeOptions.url === '/api/health') return;
    const result = await check(request);
    if (result.isAllowed) return;
    reply.header('x-ratelimit-limit', result.max);
    reply.header('x-ratelimit-remaining', result.remaining);
    reply.header('x-ratelimit-reset', result.ttlInSeconds);
    if (result.isExceeded) {
      throw new HttpError(429, 'Too many requests. Please try again later.', { 'retry-after': String(result.ttlInSeconds) });
    }
  };
}
