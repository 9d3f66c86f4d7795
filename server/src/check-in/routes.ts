import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import {
  AlreadyCheckedInAnswerSchema,
  CheckedInAnswerSchema,
  CheckInBodySchema,
  CheckInCodeParamsSchema,
  CheckInListSchema,
  CheckInNotFoundSchema,
  RefusedTicketAnswerSchema,
  UndoCheckInAnswerSchema,
} from '@hearth/contract/check-in';
import { requireUser } from '../http/guards.ts';
import { checkIn, listCheckIns, undoCheckIn } from './service.ts';
import { slugParams } from '../docs/schemas.ts';
import { routeSchemas } from '../http/route-schema.ts';

const schemaOf = routeSchemas(['check-in'], {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema.describe("Not a site admin or one of the event's hosts"),
});

/**
 * Check-in at the door (docs/product/registrations.md#check-in). Site admins, the event's hosts and admin API keys
 * (which act as their admin).
 */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/event/:slug/check-in',
    schemaOf({
      summary: 'Check a guest in by the QR payload `HEARTH:{slug}:{code}` or the bare code',
      description:
        '200 checked in; 409 already checked in (with the time); 422 another event’s ticket (`other_event`) or a ' +
        'registration that is not approved (`not_approved`, with its status); 404 an unknown code.',
      params: slugParams,
      body: CheckInBodySchema,
      response: {
        200: CheckedInAnswerSchema,
        404: CheckInNotFoundSchema,
        409: AlreadyCheckedInAnswerSchema,
        422: RefusedTicketAnswerSchema,
      },
    }),
    async (request, reply) => {
      const outcome = await checkIn({
        db: app.db,
        jobs: app.jobs,
        actor: requireUser(request),
        slug: request.params.slug,
        code: request.body.code,
      });
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.delete(
    '/event/:slug/check-in/:code',
    schemaOf({
      summary: 'Undo a check-in (a guest who is not checked in stays so)',
      params: CheckInCodeParamsSchema,
      response: { 200: UndoCheckInAnswerSchema, 404: CheckInNotFoundSchema, 422: RefusedTicketAnswerSchema },
    }),
    async (request, reply) => {
      const { slug, code } = request.params;
      const outcome = await undoCheckIn({ db: app.db, actor: requireUser(request), jobs: app.jobs, slug, code });
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.get(
    '/event/:slug/check-in',
    schemaOf({
      summary: "The check-in counts ('Checked in: N / M') and every registration of the event, by name",
      params: slugParams,
      response: { 200: CheckInListSchema, 404: ErrorResponseSchema.describe('No such event') },
    }),
    async (request) => listCheckIns({ db: app.db, actor: requireUser(request), slug: request.params.slug }),
  );
};
