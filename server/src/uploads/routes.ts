import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import {
  FILE_URL_HEADER,
  PHOTO_MAX_BYTES,
  PHOTO_RESUMABLE_PATH,
  PhotoUploadResponseSchema,
  TUS_VERSION,
} from '@hearth/contract/uploads';
import { binaryBody, errorResponses, headerDoc, multipartFileBody } from '../docs/schemas.ts';
import { publicRoute } from '../docs/openapi.ts';
import { readUploadedFile } from '../http/multipart-file.ts';
import { requireUser } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { PHOTO_TOO_LARGE, storeProfilePhoto } from './service.ts';
import { createPhotoTusServer } from './tus.ts';

const schemaOf = routeSchemas(['users'], errorResponses(400, 401, 413));
const HOUR = 60 * 60 * 1000;

/**
 * Profile photos (docs/product/profiles-and-projects.md#photo-upload): a plain multipart POST for small files and the
 * resumable tus protocol for files above 256 KiB. Either way a user can only ever write their own
 * photo, at `profile_photos/{uid}`; the answer is its URL, which the profile update then saves.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Nothing here takes JSON or text: the photo is multipart and tus reads its bodies itself, so no
  // body is parsed before a handler (a tus chunk of any content type reaches tus, which answers 415).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/user/photo',
    schemaOf({
      summary: 'Upload the signed-in user’s profile photo (multipart field `file`: PNG, JPEG, GIF or WebP, at most 10 MiB)',
      consumes: ['multipart/form-data'],
      body: multipartFileBody('PNG, JPEG, GIF or WebP, at most 10 MiB'),
      response: { 200: PhotoUploadResponseSchema },
    }),
    async (request) => {
      const actor = requireUser(request);
      const data = await readUploadedFile(request, { what: 'photo', tooLarge: PHOTO_TOO_LARGE });
      return storeProfilePhoto({ storage: app.storage, userId: actor.userId, data });
    },
  );

  const tus = createPhotoTusServer({
    db: app.db,
    pendingLimits: app.config.pendingUploads,
    storage: app.storage,
    dataDir: app.config.dataDir,
    s3: app.config.s3,
    appOrigin: new URL(app.config.appUrl).origin,
    log: app.log,
  });
  const cleanup = setInterval(
    () => void tus.cleanUpExpired().catch((error: unknown) => app.log.warn({ err: error }, 'could not clean up expired uploads')),
    HOUR,
  );
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));

  /** Signed-in callers only (discovery by OPTIONS needs no credentials); then the tus server takes over the raw request (Fastify hijack). */
  const handleTus = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = request.method === 'OPTIONS' ? null : requireUser(request);
    reply.hijack();
    await tus.handle(request.raw, reply.raw, actor);
  };
  const base = PHOTO_RESUMABLE_PATH.replace(/^\/api/, '');
  // tus 1.0: every answer names the protocol version, also those given before the tus server
  // (401 signed out, 429 rate limited, 503 overloaded); the tus server's own answers set it too.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith(PHOTO_RESUMABLE_PATH)) reply.header('Tus-Resumable', TUS_VERSION);
  });
  const tusDescription = `The tus ${TUS_VERSION} resumable upload protocol (core, creation, termination; header \`Tus-Resumable: ${TUS_VERSION}\`), for photos above 256 KiB. Signed-in users, their own photo only. Errors answer \`{ message }\`; a missing or other \`Tus-Resumable\` answers 412 with \`Tus-Version\`.`;
  const tusResumable = headerDoc(`\`${TUS_VERSION}\`; missing or another version answers 412`);
  const tusHeaders = { 'Tus-Resumable': { type: 'string', description: `Always \`${TUS_VERSION}\`` } };
  const uploadOffset = { type: 'string', description: 'Bytes the server holds now' };
  const tusErrors = {
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
    412: ErrorResponseSchema.meta({
      description: `Missing or unsupported \`Tus-Resumable\``,
      headers: { 'Tus-Version': { type: 'string', description: `\`${TUS_VERSION}\`` } },
    }),
    413: ErrorResponseSchema,
  };
  const tusRoute = (summary: string, headers: z.ZodObject, success: Record<number, z.ZodType>, body?: z.ZodType) => ({
    schema: {
      tags: ['users'],
      summary,
      description: tusDescription,
      headers,
      ...(body ? { body, consumes: ['application/offset+octet-stream'] } : {}),
      response: { ...success, ...tusErrors },
    },
  });
  const discovery = {
    schema: {
      tags: ['users'],
      summary: 'Discover the resumable upload’s tus version, extensions and size limit',
      description: tusDescription,
      security: publicRoute,
      response: {
        204: z.null().meta({
          description: 'The server’s tus capabilities',
          headers: {
            'Tus-Version': { type: 'string', description: `\`${TUS_VERSION}\`` },
            'Tus-Extension': { type: 'string', description: 'e.g. `creation,termination,expiration`' },
            'Tus-Max-Size': { type: 'integer', description: 'The largest photo in bytes' },
          },
        }),
      },
    },
    handler: handleTus,
  };
  app.route({ method: 'OPTIONS', url: base, ...discovery });
  app.route({ method: 'OPTIONS', url: `${base}/:uploadId`, ...discovery });
  app.route({
    method: 'POST',
    url: base,
    ...tusRoute(
      'Start a resumable photo upload (tus creation)',
      z.looseObject({
        'tus-resumable': tusResumable,
        'upload-length': headerDoc('The size of the photo in bytes (at most 10 MiB)'),
        'upload-metadata': headerDoc('Optional tus metadata (`key base64value` pairs)'),
      }),
      {
        201: z.null().meta({
          description: 'Created; send the bytes to `Location`',
          headers: { ...tusHeaders, Location: { type: 'string', description: 'The upload’s URL, for PATCH, HEAD and DELETE' } },
        }),
        429: ErrorResponseSchema.meta({
          description:
            'Too many unfinished uploads of this user (at most `UPLOAD_PENDING_LIMIT`, 3 by default, declaring at most `UPLOAD_PENDING_BYTES` together, 30 MiB by default): finish or cancel one, or retry after `Retry-After` seconds, when the oldest expires. Also the API-wide rate limit.',
        }),
      },
    ),
    handler: handleTus,
  });
  app.route({
    method: 'PATCH',
    url: `${base}/:uploadId`,
    ...tusRoute(
      'Send the next chunk of a resumable photo upload',
      z.looseObject({
        'tus-resumable': tusResumable,
        'upload-offset': headerDoc('Where this chunk starts: the offset the server holds'),
      }),
      {
        204: z.null().meta({
          description: `Chunk stored. After the last byte the photo is checked and stored, and its URL is in \`${FILE_URL_HEADER}\` (as \`file_url\` of \`POST /api/user/photo\`)`,
          headers: {
            ...tusHeaders,
            'Upload-Offset': uploadOffset,
            [FILE_URL_HEADER]: { type: 'string', description: 'The stored photo’s URL; only on the answer to the last chunk' },
          },
        }),
        409: ErrorResponseSchema,
        410: ErrorResponseSchema,
        415: ErrorResponseSchema,
      },
      binaryBody('The chunk’s bytes, starting at `Upload-Offset`'),
    ),
    handler: handleTus,
  });
  app.route({
    method: 'DELETE',
    url: `${base}/:uploadId`,
    ...tusRoute('Cancel a resumable photo upload (tus termination)', z.looseObject({ 'tus-resumable': tusResumable }), {
      204: z.null().meta({ description: 'The upload and its parts are gone', headers: tusHeaders }),
      410: ErrorResponseSchema,
    }),
    handler: handleTus,
  });
  app.route({
    method: 'HEAD',
    url: `${base}/:uploadId`,
    ...tusRoute('Where a resumable photo upload stands (tus core)', z.looseObject({ 'tus-resumable': tusResumable }), {
      200: z.null().meta({
        description: 'The upload’s state, in headers only (a HEAD answer has no body)',
        headers: {
          ...tusHeaders,
          'Upload-Offset': uploadOffset,
          'Upload-Length': { type: 'string', description: 'The size declared when the upload started' },
          'Cache-Control': { type: 'string', description: '`no-store`' },
        },
      }),
      410: ErrorResponseSchema,
    }),
    // @fastify/swagger leaves HEAD routes out unless asked (Fastify adds one to every GET).
    config: { swagger: { exposeHeadRoute: true } },
    handler: handleTus,
  });
};
