import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EventDetailSchema,
  EventInputSchema,
  EventListSchema,
  EventSchema,
  EventUpdateSchema,
  POSTER_MAX_BYTES,
  PosterUploadResponseSchema,
} from '@hearth/contract/events';
import { refuseAllButSiteAdmins, requireUser } from '../http/guards.ts';
import { notFound } from '../http/errors.ts';
import { canSeeLocation, isPublicToAnonymous, loadEventForViewer } from './access.ts';
import { shareCardPng, shareCardVersion } from './share-card-image.ts';
import { getEventDetail } from './detail.ts';
import { sendPublicAnswer, serializeAnswer } from './public-answer.ts';
import { eventCalendar } from './ics.ts';
import { requirePosterUploader, storePoster } from './poster.ts';
import { readUploadedFile } from '../http/multipart-file.ts';
import { errorResponses, multipartFileBody } from '../docs/schemas.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { createEvent, deleteEvent, listEvents, updateEvent } from './service.ts';

const schemaOf = routeSchemas(['events'], errorResponses(400, 401, 403, 404, 409, 413));
/** The calendar file of an event anyone may see: its own, shorter list of error answers. */
const calendarSchemaOf = routeSchemas(['events'], errorResponses(400, 404));
const SlugParams = z.object({ slug: z.string().min(1).max(120) });
/** Anonymous reads carry a validator (public-answer.ts). */
const notModified = {
  304: z.null().meta({
    description: 'Not modified: the `ETag` sent in `If-None-Match` is still current (callers without credentials)',
  }),
};

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const eventEffects = { jobs: app.jobs, saved: app.eventHooks.saved };
  const { projectsOf } = app.eventHooks;
  // Multipart only in this scope: the poster upload is its one user.
  await app.register(multipart, { limits: { fileSize: POSTER_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  // Anonymous reads come from the public read cache: they wait for no slot of the load shedding.
  const publicRead = app.config.publicReadCache ? { config: { shedding: 'slot-free-when-anonymous' as const } } : {};

  app.get(
    '/events',
    {
      ...publicRead,
      ...schemaOf({
        summary: 'Events the caller may see, with their status and role',
        security: [],
        response: { 200: EventListSchema, ...notModified },
      }),
    },
    async (request, reply) => {
      if (request.actor) return listEvents({ db: app.db, actor: request.actor });
      const load = async () => serializeAnswer(reply, await listEvents({ db: app.db, actor: null }));
      return sendPublicAnswer(request, reply, await app.publicReads.read('events', load));
    },
  );

  app.get(
    '/event/:slug',
    {
      ...publicRead,
      ...schemaOf({
        summary: 'One event with its projects and, when allowed, its guests',
        params: SlugParams,
        response: { 200: EventDetailSchema, ...notModified },
      }),
    },
    async (request, reply) => {
      const { slug } = request.params;
      if (request.actor) return getEventDetail({ db: app.db, actor: request.actor, slug, projectsOf });
      const load = async () => serializeAnswer(reply, await getEventDetail({ db: app.db, actor: null, slug, projectsOf }));
      return sendPublicAnswer(request, reply, await app.publicReads.read(`event:${slug}`, load));
    },
  );

  app.get(
    '/event/:slug/share-card.png',
    calendarSchemaOf({
      summary: "The event's share card: the picture a shared link shows when the event has no poster",
      description:
        'Public and unlisted events only (others answer 404, as a missing one). 1200 × 630: the name, the date and time on ' +
        "the event's clock, and 'Register to see the location'. The page's og:image adds `?v=` with the version, so a saved " +
        'change is fetched again.',
      security: [],
      params: SlugParams,
      querystring: z.object({ v: z.string().max(80).optional() }),
      response: {
        // Binary: sent as it is, never serialised.
        200: z.unknown().meta({
          description: 'A PNG image, 1200 × 630',
          content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
        }),
      },
    }),
    async (request, reply) => {
      const loaded = await loadEventForViewer({ db: app.db, actor: null, slug: request.params.slug });
      if (!loaded || !isPublicToAnonymous(loaded.event)) throw notFound('Event not found.');
      const png = await shareCardPng(loaded.event);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=3600')
        .header('etag', `"${shareCardVersion(loaded.event)}"`)
        .send(png);
    },
  );

  app.get(
    '/event/:slug/calendar.ics',
    calendarSchemaOf({
      summary: 'The event as an iCalendar file (Add to calendar)',
      params: SlugParams,
      response: {
        200: z.string().meta({
          description: 'An iCalendar (RFC 5545) file with the one event',
          content: {
            'text/calendar': { schema: { type: 'string', description: 'UTF-8, CRLF line ends, folded at 75 octets' } },
          },
        }),
      },
    }),
    async (request, reply) => {
      const loaded = await loadEventForViewer({ db: app.db, actor: request.actor, slug: request.params.slug });
      if (!loaded || !loaded.canSee) throw notFound('Event not found.');
      const { event } = loaded;
      const body = eventCalendar({
        id: event.id,
        name: event.name,
        description: event.description,
        timestamp: event.startsAt.getTime(),
        endTimestamp: event.endsAt?.getTime() ?? null,
        timezone: event.timezone,
        ...(canSeeLocation(loaded) ? { location: event.location, meetingUrl: event.meetingUrl } : {}),
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
    {
      onRequest: refuseAllButSiteAdmins,
      ...schemaOf({
        summary: 'Create or clone an event (site admins)',
        body: EventInputSchema,
        response: { 200: EventSchema },
      }),
    },
    async (request) =>
      createEvent({
        db: app.db,
        actor: requireUser(request),
        input: request.body,
        effects: eventEffects,
        defaultTimeZone: app.config.defaultTimeZone,
      }),
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
    {
      onRequest: refuseAllButSiteAdmins,
      ...schemaOf({
        summary: 'Delete an event (site admins)',
        params: z.object({ id: z.string().uuid('Event not found.') }),
        response: { 204: z.null() },
      }),
    },
    async (request, reply) => {
      await deleteEvent({ db: app.db, id: request.params.id, jobs: app.jobs });
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
      await requirePosterUploader(app.db, actor);
      const data = await readUploadedFile(request, { what: 'poster', tooLarge: 'The poster is too large (at most 5 MB).' });
      return storePoster({ storage: app.storage, ownerId: actor.userId, data });
    },
  );
};
