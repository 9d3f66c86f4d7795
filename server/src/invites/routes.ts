import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import {
  AcceptInviteBodySchema,
  AcceptInviteResponseSchema,
  InviteLookupSchema,
  InvitePreviewSchema,
  InvitesResponseSchema,
  InviteUsersBodySchema,
  InviteUsersResponseSchema,
  INVITE_REMAIL_AFTER_HOURS,
  ResendInviteBodySchema,
  ResendInviteResponseSchema,
  RetractInviteBodySchema,
  RetractInviteResponseSchema,
} from '@hearth/contract/invites';
import { requireUser } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { answerInvite, inviteUsers, listInvites, lookupInvite, previewInvite, resendInvite, retractInvite } from './service.ts';
import { errorResponses, slugParams } from '../docs/schemas.ts';

const schemaOf = routeSchemas(['invites'], errorResponses(400, 401, 403, 404, 409));

/** docs/product/registrations.md#invites: invitations by e-mail with a single-use link (hosts invite; the invitee answers). */
export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { jobs: app.jobs, appUrl: app.config.appUrl };
  const limits = app.config.inviteLimits;
  const caps =
    `Each invitation e-mail counts towards the caller's caps for the event: ${limits.hourly} an hour and ` +
    `${limits.daily} a day (INVITE_HOURLY_LIMIT, INVITE_DAILY_LIMIT). A call that would exceed one is refused ` +
    'as a whole: 429 with `Retry-After` and a message saying how many are left.';

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
      description:
        `${caps} An address whose pending invitation of the same role was e-mailed in the last ` +
        `${INVITE_REMAIL_AFTER_HOURS} hours is not e-mailed again: it is listed in \`skipped\` (use resend-invite). ` +
        'A list longer than a cap is refused with 400.',
      params: slugParams,
      body: InviteUsersBodySchema,
      response: { 200: InviteUsersResponseSchema, 429: ErrorResponseSchema },
    }),
    async (request) =>
      inviteUsers({
        db: app.db,
        actor: requireUser(request),
        slug: request.params.slug,
        input: request.body,
        jobs: app.jobs,
        limits,
      }),
  );

  app.post(
    '/event/:slug/resend-invite',
    schemaOf({
      summary: 'E-mail a pending invite again, with a new link (hosts and site admins)',
      description: `The earlier link stops working. At most once an hour per invitation (429 with \`Retry-After\`). ${caps}`,
      params: slugParams,
      body: ResendInviteBodySchema,
      response: { 200: ResendInviteResponseSchema, 429: ErrorResponseSchema },
    }),
    async (request) =>
      resendInvite({
        db: app.db,
        actor: requireUser(request),
        slug: request.params.slug,
        email: request.body.email,
        jobs: app.jobs,
        limits,
      }),
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

  app.get(
    '/invite/preview',
    routeSchemas(
      ['invites'],
      errorResponses(400, 404),
    )({
      summary: 'What an invite link shows before sign-in',
      description:
        'No sign-in: the token is the credential. Answers the event name and start, the inviter’s name, the role, ' +
        'the status, and the invited address while the invitation is pending (to fill in the sign-in form).',
      security: [],
      querystring: z.object({ token: z.string().min(1).max(200) }),
      response: { 200: InvitePreviewSchema },
    }),
    async (request) => previewInvite({ db: app.db, token: request.query.token }),
  );

  app.post(
    '/accept-invite',
    schemaOf({
      summary: 'Accept or decline an invite (only the invited address, once)',
      description:
        'Its sender must still be a host of the event or a site admin; otherwise the invitation is retracted and ' +
        'the answer is 409 "This invitation is no longer valid."',
      body: AcceptInviteBodySchema,
      response: { 200: AcceptInviteResponseSchema },
    }),
    async (request) => {
      const { token, accept } = request.body;
      return answerInvite({ db: app.db, actor: requireUser(request), token, accept, ...mail });
    },
  );
};
