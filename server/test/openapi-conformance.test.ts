import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { OPENAPI_URL } from '../src/docs/routes.ts';
import { checkAnswersAgainstDocument } from './openapi-conformance.ts';

/** The check every test app runs (helpers.ts) must catch what the document does not describe. */
describe('checking answers against the OpenAPI document', () => {
  it('reports an undocumented status, an undocumented content type and a body that breaks its schema', async () => {
    // No type provider: the compiler would refuse these wrong answers, which are the point here.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, {
      openapi: { openapi: '3.1.0', info: { title: 't', version: '1' } },
      transform: jsonSchemaTransform,
    });
    app.get(OPENAPI_URL, { schema: { hide: true } }, () => app.swagger());
    const response = { 200: z.object({ count: z.number() }) };
    app.get('/api/good', { schema: { response } }, () => ({ count: 1 }));
    app.get('/api/teapot', { schema: { response } }, () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    });
    app.get('/api/text', { schema: { response } }, (_request, reply) => reply.type('text/plain').send('1'));
    app.get('/api/wrong', { schema: { response } }, (_request, reply) => reply.type('application/json').send('{"count":"one"}'));
    const check = await checkAnswersAgainstDocument(app);
    await app.ready();
    await check.load();
    for (const url of ['/api/good', '/api/teapot', '/api/text', '/api/wrong']) await app.inject({ method: 'GET', url });
    expect(await check.violations()).toEqual([
      'GET /api/teapot → 418: status not documented',
      'GET /api/text → 200: content type text/plain not documented',
      expect.stringMatching(/^GET \/api\/wrong → 200: body does not match the schema: .*count.* must be number/),
    ]);
    await app.close();
  });
});
