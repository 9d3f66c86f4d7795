import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { dereference } from '@readme/openapi-parser';
import { OPENAPI_URL } from '../src/docs/routes.ts';
import type { OpenapiDocument } from '../src/docs/openapi.ts';

/** `/api/event/:slug/invite` → `/api/event/{slug}/invite`, as @fastify/swagger writes paths. */
export const openapiPath = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}').replace(/\*/g, '{*}');

/**
 * Checks every answer of a test app against the app's own /api/openapi.json: the status must be
 * one the operation documents, and a JSON body must match that status's schema. Violations are
 * collected (a hook that threw would only turn them into 500s) and reported by `violations()`.
 * Add it before `ready`, then `load()` the document.
 */
export async function checkAnswersAgainstDocument(app: FastifyInstance) {
  const found: string[] = [];
  let document: OpenapiDocument | undefined;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  // Keyed by the schema itself: most answers share a few schemas (the `{ message }` of every error).
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (schema: object) => {
    const key = JSON.stringify(schema);
    let validate = validators.get(key);
    if (!validate) validators.set(key, (validate = ajv.compile(schema)));
    return validate;
  };

  type Answer = { method: string; route: string; status: number; type: string; payload: unknown };
  const answers = new WeakMap<object, Answer>();

  const check = ({ method, route, status, type, payload }: Answer) => {
    const operation = document?.paths[openapiPath(route)]?.[method.toLowerCase()];
    // Undocumented routes (HEAD, hidden ones) are openapi.test.ts's business.
    if (!operation) return;
    const what = `${method} ${route} → ${status}`;
    const response = operation.responses[String(status)] ?? operation.responses.default;
    if (!response) return found.push(`${what}: status not documented`);
    if (!response.content) return;
    const media = response.content[type];
    if (!media) return found.push(`${what}: content type ${type || '(none)'} not documented`);
    if (type !== 'application/json' || typeof payload !== 'string') return;
    const validate = media.schema && validatorFor(media.schema);
    if (validate && !validate(JSON.parse(payload))) {
      found.push(`${what}: body does not match the schema: ${ajv.errorsText(validate.errors)}`);
    }
  };

  // onSend only notes the answer; the check runs after it was sent, outside the request, so it never
  // delays an answer or holds a slot of the load shedding (http/overload.ts) that a test measures.
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    // A 304 is HTTP caching answering a conditional GET, not one of the operation's own answers.
    if (document && route?.startsWith('/api/') && route !== OPENAPI_URL && reply.statusCode !== 304) {
      const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!;
      answers.set(request, { method: request.method, route, status: reply.statusCode, type, payload });
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const answer = answers.get(request);
    if (answer) setImmediate(() => check(answer));
    done();
  });

  return {
    /** Reads the document once, after `ready` and before any test request (so it takes no slot of theirs). */
    async load() {
      const answer = await app.inject({ method: 'GET', url: OPENAPI_URL });
      document = (await dereference(structuredClone(answer.json()))) as unknown as OpenapiDocument;
      // The error schema, shared by nearly every operation, compiled before any test measures time.
      const someError = Object.values(document.paths)
        .flatMap((item) => Object.values(item))
        .map((operation) => operation.responses['400']?.content?.['application/json']?.schema)
        .find(Boolean);
      if (someError) validatorFor(someError);
    },
    /** What was found so far, once the checks of the answers already sent have run. */
    async violations() {
      await new Promise((resolve) => setImmediate(resolve));
      return [...found];
    },
  };
}
