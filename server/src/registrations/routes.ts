import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicantProfileSchema,
  NewRegistrationBodySchema,
  CancelRegistrationBodySchema,
  RegistrationResultSchema,
  SetRegistrationStatusQuerySchema,
  SetRegistrationStatusResponseSchema,
  MyRegistrationResponseSchema,
  RegistrationsResponseSchema,
} from '@hearth/contract/registrations';
import { RegistrationsFilterSchema } from '@hearth/contract/decisions';
import { requireUser } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import {
  createRegistration,
  getApplicantProfile,
  getMyRegistration,
  listRegistrations,
  cancelRegistration,
  setRegistrationStatus,
} from './service.ts';
import { errorResponses, slugParams } from '../docs/schemas.ts';

const schemaOf = routeSchemas(['registrations'], errorResponses(400, 401, 403, 404, 409));

/**
 * Registrations (docs/product/registrations.md): a guest's request to attend, and their review by the
 * event's hosts and site admins.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { jobs: app.jobs, appUrl: app.config.appUrl };

  app.post(
    '/application/new',
    schemaOf({
      summary:
        'Request to attend an event (the caller; needs a complete profile and the required answers): pending, or approved or waitlisted at once when the event needs no approval',
      body: NewRegistrationBodySchema,
      response: { 200: RegistrationResultSchema },
    }),
    async (request) => createRegistration({ db: app.db, actor: requireUser(request), input: request.body, jobs: app.jobs }),
  );

  app.post(
    '/application/remove',
    schemaOf({
      summary: "Cancel the caller's own pending, approved or waitlisted registration (a freed place goes to the waitlist)",
      body: CancelRegistrationBodySchema,
      response: { 200: RegistrationResultSchema },
    }),
    async (request) => cancelRegistration({ db: app.db, actor: requireUser(request), input: request.body, ...mail }),
  );

  app.get(
    '/event/:slug/my-registration',
    schemaOf({
      summary: "The caller's registration for the event (status, answers, check-in code), or null",
      params: slugParams,
      response: { 200: MyRegistrationResponseSchema },
    }),
    async (request) => getMyRegistration({ db: app.db, actor: requireUser(request), slug: request.params.slug }),
  );

  app.get(
    '/event/:slug/applications',
    schemaOf({
      summary: 'Pending and reviewed requests with counts (hosts and site admins); optional filters and sort',
      params: slugParams,
      querystring: RegistrationsFilterSchema,
      response: { 200: RegistrationsResponseSchema },
    }),
    async (request) =>
      listRegistrations({ db: app.db, actor: requireUser(request), slug: request.params.slug, filter: request.query }),
  );

  app.post(
    '/application/status',
    schemaOf({
      summary: "Set an applicant's status (hosts and site admins); the same status changes nothing",
      querystring: SetRegistrationStatusQuerySchema,
      response: { 200: SetRegistrationStatusResponseSchema },
    }),
    async (request) =>
      setRegistrationStatus({
        db: app.db,
        actor: requireUser(request),
        query: request.query,
        effects: { ...mail, graceSeconds: app.config.decisionGraceSeconds },
      }),
  );

  app.get(
    '/applications/:slug/:email',
    schemaOf({
      summary: "One applicant's full profile, events, projects and answers (hosts and site admins)",
      params: z.object({ slug: z.string().min(1).max(200), email: z.string().min(3).max(320) }),
      response: { 200: ApplicantProfileSchema },
    }),
    async (request) => {
      const { slug, email } = request.params;
      return getApplicantProfile({ db: app.db, actor: requireUser(request), slug, email });
    },
  );
};
