import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_RESUMABLE_PATH } from '@hearth/contract/uploads';
import { OPENAPI_URL } from '../src/docs/routes.ts';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeEvent, makeProject, makeRegistration, makeUser } from './factories.ts';
import { arbitraryFor, brokenEscapes, encodeSegment, hostileString, type JsonSchema } from './fuzz/schema-arbitrary.ts';

/**
 * Generated bad (and good) requests for every operation of /api/openapi.json, as every role: no
 * answer may be a 5xx, none may take 5 s, and the app must still answer afterwards. Seeded, so a
 * failure replays; fast-check prints the seed and the smallest failing request.
 */
const SEED = 15;
const RUNS_PER_OPERATION_AND_ROLE = 8;
const SLOW_MS = 5000;

type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };
type Role = 'anonymous' | 'user' | 'host' | 'admin' | 'api key' | 'read key';
type FuzzRequest = {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

let t: TestApp;
let document: Document;
const known: string[] = [];
const credentials = new Map<Role, () => Promise<Record<string, string>>>();

beforeAll(async () => {
  // No rate limits: thousands of requests from one address must reach the handlers.
  t = await buildTestApp({ API_RATE_LIMIT: '1000000', AUTH_IP_LIMIT: '1000000', AUTH_EMAIL_LIMIT: '1000000' });
  const { db } = t.app;
  const [user, host, admin, keyOwner] = await Promise.all([makeUser(db), makeUser(db), makeAdmin(db), makeAdmin(db)]);
  const event = await makeEvent(db, {}, { hosts: [host.id] });
  const hidden = await makeEvent(db, { access: 'admin' }, { hosts: [host.id] });
  const project = await makeProject(db, { eventId: event.id, members: [user.id] });
  const registration = await makeRegistration(db, { eventId: event.id, userId: user.id });
  const { key } = await makeApiKey(db, { createdBy: keyOwner.id });
  const readKey = await makeApiKey(db, { createdBy: keyOwner.id, scopes: ['read'] });
  known.push(event.id, event.slug, hidden.slug, project.id, user.id, host.id, user.email ?? '', registration.checkInCode);
  // A fresh session per request: a fuzzed logout must not sign a role out for the rest of the run.
  credentials.set('anonymous', async () => ({}));
  credentials.set('user', () => authHeader(t.app, user.id));
  credentials.set('host', () => authHeader(t.app, host.id));
  credentials.set('admin', () => authHeader(t.app, admin.id));
  credentials.set('api key', async () => ({ authorization: `Bearer ${key}` }));
  credentials.set('read key', async () => ({ authorization: `Bearer ${readKey.key}` }));
  document = (await t.app.inject({ method: 'GET', url: OPENAPI_URL })).json();
});
afterAll(() => t.close());

/** A generated value as a parameter's text (objects, some without a prototype, as JSON). */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function resolver(ref: string): JsonSchema {
  const name = ref.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name] ?? {};
}

const pathValue = (schema: JsonSchema | undefined) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known).map(encodeSegment) },
    { weight: 3, arbitrary: arbitraryFor(schema ?? { type: 'string' }, resolver).map((value) => encodeSegment(asText(value))) },
    { weight: 1, arbitrary: hostileString.map(encodeSegment) },
    { weight: 1, arbitrary: brokenEscapes },
  );

const queryValue = (schema: JsonSchema | undefined) =>
  fc.option(
    fc.oneof(
      arbitraryFor(schema ?? { type: 'string' }, resolver).map((value) => encodeSegment(asText(value))),
      hostileString.map(encodeSegment),
      brokenEscapes,
    ),
  );

const multipartBody = fc.oneof(
  // No boundary at all, a boundary that never appears, a part cut short, and a well-formed tiny file.
  fc.constant({ type: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--' }),
  fc.constant({ type: 'multipart/form-data; boundary=nowhere', payload: 'just text' }),
  fc.constant({
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a',
  }),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
    type: 'multipart/form-data; boundary=x',
    payload: Buffer.concat([
      Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
      Buffer.from(bytes),
      Buffer.from('\r\n--x--\r\n'),
    ]),
  })),
);

