import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import {
  EventDetailSchema,
  EventInputSchema,
  EventListSchema,
  EventSchema,
  EventUpdateSchema,
  POSTER_MAX_BYTES,
  PosterUploadResponseSchema,
} from '@hearth/contract/events';
import { eq } from 'drizzle-orm';
import { eventHosts } from '../db/schema.ts';
import { requireSiteAdmin, requireUser } from '../http/guards.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { canSeeLocation, loadEventForViewer } from './access.ts';
import { getEventDetail } from './detail.ts';
import { sendPublicAnswer, serializeAnswer } from './public-answer.ts';
import { eventCalendar } from './ics.ts';
import { checkPoster, posterKey } from './poster.ts';
import { SvgTooSlowError } from './poster-raster.ts';
import { readUploadedFile } from '../http/multipart-file.ts';
import { errorResponses, multipartFileBody } from '../docs/schemas.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { createEvent, deleteEvent, listEvents, updateEvent } from './service.ts';

const schemaOf = routeSchemas(['events'], errorResponses(400, 401, 403, 404, 409, 413));
const SlugParams = z.object({ slug: z.string().min(1).max(120) });
/** Anonymous reads carry a validator (public-answer.ts). */
const notModified = {
  304: z.null().meta({
    description: 'Not modified: the `ETag` sent in `If-None-Match` is still current (callers without credentials)',
  }),
};

const POSTER_TOO_SLOW = 'The poster SVG takes too long to draw. Please upload a simpler SVG, or a PNG, JPG or GIF.';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const eventEffects = { jobs: app.jobs, appUrl: app.config.appUrl, reminderLeadMinutes: app.config.reminderLeadMinutes };
  // Multipart only in this scope: the poster upload is its one user.
  await app.register(multipart, { limits: { fileSize: POSTER_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get(
    '/events',
    schemaOf({
      summary: 'Events the caller may see, with their status and role',
      security: [],
      response: { 200: EventListSchema, ...notModified },
    }),
    async (request, reply) => {
      if (request.actor) return listEvents({ db: app.db, actor: request.actor });
      const load = async () => serializeAnswer(reply, await listEvents({ db: app.db, actor: null }));
      return sendPublicAnswer(request, reply, await app.publicReads.read('events', load));
    },
  );

  app.get(
    '/event/:slug',
    schemaOf({
      summary: 'One event with its projects and, when allowed, its guests',
      params: SlugParams,
      response: { 200: EventDetailSchema, ...notModified },
    }),
    async (request, reply) => {
      const { slug } = request.params;
      if (request.actor) return getEventDetail({ db: app.db, actor: request.actor, slug });
      const load = async () => serializeAnswer(reply, await getEventDetail({ db: app.db, actor: null, slug }));
      return sendPublicAnswer(request, reply, await app.publicReads.read(`event:${slug}`, load));
    },
  );

  app.get(
    '/event/:slug/calendar.ics',
    {
      schema: {
        tags: ['events'],
        summary: 'The event as an iCalendar file (Add to calendar)',
        params: SlugParams,
        response: {
          200: z.string().meta({
            description: 'An iCalendar (RFC 5545) file with the one event',
            content: {
              'text/calendar': { schema: { type: 'string', description: 'UTF-8, CRLF line ends, folded at 75 octets' } },
            },
          }),
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const loaded = await loadEventForViewer({ db: app.db, actor: request.actor, slug: request.params.slug });
      if (!loaded || !loaded.canSee) throw notFound('Event not found.');
      const { event } = loaded;
      const body = eventCalendar({
        id: event.id,
        name: event.name,
        description: event.description,
        timestamp: event.startsAt.getTime(),
        location: canSeeLocation(loaded) ? event.location : undefined,
        url: `${app.config.appUrl}/events/${encodeURIComponent(event.slug)}`,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
        .send(body);
    },
  );

  app.post(
    '/event/new',
    schemaOf({
      summary: 'Create or clone an event (site admins)',
      body: EventInputSchema,
      response: { 200: EventSchema },
    }),
    async (request) => {
      const actor = requireSiteAdmin(request);
      return createEvent({ db: app.db, actor, input: request.body, effects: eventEffects });
    },
  );

  app.post(
    '/event/update',
    schemaOf({
      summary: 'Update an event (site admins and its hosts); the slug cannot change',
      body: EventUpdateSchema,
      response: { 200: EventSchema },
    }),
    async (request) => {
      const actor = requireUser(request);
      const { id, ...input } = request.body;
      return updateEvent({ db: app.db, actor, id, input, effects: eventEffects });
    },
  );

  app.delete(
    '/event/:id',
    schemaOf({
      summary: 'Delete an event (site admins)',
      params: z.object({ id: z.string().uuid('Event not found.') }),
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      requireSiteAdmin(request);
      await deleteEvent({ db: app.db, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/event/poster',
    schemaOf({
      summary: 'Upload a poster (multipart field `file`: SVG, PNG, JPG or GIF, at most 5 MiB)',
      consumes: ['multipart/form-data'],
      body: multipartFileBody('SVG, PNG, JPG or GIF, at most 5 MiB'),
      response: { 200: PosterUploadResponseSchema },
    }),
    async (request) => {
      const actor = requireUser(request);
      if (actor.role !== 'admin') {
        const [host] = await app.db
          .select({ id: eventHosts.eventId })
          .from(eventHosts)
          .where(eq(eventHosts.userId, actor.userId))
          .limit(1);
        if (!host) throw forbidden('Only site admins and event hosts can upload posters.');
      }
      const data = await readUploadedFile(request, { what: 'poster', tooLarge: 'The poster is too large (at most 5 MB).' });
      if (data.length === 0) throw badRequest('The poster file is empty.');
      const poster = await checkPoster(data).catch((error: unknown) => {
        if (error instanceof SvgTooSlowError) throw badRequest(POSTER_TOO_SLOW, 'file');
        throw error;
      });
      if (!poster) throw badRequest('Posters must be SVG, PNG, JPG or GIF images.');
      const key = posterKey(poster.extension);
      await app.storage.put(key, poster.data, { contentType: poster.type, ownerId: actor.userId });
      return { file_url: app.storage.url(key) };
    },
  );
};
