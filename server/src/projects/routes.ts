import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileEventListSchema } from '@hearth/contract/events';
import {
  MembershipAnswerSchema,
  ProjectCreateSchema,
  ProjectInvitationListSchema,
  ProjectListSchema,
  ProjectSchema,
  ProjectUpdateSchema,
} from '@hearth/contract/projects';
import { requireUser } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { createProject, deleteProject, listUserEvents, listUserProjects, updateProject } from './service.ts';
import { errorResponses } from '../docs/schemas.ts';
import { answerMembership, leaveProject, listInvitations } from './membership.ts';

const schemaOf = routeSchemas(['projects'], errorResponses(400, 401, 403, 404));
const membershipSchemaOf = routeSchemas(['projects'], errorResponses(400, 401, 404, 409));
const UserParams = z.object({ id: z.string().uuid('User not found.') });
const ProjectParams = z.object({ id: z.string().uuid('Project not found.') });

/** docs/product/profiles-and-projects.md#api project calls and the profile's lists (projects, joined events). */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { jobs: app.jobs, appUrl: app.config.appUrl };

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
