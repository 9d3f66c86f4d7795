import type { FastifyInstance } from 'fastify';
import inject from 'light-my-request';

/** The warm-up stops sending requests after this long, whatever is left. */
const BUDGET_MS = 1000;
/** Requests sent at once to the event list: each opens (and keeps) one database connection of the pool. */
const PARALLEL = 4;

/**
 * Sends a few requests through the common public routes before the server listens, so the first
 * visitors after a start do not pay for compiling routes and serializers, opening database
 * connections, the first query plans and the compressor (docs/performance.md#overload: the first
 * burst of 50 connections). Failures are logged, never fatal: the process must still start.
 *
 * Run from an `onReady` hook, where `app.inject` would wait for the very ready it is part of: the
 * requests go straight to the router, as `app.inject` does once the app is ready.
 */
export async function warmUp(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  const get = (url: string, compressed = true) =>
    inject(app.routing, { method: 'GET', url, headers: compressed ? { 'accept-encoding': 'br, gzip' } : {} });
  const withinBudget = () => performance.now() - started < BUDGET_MS;
  try {
    const list = await get('/api/events', false);
    await Promise.all(Array.from({ length: PARALLEL }, () => get('/api/events')));
    const events = list.statusCode === 200 ? (JSON.parse(list.body) as { slug?: string }[]) : [];
    const slug = Array.isArray(events) ? events[0]?.slug : undefined;
    for (const url of [slug && `/api/event/${encodeURIComponent(slug)}`, '/api/health', '/api/health/ready', '/']) {
      if (url && withinBudget()) await get(url);
    }
    app.log.debug(`warm-up took ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    app.log.warn({ err: error }, 'warm-up failed; serving cold');
  }
}
