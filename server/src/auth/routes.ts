import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MagicLinkRequestSchema,
  RefreshResponseSchema,
  SessionResponseSchema,
  SignInLinkGoneSchema,
  SignInLinkUnknownSchema,
  VerifyRequestSchema,
} from '@hearth/contract/auth';
import { requireUser } from '../http/guards.ts';
import { unauthorized } from '../http/errors.ts';
import { toUser } from '../users/index.ts';
import { SignInLinkRefused } from './link-failure.ts';
import { refreshSession, revokeSession, sendMagicLink, verifyMagicLink } from './service.ts';
import { errorResponses } from '../docs/schemas.ts';
import { routeSchemas } from '../http/route-schema.ts';

const schemaOf = routeSchemas(['auth'], errorResponses(400, 401, 429));

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/magic-link',
    {
      config: { rateLimit: { max: app.config.authIpLimit, timeWindow: '15 minutes' } },
      ...schemaOf({
        summary: 'E-mail a sign-in link',
        security: [],
        body: MagicLinkRequestSchema,
        response: { 204: z.null() },
      }),
    },
    async (request, reply) => {
      await sendMagicLink({
        db: app.db,
        jobs: app.jobs,
        limitPerAddress: app.config.authEmailLimit,
        ...request.body,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/verify',
    {
      config: { rateLimit: { max: app.config.authIpLimit * 3, timeWindow: '15 minutes' } },
      ...schemaOf({
        summary: 'Redeem a sign-in link for a session token',
        description:
          '200 signed in; 404 no such link for this address (`reason: invalid`); 410 the link was issued but has ' +
          'expired (`reason: expired`) or was already used (`reason: used`), with its `email`; 400 a malformed request.',
        security: [],
        body: VerifyRequestSchema,
        response: { 200: SessionResponseSchema, 404: SignInLinkUnknownSchema, 410: SignInLinkGoneSchema },
      }),
    },
    async (request, reply) => {
      try {
        const result = await verifyMagicLink({
          db: app.db,
          signer: app.sessionSigner,
          adminEmails: app.config.adminEmails,
          jobs: app.jobs,
          maxAgeDays: app.config.sessionMaxAgeDays,
          ...request.body,
        });
        return { ...result, user: toUser(result.user, { includeEmail: true }) };
      } catch (error) {
        if (error instanceof SignInLinkRefused) return reply.code(error.statusCode).send(error.answer);
        throw error;
      }
    },
  );

  app.post(
    '/auth/refresh',
    schemaOf({
      summary: 'Exchange a session token for a fresh one; the presented token stops working at once',
      description:
        `The new token belongs to a new session that keeps the sign-in time: no refresh carries a session past ` +
        `SESSION_MAX_AGE_DAYS (${app.config.sessionMaxAgeDays} days) after sign-in, and the token expires at the latest then. ` +
        '401 for a token already refreshed or signed out, or a session past that age: sign in again.',
      response: { 200: RefreshResponseSchema },
    }),
    async (request) => {
      const actor = requireUser(request);
      if (!actor.sessionId) throw unauthorized('Only a session token can be refreshed.');
      const token = await refreshSession({
        db: app.db,
        signer: app.sessionSigner,
        userId: actor.userId,
        sessionId: actor.sessionId,
        maxAgeDays: app.config.sessionMaxAgeDays,
      });
      return { token };
    },
  );

  app.post(
    '/auth/logout',
    schemaOf({ summary: 'Revoke the current session', response: { 204: z.null() } }),
    async (request, reply) => {
      const actor = requireUser(request);
      if (actor.sessionId) await revokeSession(app.db, actor.sessionId);
      return reply.status(204).send(null);
    },
  );
};
