import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import {
  GuestMessageBodySchema,
  GuestMessageResultSchema,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  MESSAGES_PER_HOUR,
  MessageRecipientsQuerySchema,
  MessageRecipientsSchema,
} from '@hearth/contract/guest-messages';
import { requireUser } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { countRecipients, sendGuestMessage } from './service.ts';
import { errorResponses, slugParams } from '../docs/schemas.ts';

const schemaOf = routeSchemas(
  ['guest messages'],
  errorResponses(400, 401, 403, 404),
  'Event hosts, site admins and admin API keys; 403 for anyone else.',
);

/** 'Message guests' in the event manager. */
export const guestMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { jobs: app.jobs, appUrl: app.config.appUrl };

  app.get(
    '/event/:slug/messages/recipients',
    schemaOf({
      summary: 'How many guests a message to the audience would reach',
      description: 'Counts the approved (or waitlisted) guests with an e-mail address.',
      params: slugParams,
      querystring: MessageRecipientsQuerySchema,
      response: { 200: MessageRecipientsSchema },
    }),
    async (request) =>
      countRecipients({ db: app.db, actor: requireUser(request), slug: request.params.slug, audience: request.query.audience }),
  );

  app.post(
    '/event/:slug/messages',
    schemaOf({
      summary: 'E-mail all approved (or all waitlisted) guests of the event',
      description:
        'One e-mail per recipient is queued with the message; the answer says how many. ' +
        `Subject 1–${MESSAGE_SUBJECT_MAX} characters, message 1–${MESSAGE_BODY_MAX} characters (400 otherwise, ` +
        `and when the audience is empty). At most ${MESSAGES_PER_HOUR} messages per event in any hour ` +
        '(429 with `Retry-After` beyond it).',
      params: slugParams,
      body: GuestMessageBodySchema,
      response: { 202: GuestMessageResultSchema, 429: ErrorResponseSchema },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const result = await sendGuestMessage({ db: app.db, actor, slug: request.params.slug, input: request.body, ...mail });
      return reply.status(202).send(result);
    },
  );
};
