import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The parts of an OpenAPI 3.1 document this file and the reference page read (the rest is passed through). */
export type JsonSchema = { [key: string]: unknown };
export type Header = { description?: string; schema: JsonSchema };
export type Response = {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, { schema?: JsonSchema }>;
};
export type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
export type SecurityRequirement = Record<string, string[]>;
export type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, Response>;
  security?: SecurityRequirement[];
};
export type OpenapiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
  security?: SecurityRequirement[];
  webhooks?: Record<string, unknown>;
};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Put on a route's schema: `security: publicRoute` (no credentials). */
export const publicRoute: SecurityRequirement[] = [];

/** Put on a route's schema: `security: optionalCredentials` (anyone; a caller's token may show more). */
export const optionalCredentials: SecurityRequirement[] = [{}, { bearer: [] }];

const statusDescriptions: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'Done; no content',
  '400': 'Invalid input; `message` says what to fix',
  '401': 'No valid credentials: a missing, expired or revoked token or API key',
  '403': 'Signed in, but not allowed to do this (or an API key without the scope this needs)',
  '404': 'Not found',
  '408': 'The request did not arrive in time (headers or body sent too slowly); the connection is closed',
  '409': 'Conflicts with the current state',
  '410': 'Gone: the upload expired',
  '412': 'The tus version in `Tus-Resumable` is missing or not supported; `Tus-Version` lists the one spoken',
  '413': 'The request is too large',
  '415': 'The body is of a content type this operation does not take',
  '431': 'The URL or headers are too large; the connection is closed',
  '429': 'Too many requests; retry after the number of seconds in `Retry-After`',
  '503': 'The database is out of reach or the server is busy; retry after the number of seconds in `Retry-After`',
};

const errorSchema: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
};

const tagDescriptions: Record<string, string> = {
  meta: 'Health and this documentation.',
  auth: 'Sign-in by e-mailed link and sessions.',
  users: 'Profiles.',
  calendar: 'Private calendar feeds (RFC 5545) of the events a person attends or hosts.',
  issues: 'Issue reports to the site admins.',
  'api-keys': 'Keys for scripts and other tools. Site admins only.',
  webhooks: 'Signed HTTP requests Hearth sends on events, and the endpoints that receive them. Site admins only.',
};

/** `webhooks`: the OpenAPI 3.1 `webhooks` object, the requests Hearth sends out. */
export type DocumentOptions = { apiRateLimit: number; webhooks?: Record<string, unknown> };

/**
 * Completes what @fastify/swagger builds from the routes' zod schemas: shared schemas from the
 * zod registry (`.meta({ id })`) as components, a description for every response, the API-wide
 * `429` on every operation, stable operation ids, and described tags.
 */
export function createDocumentTransform(options: DocumentOptions): SwaggerTransformObject {
  return (input) => {
    const document = jsonSchemaTransformObject(input) as unknown as OpenapiDocument;
    document.info = { ...document.info, description: overview(options) };
    const tags = new Set<string>();
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!operation) continue;
        operation.operationId ??= operationId(method, path);
        operation.tags?.forEach((tag) => tags.add(tag));
        // The health routes are for probes, which no limit or load shedding applies to (http/health.ts).
        // Any other operation may find the database out of reach; any that reads a body may get one it cannot parse.
        if (path.startsWith('/api/') && !path.startsWith('/api/health')) {
          // An API key outside its scopes (http/api-key-scopes.ts).
          operation.responses['403'] ??= { description: '', content: { 'application/json': { schema: errorSchema } } };
          operation.responses['429'] ??= { description: '', content: { 'application/json': { schema: errorSchema } } };
          operation.responses['503'] ??= { description: '', content: { 'application/json': { schema: errorSchema } } };
          // Written by the HTTP layer before any route runs (http/deadlines.ts, http/early-answers.ts).
          operation.responses['431'] ??= { description: '', content: { 'application/json': { schema: errorSchema } } };
        }
        if (['post', 'put', 'patch', 'delete'].includes(method)) {
          operation.responses['413'] ??= { description: '', content: { 'application/json': { schema: errorSchema } } };
          operation.responses['415'] ??= { description: '', content: { 'application/json': { schema: errorSchema } } };
          operation.responses['408'] ??= { description: '', content: { 'application/json': { schema: errorSchema } } };
        }
        for (const [status, response] of Object.entries(operation.responses)) {
          if (!response.description || response.description === 'Default Response')
            response.description = statusDescriptions[status] ?? 'Response';
          if (status === '429' || status === '503') {
            response.headers = {
              'Retry-After': { description: 'Seconds until a new call is accepted.', schema: { type: 'integer', minimum: 0 } },
              ...response.headers,
            };
          }
        }
      }
    }
    pruneSchemas(document);
    if (options.webhooks) {
      document.webhooks = options.webhooks;
      tags.add('webhooks');
    }
    document.tags = [...tags]
      .sort()
      .map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) }));
    return document as unknown as ReturnType<SwaggerTransformObject>;
  };
}

/**
 * The zod registry yields an input and an output variant of every named schema, each with a
 * `$schema` and a fragment `$id` that JSON Schema 2020-12 does not allow: keep what is referenced,
 * without those two keywords.
 */
function pruneSchemas(document: OpenapiDocument) {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const referenced = new Set<string>();
  const visit = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const match of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = match[1]!;
      if (referenced.has(name)) continue;
      referenced.add(name);
      visit(schemas[name]);
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) {
    if (!referenced.has(name)) {
      delete schemas[name];
      continue;
    }
    const { $schema: _schema, $id: _id, ...rest } = schemas[name]!;
    schemas[name] = rest;
  }
}

/** `delete /api/api-keys/{id}` → `deleteApiKeysById`. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/_.-]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `By ${part.slice(1, -1)}` : part));
  return (
    method +
    words.map((word) => word.replace(/(^|\s)(\w)/g, (_, __, char: string) => char.toUpperCase()).replace(/\s/g, '')).join('')
  );
}

function overview({ apiRateLimit }: DocumentOptions): string {
  return [
    'The API of Hearth, the events community for AI builders. Every path is under `/api`; bodies are JSON.',
    '**Authentication.** Send `Authorization: Bearer <token>`, where the token is either a session token from the e-mailed sign-in link, or an API key (`hth_…`) that a site admin created on the API Keys page. An API key acts as the admin who created it, within its scopes: `read` (every GET, search excluded), `write` (the mutations) and `search` (talent and company search); a call outside them answers 403 naming the missing scope. It stops working at once when it is revoked or that person is no longer a site admin. Operations marked public need no token; those marked optional show more to a signed-in caller.',
    '**Errors.** Every error answers `{ "message": "…" }` with its status: 400 invalid input, 401 no valid credentials, 403 not allowed, 404 not found, 408 the request arrived too slowly, 409 conflict, 413 too large, 429 too many requests, 431 headers too large (408 and 431 close the connection), 503 the database is out of reach or the server is busy (any operation; retry after the seconds in `Retry-After`).',
    `**Rate limits.** At most ${apiRateLimit} calls a minute per API key, or per IP address for everyone else; some operations (sign-in) have stricter limits of their own. Beyond that the API answers 429 with a \`Retry-After\` header in seconds.`,
  ].join('\n\n');
}
