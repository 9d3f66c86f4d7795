import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import { IssueReportSchema } from '@hearth/contract/issues';
import { reportIssue } from './service.ts';

export const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/issues',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['issues'],
        summary: 'Report an issue to the site admins',
        security: [{}, { bearer: [] }],
        body: IssueReportSchema,
        response: { 204: z.null(), 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
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
