import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiKeyIdParamsSchema,
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
} from '@hearth/contract/api-keys';
import { ErrorResponseSchema } from '@hearth/contract/common';
import { refuseAllButSignedInSiteAdmins, requireSignedInSiteAdmin } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './service.ts';
import { errorResponses, signedInSiteAdminsOnly } from '../docs/schemas.ts';

const schemaOf = routeSchemas(['api-keys'], errorResponses(400, 401, 403), signedInSiteAdminsOnly);

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/product/admin-and-api-keys.md#key-rules: keys are managed from a session only, so a leaked
  // key cannot make itself permanent by minting another.
  app.addHook('onRequest', refuseAllButSignedInSiteAdmins);

  app.get(
    '/api-keys',
    schemaOf({
      summary: 'List every API key, without secrets',
      response: { 200: ApiKeyListSchema },
    }),
    async () => listApiKeys({ db: app.db }),
  );

  app.post(
    '/api-keys',
    schemaOf({
      summary: 'Create an API key; the response carries the secret `key`, shown this once',
      body: CreateApiKeySchema,
      response: { 201: CreatedApiKeySchema },
    }),
    async (request, reply) => {
      const actor = requireSignedInSiteAdmin(request);
      return reply.status(201).send(await createApiKey({ db: app.db, actor, input: request.body }));
    },
  );

  app.delete(
    '/api-keys/:id',
    schemaOf({
      summary: 'Revoke an API key; calls made with it are refused from now on',
      description: 'The key is listed as revoked, with who revoked it.',
      params: ApiKeyIdParamsSchema,
      response: { 200: ApiKeySchema, 404: ErrorResponseSchema },
    }),
    async (request) => revokeApiKey({ db: app.db, actor: requireSignedInSiteAdmin(request), id: request.params.id }),
  );
};
