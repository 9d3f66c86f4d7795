import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarFeedSchema } from '@hearth/contract/calendar-feed';
import { requireUser } from '../http/guards.ts';
import { notFound } from '../http/errors.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { errorResponses } from '../docs/schemas.ts';
import { feedCalendar, feedUrl, rotateFeed, type FeedKey } from './service.ts';

const schemaOf = routeSchemas(['calendar'], errorResponses(400, 401));
const feedSchemaOf = routeSchemas(['calendar'], errorResponses(400, 404));

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = (): FeedKey => ({ secret: app.serverSecret, appUrl: app.config.appUrl });

  app.get(
    '/user/calendar-feed',
    schemaOf({
      summary: 'The address of the caller’s private calendar feed (made on the first call)',
      description: 'Keep it secret: anyone with the address can read the feed. Rotate it if it leaked.',
      response: { 200: CalendarFeedSchema },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      reply.header('cache-control', 'no-store');
      return { url: await feedUrl({ db: app.db, key: key(), userId: actor.userId }) };
    },
  );

  app.post(
    '/user/calendar-feed/rotate',
    schemaOf({
      summary: 'A new address for the caller’s calendar feed; the old one answers 404 from now on',
      response: { 200: CalendarFeedSchema },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      reply.header('cache-control', 'no-store');
      return { url: await rotateFeed({ db: app.db, key: key(), userId: actor.userId }) };
    },
  );

  app.get(
    '/calendar/:file',
    feedSchemaOf({
      summary: 'A private calendar feed: every event its owner is approved for or hosts',
      description:
        'No sign-in: the secret address is the credential. Start and end are UTC instants. An address that was rotated, or never existed, answers 404.',
      security: [],
      params: z.object({ file: z.string().max(100).meta({ description: '`{token}.ics`' }) }),
      response: {
        200: z.string().meta({
          description: 'An iCalendar (RFC 5545) file with the events',
          content: {
            'text/calendar': { schema: { type: 'string', description: 'UTF-8, CRLF line ends, folded at 75 octets' } },
          },
        }),
      },
    }),
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const body = await feedCalendar({ db: app.db, key: key(), token });
      if (body === null) throw notFound('Calendar feed not found.');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="hearth.ics"')
        .send(body);
    },
  );
};