function bodyFor(operation: Operation): fc.Arbitrary<{ type?: string; payload?: string | Buffer }> {
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const variants: fc.Arbitrary<{ type?: string; payload?: string | Buffer }>[] = [
    fc.constant({}),
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
    fc.string({ unit: 'binary', maxLength: 30 }).map((text) => ({ type: 'application/json', payload: `{"a":${text}` })),
    fc.string({ maxLength: 30 }).map((text) => ({ type: 'text/plain', payload: text })),
  ];
  if (jsonSchema) {
    const shaped = arbitraryFor(jsonSchema, resolver).map((value) => ({
      type: 'application/json',
      payload: JSON.stringify(value) ?? 'null',
    }));
    variants.push(shaped, shaped, shaped);
  }
  if (content['multipart/form-data']) variants.push(multipartBody, multipartBody);
  if (content['application/offset+octet-stream'])
    variants.push(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ type: 'application/offset+octet-stream', payload: Buffer.from(bytes) })),
    );
  return fc.oneof(...variants);
}

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const byKind = (kind: Parameter['in']) => parameters.filter((parameter) => parameter.in === kind);
  const record = <T>(list: Parameter[], value: (schema: JsonSchema | undefined) => fc.Arbitrary<T>) =>
    fc.tuple(...list.map((parameter) => value(parameter.schema).map((v) => [parameter.name, v] as const)));
  return fc
    .record({
      path: record(byKind('path'), pathValue),
      query: record(byKind('query'), queryValue),
      headers: record(byKind('header'), (schema) => fc.option(arbitraryFor(schema ?? { type: 'string' }, resolver).map(asText))),
      body: bodyFor(operation),
    })
    .map(({ path, query, headers, body }) => {
      let url = operation.path;
      for (const [name, value] of path) url = url.replace(`{${name}}`, value);
      const search = query.flatMap(([name, value]) => (value === null ? [] : [`${name}=${value}`])).join('&');
      const headerEntries = headers.flatMap(([name, value]) =>
        // Node refuses header values with control characters before any request is made.
        value === null || /[^\t\x20-\x7e]/.test(value) ? [] : [[name.toLowerCase(), value] as const],
      );
      return {
        url: search ? `${url}?${search}` : url,
        headers: { ...Object.fromEntries(headerEntries), ...(body.type ? { 'content-type': body.type } : {}) },
        payload: body.payload,
      };
    });
}

