import type { FastifyPluginAsync } from 'fastify';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { apiKeyResolver } from '../api-keys/index.ts';
import { bearerToken } from '../http/actor.ts';
import { HttpError } from '../http/errors.ts';
import { apiRateLimit } from '../http/rate-limit.ts';
import { createMcpServer } from './server.ts';

export const MCP_PATH = '/mcp';

const NO_KEY_MESSAGE = 'Send an API key as `Authorization: Bearer hth_…` (create one on the API Keys page).';

/**
 * docs/product/admin-and-api-keys.md#mcp: the MCP server over Streamable HTTP, stateless (any
 * instance answers any request), JSON answers. An API key is required and counted against its own
 * rate limit, like the API.
 */
export function mcpRoutes(options: { apiRateLimit: number }): FastifyPluginAsync {
  return async (app) => {
    const resolveKey = apiKeyResolver(app.db);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      const actor = token ? await resolveKey(token, request) : null;
      if (!actor) throw new HttpError(401, NO_KEY_MESSAGE, { 'www-authenticate': 'Bearer' });
      request.actor = actor;
    });
    app.addHook('onRequest', apiRateLimit(app, options.apiRateLimit));

    app.post(MCP_PATH, { schema: { hide: true } }, async (request, reply) => {
      const server = createMcpServer(app, request.headers.authorization ?? '');
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(transport);
      try {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        const response = await transport.handleRequest(
          new Request(`http://hearth.local${MCP_PATH}`, { method: 'POST', headers, body: JSON.stringify(request.body) }),
          { parsedBody: request.body },
        );
        reply.status(response.status);
        response.headers.forEach((value, name) => void reply.header(name, value));
        return reply.send(await response.text());
      } finally {
        await server.close();
      }
    });

    // Stateless: no stream to open and no session to end.
    for (const method of ['GET', 'DELETE'] as const) {
      app.route({
        method,
        url: MCP_PATH,
        schema: { hide: true },
        handler: async (_request, reply) =>
          reply
            .status(405)
            .header('allow', 'POST')
            .send({ message: 'This MCP server takes POST requests only (stateless Streamable HTTP).' }),
      });
    }
  };
}
