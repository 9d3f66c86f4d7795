import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IssueReportSchema } from '@hearth/contract/issues';
import type { SecurityRequirement } from '../docs/openapi.ts';
import { errorResponses } from '../docs/schemas.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { reportIssue } from './service.ts';

const schemaOf = routeSchemas(['issues'], errorResponses(400, 429));
/** Anyone may report, signed in or not. */
const anyoneOrSignedIn: SecurityRequirement[] = [{}, { bearer: [] }];

export const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/issues',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      ...schemaOf({
        summary: 'Report an issue to the site admins',
        security: anyoneOrSignedIn,
        body: IssueReportSchema,
        response: { 204: z.null() },
      }),
    },
    async (request, reply) => {
      await reportIssue({
        db: app.db,
        jobs: app.jobs,
        adminEmails: app.config.adminEmails,
        reporterId: request.actor?.userId ?? null,
        input: request.body,
      });
      return reply.status(204).send(null);
    },
  );
};
