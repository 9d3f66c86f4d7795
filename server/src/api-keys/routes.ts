import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiKeyIdParamsSchema,
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
} from '@hearth/contract/api-keys';
import { ErrorResponseSchema } from '@hearth/contract/common';
import { refuseAllButSiteAdmins, requireSiteAdmin } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './service.ts';
import { errorResponses, siteAdminsOnly } from '../docs/schemas.ts';

const schemaOf = routeSchemas(['api-keys'], errorResponses(400, 401, 403));

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseAllButSiteAdmins);

  app.get(
    '/api-keys',
    schemaOf({
      summary: 'List every API key, without secrets',
      description: siteAdminsOnly,
      response: { 200: ApiKeyListSchema },
    }),
    async () => listApiKeys({ db: app.db }),
  );

  app.post(
    '/api-keys',
    schemaOf({
      summary: 'Create an API key; the response carries the secret `key`, shown this once',
      description: siteAdminsOnly,
      body: CreateApiKeySchema,
      response: { 201: CreatedApiKeySchema },
    }),
    async (request, reply) => {
      const actor = requireSiteAdmin(request);
      return reply.status(201).send(await createApiKey({ db: app.db, actor, input: request.body }));
    },
  );

  app.delete(
    '/api-keys/:id',
    schemaOf({
      summary: 'Revoke an API key; calls made with it are refused from now on',
      description: siteAdminsOnly,
      params: ApiKeyIdParamsSchema,
      response: { 200: ApiKeySchema, 404: ErrorResponseSchema },
    }),
    async (request) => revokeApiKey({ db: app.db, id: request.params.id }),
  );
};
