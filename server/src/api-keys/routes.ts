import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiKeyIdParamsSchema,
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
} from '@hearth/contract/api-keys';
import { ErrorResponseSchema } from '@hearth/contract/common';
import { requireSiteAdmin } from '../http/guards.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './service.ts';
import { errorResponses } from '../docs/schemas.ts';

const errors = errorResponses(400, 401, 403);
const siteAdminsOnly = 'Site admins only (a session token or an API key, which acts as the admin who created it).';

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a caller who may not manage keys learns nothing about the payload rules.
  app.addHook('onRequest', async (request) => {
    requireSiteAdmin(request);
  });

  app.get(
    '/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'List every API key, without secrets',
        description: siteAdminsOnly,
        response: { 200: ApiKeyListSchema, ...errors },
      },
    },
    async (request) => {
      requireSiteAdmin(request);
      return listApiKeys({ db: app.db });
    },
  );

  app.post(
    '/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Create an API key; the response carries the secret `key`, shown this once',
        description: siteAdminsOnly,
        body: CreateApiKeySchema,
        response: { 201: CreatedApiKeySchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireSiteAdmin(request);
      return reply.status(201).send(await createApiKey({ db: app.db, actor, input: request.body }));
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke an API key; calls made with it are refused from now on',
        description: siteAdminsOnly,
        params: ApiKeyIdParamsSchema,
        response: { 200: ApiKeySchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSiteAdmin(request);
      return revokeApiKey({ db: app.db, id: request.params.id });
    },
  );
};
