import type { FastifyInstance } from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mcpTools, type ApiCall } from './tools.ts';

/** An answer of the API as a tool result: a summary and the JSON, or `isError` with the API's message. */
async function callApi(app: FastifyInstance, authorization: string, call: ApiCall, summarize: (answer: unknown) => string) {
  const response = await app.inject({
    method: call.method,
    url: call.url,
    headers: { authorization, ...(call.payload ? { 'content-type': 'application/json' } : {}) },
    ...(call.payload ? { payload: JSON.stringify(call.payload) } : {}),
  });
  const answer: unknown = response.body ? JSON.parse(response.body) : null;
  if (response.statusCode >= 400) {
    const message = (answer as { message?: unknown } | null)?.message;
    return {
      isError: true,
      content: [{ type: 'text', text: typeof message === 'string' ? message : `The API answered ${response.statusCode}.` }],
    } satisfies CallToolResult;
  }
  return {
    content: [
      { type: 'text', text: summarize(answer) },
      { type: 'text', text: JSON.stringify(answer) },
    ],
  } satisfies CallToolResult;
}

/**
 * One MCP server for one request (the transport is stateless): its tools call the API in-process
 * with the caller's `authorization`, so every rule of the API (the key's scopes, its admin's
 * rights, validation, caps) holds as if the agent had called it.
 */
export function createMcpServer(app: FastifyInstance, authorization: string): McpServer {
  const server = new McpServer(
    { name: 'hearth', version: '1.0.0' },
    {
      instructions:
        'Hearth is an events community for AI builders. Start with list_events; use an event slug with get_event, list_registrations, decide_registrations, invite and check_in. search_talents and search_companies find people and companies (they need the search scope).',
    },
  );
  for (const tool of mcpTools) {
    server.registerTool(tool.name, { description: tool.description, inputSchema: tool.input }, (async (args: never) => {
      try {
        return await callApi(app, authorization, tool.call(args), tool.summarize);
      } catch (error) {
        app.log.error({ err: error, tool: tool.name }, 'mcp: a tool failed');
        return {
          isError: true,
          content: [{ type: 'text', text: 'Something went wrong. Please try again.' }],
        } satisfies CallToolResult;
      }
    }) as never);
  }
  return server;
}
