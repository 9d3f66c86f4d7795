import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptInviteBodySchema,
  AcceptInviteResponseSchema,
  InviteLookupSchema,
  InvitesResponseSchema,
  InviteUsersBodySchema,
  InviteUsersResponseSchema,
  RetractInviteBodySchema,
  RetractInviteResponseSchema,
} from '@hearth/contract/invites';
import { requireUser } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { answerInvite, inviteUsers, listInvites, lookupInvite, retractInvite } from './service.ts';
import { errorResponses, slugParams } from '../docs/schemas.ts';

const schemaOf = routeSchemas(['invites'], errorResponses(400, 401, 403, 404, 409));

/** Issue 4: invitations by e-mail with a single-use link (hosts invite; the invitee answers). */
export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { jobs: app.jobs, appUrl: app.config.appUrl };

  app.get(
    '/event/:slug/invites',
    schemaOf({
      summary: 'The event’s invites with counts for hosts and guests (hosts and site admins)',
      params: slugParams,
      response: { 200: InvitesResponseSchema },
    }),
    async (request) => listInvites({ db: app.db, actor: requireUser(request), slug: request.params.slug }),
  );

  app.post(
    '/event/:slug/invite-users',
    schemaOf({
      summary: 'Invite e-mail addresses as guests or hosts (hosts and site admins)',
      params: slugParams,
      body: InviteUsersBodySchema,
      response: { 200: InviteUsersResponseSchema },
    }),
    async (request) =>
      inviteUsers({ db: app.db, actor: requireUser(request), slug: request.params.slug, input: request.body, ...mail }),
  );

  app.post(
    '/event/:slug/retract-invite',
    schemaOf({
      summary: 'Retract a pending invite (hosts and site admins)',
      params: slugParams,
      body: RetractInviteBodySchema,
      response: { 200: RetractInviteResponseSchema },
    }),
    async (request) =>
      retractInvite({ db: app.db, actor: requireUser(request), slug: request.params.slug, email: request.body.email }),
  );

  app.get(
    '/invite',
    schemaOf({
      summary: 'What an invite link is for, and whether it was sent to the caller',
      querystring: z.object({ token: z.string().min(1).max(200) }),
      response: { 200: InviteLookupSchema },
    }),
    async (request) => lookupInvite({ db: app.db, actor: requireUser(request), token: request.query.token }),
  );

  app.post(
    '/accept-invite',
    schemaOf({
      summary: 'Accept or decline an invite (only the invited address, once)',
      body: AcceptInviteBodySchema,
      response: { 200: AcceptInviteResponseSchema },
    }),
    async (request) => {
      const { token, accept } = request.body;
      return answerInvite({ db: app.db, actor: requireUser(request), token, accept, ...mail });
    },
  );
};
