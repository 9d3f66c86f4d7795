import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import { ErrorResponseSchema } from '@hearth/contract/common';
import { POSTER_MAX_BYTES, PosterUploadResponseSchema, ProfileEventListSchema } from '@hearth/contract/events';
import { TracksSchema } from '@hearth/contract/judging';
import { readUploadedFile } from '../http/multipart-file.ts';
import { storeProjectImage } from './image.ts';
import {
  MembershipAnswerSchema,
  ProjectCreateSchema,
  ProjectInvitationListSchema,
  ProjectListSchema,
  ProjectPageSchema,
  ProjectSchema,
  ProjectUpdateSchema,
} from '@hearth/contract/projects';
import { requireUser } from '../http/guards.ts';
import { perPersonKey } from '../http/rate-limit.ts';
import { routeSchemas } from '../http/route-schema.ts';
import {
  createProject,
  deleteProject,
  getProjectPage,
  listEventTracks,
  listUserEvents,
  listUserProjects,
  updateProject,
} from './service.ts';
import { errorResponses, multipartFileBody } from '../docs/schemas.ts';
import { answerMembership, leaveProject, listInvitations } from './membership.ts';

const schemaOf = routeSchemas(['projects'], errorResponses(400, 401, 403, 404));
const membershipSchemaOf = routeSchemas(['projects'], errorResponses(400, 401, 404, 409));
const UserParams = z.object({ id: z.string().uuid('User not found.') });
const ProjectParams = z.object({ id: z.string().uuid('Project not found.') });

/**
 * Image uploads per person per hour (docs/security.md#uploads-and-posters): any member may upload, and
 * each upload is kept, so the cap bounds what one account can store (five images a project, six projects
 * an hour).
 */
export const PROJECT_IMAGES_PER_HOUR = 30;

/** docs/product/profiles-and-projects.md#api project calls and the profile's lists (projects, joined events). */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { jobs: app.jobs, appUrl: app.config.appUrl };
  // Multipart only in this scope: the project image upload is its one user.
  await app.register(multipart, { limits: { fileSize: POSTER_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/projects/image',
    {
      config: {
        rateLimit: { max: PROJECT_IMAGES_PER_HOUR, timeWindow: '1 hour', keyGenerator: perPersonKey('project-image') },
      },
      ...schemaOf({
        summary:
          'Upload a project image (multipart field `file`: SVG, PNG, JPG or GIF, at most 5 MiB); an SVG is stored as the PNG it draws',
        description: `At most ${PROJECT_IMAGES_PER_HOUR} uploads an hour per person (429 with \`Retry-After\` beyond).`,
        consumes: ['multipart/form-data'],
        body: multipartFileBody('SVG, PNG, JPG or GIF, at most 5 MiB'),
        response: { 200: PosterUploadResponseSchema, 413: ErrorResponseSchema, 429: ErrorResponseSchema },
      }),
    },
    async (request) => {
      const actor = requireUser(request);
      const data = await readUploadedFile(request, { what: 'image', tooLarge: 'The image is too large (at most 5 MB).' });
      return storeProjectImage({ storage: app.storage, ownerId: actor.userId, data });
    },
  );

  app.post(
    '/projects/create',
    schemaOf({
      summary:
        'Add a project to an event; the caller is its creator and a team member, anyone else named is invited (pending until they accept)',
      body: ProjectCreateSchema,
      response: { 200: ProjectSchema },
    }),
    async (request) => createProject({ db: app.db, actor: requireUser(request), mail, input: request.body }),
  );

  app.post(
    '/projects/update',
    schemaOf({
      summary:
        'Edit a project (site admins, the event’s hosts, team members); awards by admins and hosts only; new members are invited',
      body: ProjectUpdateSchema,
      response: { 200: ProjectSchema },
    }),
    async (request) => updateProject({ db: app.db, actor: requireUser(request), mail, input: request.body }),
  );

  app.delete(
    '/projects/:id',
    schemaOf({
      summary: 'Delete a project (site admins, the event’s hosts, team members)',
      params: ProjectParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deleteProject({ db: app.db, actor: requireUser(request), jobs: app.jobs, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/projects/invitations',
    schemaOf({
      summary: 'The caller’s pending invitations to project teams',
      response: { 200: ProjectInvitationListSchema },
    }),
    async (request) => listInvitations({ db: app.db, actor: requireUser(request) }),
  );

  app.post(
    '/projects/:id/membership',
    membershipSchemaOf({
      summary:
        'Answer one’s own invitation to a project team: accept joins; false declines it, or leaves the team when already on it',
      params: ProjectParams,
      body: MembershipAnswerSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      await answerMembership({ db: app.db, actor, jobs: app.jobs, projectId: request.params.id, accept: request.body.accept });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/projects/:id/membership',
    membershipSchemaOf({
      summary: 'Leave a project team (or decline the invitation); the last member cannot leave (409)',
      params: ProjectParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await leaveProject({ db: app.db, actor: requireUser(request), jobs: app.jobs, projectId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/projects/tracks',
    schemaOf({
      summary: 'An event’s judging tracks, for a project’s track (anyone who may see the event)',
      security: [],
      querystring: z.object({ event_id: z.string().uuid('Event not found.') }),
      response: { 200: TracksSchema },
    }),
    async (request) => listEventTracks({ db: app.db, viewer: request.actor, eventId: request.query.event_id }),
  );

  app.get(
    '/projects/:id',
    schemaOf({
      summary: 'A project with its event’s address (the project page); a project on an event the caller may not see is 404',
      security: [],
      params: ProjectParams,
      response: { 200: ProjectPageSchema },
    }),
    async (request) => getProjectPage({ db: app.db, viewer: request.actor, id: request.params.id }),
  );

  app.get(
    '/user/:id/projects',
    schemaOf({
      summary: 'A user’s projects on events the caller may see',
      security: [],
      params: UserParams,
      response: { 200: ProjectListSchema },
    }),
    async (request) => listUserProjects({ db: app.db, viewer: request.actor, userId: request.params.id }),
  );

  app.get(
    '/user/:id/event',
    schemaOf({
      summary:
        "Events a user hosts or joined that the caller may see, with the user's relation (pending and waitlisted only for the user)",
      security: [],
      params: UserParams,
      response: { 200: ProfileEventListSchema },
    }),
    async (request) => listUserEvents({ db: app.db, viewer: request.actor, userId: request.params.id }),
  );
};
