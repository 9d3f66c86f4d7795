import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileUpdateSchema, UserLookupSchema, UserSchema } from '@hearth/contract/user';
import { EmailSchema } from '@hearth/contract/auth';
import { requireUser } from '../http/guards.ts';
import { findUserByEmail, getProfile, updateProfile } from './service.ts';
import { errorResponses } from '../docs/schemas.ts';

const errors = errorResponses(400, 401, 403, 404);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    { schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: UserSchema, ...errors } } },
    async (request) => {
      const actor = requireUser(request);
      return getProfile({ db: app.db, viewer: actor, userId: actor.userId });
    },
  );

  app.get(
    '/user/email',
    {
      schema: {
        tags: ['users'],
        summary: 'Find a user by e-mail (id and name only), or null',
        querystring: z.object({ email: EmailSchema }),
        response: { 200: UserLookupSchema.nullable(), ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      return findUserByEmail(app.db, request.query.email);
    },
  );

  app.get(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'A public profile (the e-mail only for the user and site admins)',
        security: [{}, { bearer: [] }],
        params: z.object({ id: z.string().uuid('User not found.') }),
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => getProfile({ db: app.db, viewer: request.actor, userId: request.params.id }),
  );

  app.post(
    '/user/update',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the signed-in user’s profile',
        body: ProfileUpdateSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return updateProfile({ db: app.db, jobs: app.jobs, actor, input: request.body });
    },
  );
};