function documentOperations() {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && path !== OPENAPI_URL)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
    );
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it(
    'answers generated requests of every role with no 5xx, none slower than 5 s, and keeps running',
    { timeout: 240_000 },
    async () => {
      const operations = documentOperations();
      expect(operations.length).toBeGreaterThan(40);
      const roles = [...credentials.keys()];
      let sent = 0;
      let seed = SEED;
      for (const operation of operations) {
        for (const role of roles) {
          await fc.assert(
            fc.asyncProperty(requestFor(operation), async (request) => {
              const headers = { ...request.headers, ...(await credentials.get(role)?.()) };
              const started = performance.now();
              const response = await t.app.inject({
                method: operation.method as 'GET',
                url: request.url,
                headers,
                ...(request.payload === undefined ? {} : { payload: request.payload }),
              });
              const elapsed = performance.now() - started;
              sent += 1;
              const what = `${role} ${operation.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
              expect(response.statusCode, what).toBeLessThan(500);
              expect(elapsed, `${what} took ${Math.round(elapsed)} ms`).toBeLessThan(SLOW_MS);
            }),
            { seed: seed++, numRuns: RUNS_PER_OPERATION_AND_ROLE, endOnFailure: true },
          );
        }
      }
      expect(sent).toBeGreaterThanOrEqual(2000);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
  );
});

describe('fuzzing the MCP endpoint', () => {
  it('answers generated JSON-RPC messages of every key with no 5xx', { timeout: 240_000 }, async () => {
    const tools = [
      'list_events',
      'get_event',
      'list_registrations',
      'decide_registrations',
      'invite',
      'check_in',
      'get_talent',
      'nope',
    ];
    const message = fc.oneof(
      fc.record({
        jsonrpc: fc.constant('2.0'),
        id: fc.integer(),
        method: fc.constant('tools/call'),
        params: fc.record({
          name: fc.constantFrom(...tools),
          arguments: fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.record({ slug: fc.constantFrom(...known), code: fc.string(), user_ids: fc.array(fc.constantFrom(...known)) }),
          ),
        }),
      }),
      fc.record({
        jsonrpc: fc.constant('2.0'),
        id: fc.integer(),
        method: fc.constantFrom('initialize', 'tools/list', 'ping', 'nope'),
      }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(message, fc.constantFrom<Role>('anonymous', 'api key', 'read key'), async (body, role) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/mcp',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            ...(await credentials.get(role)?.()),
          },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, `${role} ${JSON.stringify(body)} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

type KeptAliveRequest = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };

/** Answers that come before the body is read, or that the HTTP parser gives: each must leave the connection usable or close it. */
function earlyAnswerRequests(uploadLocation: string): KeptAliveRequest[] {
  const large = Buffer.alloc(300 * 1024, 0x61);
  return [
    { method: 'GET', url: `/api/events?${'q'.repeat(20_000)}`, headers: {} },
    { method: 'GET', url: '/api/events', headers: { 'x-large': 'h'.repeat(20_000) } },
    {
      method: 'POST',
      url: '/api/user/update',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.alloc(2 * 1024 * 1024, 0x20),
    },
    { method: 'POST', url: '/api/user/photo', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: large },
    {
      method: 'PATCH',
      url: uploadLocation,
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'text/plain' },
      payload: large,
    },
    {
      method: 'POST',
      url: PHOTO_RESUMABLE_PATH,
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(large.length) },
      payload: large,
    },
  ];
}

describe('fuzzing over one kept-alive connection', () => {
  it('answers every request on one reused connection, with no hang and no reset', { timeout: 240_000 }, async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    // One socket at a time, reused for every request, as browsers, SDKs and tus clients do.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    /** What a request was, for the failure message (the one before it is often the cause). */
    const describeRequest = (request: KeptAliveRequest) =>
      `${request.method} ${request.url.slice(0, 120)} ${JSON.stringify(request.headers).slice(0, 300)} (${request.payload?.length ?? 0} bytes)`;
    let previous = '(none)';
    const send = (request: KeptAliveRequest) =>
      new Promise<number>((resolve, reject) => {
        const what = describeRequest(request);
        const outgoing = http.request({
          host: '127.0.0.1',
          port,
          agent,
          method: request.method,
          path: request.url,
          // Node's client frames no GET or DELETE body by itself: say its length, as every real client does.
          headers: {
            ...request.headers,
            ...(request.payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.payload)) }),
          },
        });
        const timer = setTimeout(() => outgoing.destroy(new Error(`hung for ${SLOW_MS} ms`)), SLOW_MS);
        outgoing.on('response', (response) => {
          response.resume();
          response.on('end', () => {
            clearTimeout(timer);
            resolve(response.statusCode ?? 0);
          });
        });
        outgoing.on('error', (error) => {
          clearTimeout(timer);
          reject(new Error(`${what}: ${error.message}; the request before it: ${previous}`));
        });
        outgoing.end(request.payload);
      }).finally(() => (previous = describeRequest(request)));
    const user = await credentials.get('user')!();
    const created = await t.app.inject({
      method: 'POST',
      url: PHOTO_RESUMABLE_PATH,
      headers: { ...user, 'tus-resumable': '1.0.0', 'upload-length': '500000' },
    });
    const uploadLocation = new URL(created.headers.location as string, 'http://hearth.test').pathname;
    const early = earlyAnswerRequests(uploadLocation);
    let sent = 0;
    let seed = SEED;
    try {
      for (const operation of documentOperations()) {
        for (const role of credentials.keys()) {
          const requests = fc.sample(requestFor(operation), { seed: seed++, numRuns: 2 });
          for (const request of requests) {
            const headers = { ...request.headers, ...(await credentials.get(role)?.()) };
            const status = await send({ method: operation.method, url: request.url, headers, payload: request.payload }).catch(
              (error: Error) => {
                // Node refuses to send some generated paths at all (ERR_UNESCAPED_CHARACTERS): nothing reached the server.
                if (/unescaped characters/i.test(error.message)) return 0;
                throw error;
              },
            );
            expect(status).toBeLessThan(500);
            // An early answer between every few fuzzed requests, on the same connection.
            if (sent % 4 === 0) {
              const extra = early[(sent / 4) % early.length]!;
              const answer = await send({ ...extra, headers: { ...extra.headers, ...user } });
              expect(answer, `${extra.method} ${extra.url.slice(0, 60)}`).toBeLessThan(500);
            }
            sent += 1;
          }
        }
      }
    } finally {
      agent.destroy();
    }
    expect(sent).toBeGreaterThanOrEqual(400);
  });
});
