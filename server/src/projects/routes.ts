import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileEventListSchema } from '@hearth/contract/events';
import { ProjectCreateSchema, ProjectListSchema, ProjectSchema, ProjectUpdateSchema } from '@hearth/contract/projects';
import { requireUser } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { createProject, deleteProject, listUserEvents, listUserProjects, updateProject } from './service.ts';
import { errorResponses } from '../docs/schemas.ts';

const schemaOf = routeSchemas(['projects'], errorResponses(400, 401, 403, 404));
const UserParams = z.object({ id: z.string().uuid('User not found.') });

/** docs/product/profiles-and-projects.md#api project calls and the profile's lists (projects, joined events). */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/projects/create',
    schemaOf({
      summary: 'Add a project to an event; the caller is its creator and a team member',
      body: ProjectCreateSchema,
      response: { 200: ProjectSchema },
    }),
    async (request) => createProject({ db: app.db, actor: requireUser(request), input: request.body }),
  );

  app.post(
    '/projects/update',
    schemaOf({
      summary: 'Edit a project (site admins, the event’s hosts, team members); awards by admins and hosts only',
      body: ProjectUpdateSchema,
      response: { 200: ProjectSchema },
    }),
    async (request) => updateProject({ db: app.db, actor: requireUser(request), input: request.body }),
  );

  app.delete(
    '/projects/:id',
    schemaOf({
      summary: 'Delete a project (site admins, the event’s hosts, team members)',
      params: z.object({ id: z.string().uuid('Project not found.') }),
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deleteProject({ db: app.db, actor: requireUser(request), id: request.params.id });
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
