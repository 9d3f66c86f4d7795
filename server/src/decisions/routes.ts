import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import { BulkDecisionBodySchema, BulkDecisionResponseSchema } from '@hearth/contract/triage';
import { requireUser } from '../http/guards.ts';
import { decideMany } from './service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Issue 19: hosts decide on many requests at once. */
export const decisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/event/:slug/applications/status',
    {
      schema: {
        tags: ['registrations'],
        summary:
          'Approve, decline, waitlist or reset many applicants at once (hosts and site admins); e-mails go out after the grace period',
        params: z.object({ slug: z.string().min(1).max(200) }),
        body: BulkDecisionBodySchema,
        response: { 200: BulkDecisionResponseSchema, ...errors },
      },
    },
    async (request) =>
      decideMany({
        db: app.db,
        actor: requireUser(request),
        slug: request.params.slug,
        body: request.body,
        effects: { jobs: app.jobs, appUrl: app.config.appUrl, graceSeconds: app.config.decisionGraceSeconds },
      }),
  );
};
