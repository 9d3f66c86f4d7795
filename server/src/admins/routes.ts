import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParamsSchema, AdminsOverviewSchema, GrantAdminResultSchema, GrantAdminSchema } from '@hearth/contract/admins';
import { ErrorResponseSchema } from '@hearth/contract/common';
import { refuseAllButSignedInSiteAdmins, refuseAllButSiteAdmins, requireSignedInSiteAdmin } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { grantAdmin, listAdmins, revokeAdmin } from './service.ts';
import { errorResponses, signedInSiteAdminsOnly, siteAdminsOnly } from '../docs/schemas.ts';

const schemaOf = routeSchemas(['admins'], errorResponses(400, 401, 403));

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading the admins is an admin read like any other; changing them needs a session, never an API
  // key (docs/product/admin-and-api-keys.md#key-rules), so a leaked key cannot make an admin who outlives it.
  app.addHook('onRequest', refuseAllButSiteAdmins);

  app.get(
    '/admins',
    schemaOf({
      summary: 'The site admins and the recent grants and revocations of the role',
      description: siteAdminsOnly,
      response: { 200: AdminsOverviewSchema },
    }),
    async () => listAdmins({ db: app.db }),
  );

  app.post(
    '/admins',
    {
      ...schemaOf({
        summary: 'Make an existing user a site admin (nothing changes when they already are)',
        description: `${signedInSiteAdminsOnly} Recorded in the role history with the admin who granted it.`,
        body: GrantAdminSchema,
        response: { 200: GrantAdminResultSchema, 404: ErrorResponseSchema },
      }),
      onRequest: refuseAllButSignedInSiteAdmins,
    },
    async (request) => grantAdmin({ db: app.db, actor: requireSignedInSiteAdmin(request), email: request.body.email }),
  );

  app.delete(
    '/admins/:userId',
    {
      ...schemaOf({
        summary: 'Take the admin role away; refused (409) for the last admin',
        description: `${signedInSiteAdminsOnly} Their sessions act as a user from the next call, and every API key they created is revoked for good (granting the role again does not bring the keys back).`,
        params: AdminIdParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      }),
      onRequest: refuseAllButSignedInSiteAdmins,
    },
    async (request, reply) => {
      await revokeAdmin({ db: app.db, actor: requireSignedInSiteAdmin(request), userId: request.params.userId });
      return reply.status(204).send(null);
    },
  );
};
