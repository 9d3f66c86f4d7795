import type { FastifyPluginAsync } from 'fastify';
import type { OpenapiDocument } from './openapi.ts';
import { renderReference } from './render.ts';

/** The documentation's own routes, which are not part of the documented API. */
export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_URL = '/api/docs';

export type RouteEntry = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so a test can prove the OpenAPI document leaves none out. */
    routeCatalog: RouteEntry[];
  }
}

/**
 * GET /api/openapi.json and GET /api/docs. Registered at the root before the API (it is not
 * encapsulated), so its onRoute hook sees every route registered after it.
 */
const docsPlugin: FastifyPluginAsync = async (app) => {
  const catalog: RouteEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) catalog.push({ method, url: route.url });
  });

  let page: string | undefined;
  const document = () => app.swagger() as unknown as OpenapiDocument;

  app.get(OPENAPI_URL, { schema: { hide: true } }, async () => document());
  app.get(DOCS_URL, { schema: { hide: true } }, async (_request, reply) => {
    page ??= renderReference(document());
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
};
// Same effect as fastify-plugin: the hook and decorator belong to the parent, not a child context.
Object.assign(docsPlugin, { [Symbol.for('skip-override')]: true });

export const docsRoutes = docsPlugin;
