import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileUpdateSchema, UserLookupSchema, UserSchema } from '@hearth/contract/user';
import { EmailSchema } from '@hearth/contract/auth';
import { requireUser } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { findUserByEmail, getProfile, updateProfile } from './service.ts';
import { errorResponses } from '../docs/schemas.ts';
import { optionalCredentials } from '../docs/openapi.ts';

const schemaOf = routeSchemas(['users'], errorResponses(400, 401, 403, 404));

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user', schemaOf({ summary: 'The signed-in user', response: { 200: UserSchema } }), async (request) => {
    const actor = requireUser(request);
    return getProfile({ db: app.db, viewer: actor, userId: actor.userId });
  });

  app.get(
    '/user/email',
    schemaOf({
      summary: 'Find a user by e-mail (id and name only), or null',
      querystring: z.object({ email: EmailSchema }),
      response: { 200: UserLookupSchema.nullable() },
    }),
    async (request) => {
      requireUser(request);
      return findUserByEmail(app.db, request.query.email);
    },
  );

  app.get(
    '/user/:id',
    schemaOf({
      summary: 'A public profile (the e-mail only for the user and site admins)',
      security: optionalCredentials,
      params: z.object({ id: z.string().uuid('User not found.') }),
      response: { 200: UserSchema },
    }),
    async (request) => getProfile({ db: app.db, viewer: request.actor, userId: request.params.id }),
  );

  app.post(
    '/user/update',
    schemaOf({ summary: 'Update the signed-in user’s profile', body: ProfileUpdateSchema, response: { 200: UserSchema } }),
    async (request) => updateProfile({ db: app.db, jobs: app.jobs, actor: requireUser(request), input: request.body }),
  );
};
