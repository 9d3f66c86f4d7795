import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParamsSchema, AdminsOverviewSchema, GrantAdminResultSchema, GrantAdminSchema } from '@hearth/contract/admins';
import { ErrorResponseSchema } from '@hearth/contract/common';
import { requireSiteAdmin } from '../http/guards.ts';
import { grantAdmin, listAdmins, revokeAdmin } from './service.ts';
import { errorResponses } from '../docs/schemas.ts';

const errors = errorResponses(400, 401, 403);
const siteAdminsOnly = 'Site admins only (a session token or an API key, which acts as the admin who created it).';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a caller who may not manage admins learns nothing about the payload rules.
  app.addHook('onRequest', async (request) => {
    requireSiteAdmin(request);
  });

  app.get(
    '/admins',
    {
      schema: {
        tags: ['admins'],
        summary: 'The site admins and the recent grants and revocations of the role',
        description: siteAdminsOnly,
        response: { 200: AdminsOverviewSchema, ...errors },
      },
    },
    async (request) => {
      requireSiteAdmin(request);
      return listAdmins({ db: app.db });
    },
  );

  app.post(
    '/admins',
    {
      schema: {
        tags: ['admins'],
        summary: 'Make an existing user a site admin (nothing changes when they already are)',
        description: `${siteAdminsOnly} Recorded in the role history with the admin who granted it.`,
        body: GrantAdminSchema,
        response: { 200: GrantAdminResultSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireSiteAdmin(request);
      return grantAdmin({ db: app.db, actor, email: request.body.email });
    },
  );

  app.delete(
    '/admins/:userId',
    {
      schema: {
        tags: ['admins'],
        summary: 'Take the admin role away; refused (409) for the last admin',
        description: `${siteAdminsOnly} Their sessions act as a user and their API keys are refused from the next call.`,
        params: AdminIdParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireSiteAdmin(request);
      await revokeAdmin({ db: app.db, actor, userId: request.params.userId });
      return reply.status(204).send(null);
    },
  );
};
