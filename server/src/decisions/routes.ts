import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BulkDecisionBodySchema, BulkDecisionResponseSchema } from '@hearth/contract/decisions';
import { requireUser } from '../http/guards.ts';
import { decideMany } from './service.ts';
import { errorResponses } from '../docs/schemas.ts';
import { routeSchemas } from '../http/route-schema.ts';

const schemaOf = routeSchemas(['registrations'], errorResponses(400, 401, 403, 404));

/** A host's decision on many registrations at once (docs/product/registrations.md). */
export const decisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/event/:slug/applications/status',
    schemaOf({
      summary:
        'Approve, decline, waitlist or reset many applicants at once (hosts and site admins); e-mails go out after the grace period',
      params: z.object({ slug: z.string().min(1).max(200) }),
      body: BulkDecisionBodySchema,
      response: { 200: BulkDecisionResponseSchema },
    }),
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
