import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import { JobsOverviewSchema, RetryJobParamsSchema } from '@hearth/contract/jobs';
import { refuseAllButSiteAdmins } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { jobsOverview, retryFailedJob } from './overview.ts';
import { errorResponses } from '../docs/schemas.ts';

const schemaOf = routeSchemas(['jobs'], errorResponses(400, 401, 403), 'Site admins only.');

/** The admin screen's view of the durable job queue. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseAllButSiteAdmins);

  app.get(
    '/jobs',
    schemaOf({
      summary: 'Queued, running and failed background jobs',
      description: 'Failed jobs are the ones given up on after every retry (at least 24 hours).',
      response: { 200: JobsOverviewSchema },
    }),
    async () => jobsOverview({ database: app.database, jobs: app.jobs }),
  );

  app.post(
    '/jobs/:queue/:id/retry',
    schemaOf({
      summary: 'Queue a failed job again',
      description: 'The job gets one more attempt.',
      params: RetryJobParamsSchema,
      response: { 204: z.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
    }),
    async (request, reply) => {
      await retryFailedJob({ database: app.database, jobs: app.jobs, ...request.params });
      return reply.status(204).send(null);
    },
  );
};
