import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import { PHOTO_MAX_BYTES, PHOTO_RESUMABLE_PATH, PhotoUploadResponseSchema } from '@hearth/contract/uploads';
import { badRequest, HttpError } from '../http/errors.ts';
import { requireUser } from '../http/guards.ts';
import { PHOTO_TOO_LARGE, storeProfilePhoto } from './service.ts';
import { createPhotoTusServer } from './tus.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 413: ErrorResponseSchema };
const HOUR = 60 * 60 * 1000;

/**
 * Profile photos (SPEC.md §7 "Photo upload"): a plain multipart POST for small files and the
 * resumable tus protocol for files above 256 KiB. Either way a user can only ever write their own
 * photo, at `profile_photos/{uid}`; the answer is its URL, which the profile update then saves.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/user/photo',
    {
      schema: {
        tags: ['users'],
        summary: 'Upload the signed-in user’s profile photo (multipart field `file`: PNG, JPEG, GIF or WebP, at most 10 MiB)',
        consumes: ['multipart/form-data'],
        response: { 200: PhotoUploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      if (!request.isMultipart()) throw badRequest('Please upload the photo as multipart form data with a `file` field.');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest('Please choose a photo file.');
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, PHOTO_TOO_LARGE);
        throw error;
      }
      return storeProfilePhoto({ storage: app.storage, userId: actor.userId, data });
    },
  );

  const tus = createPhotoTusServer({
    storage: app.storage,
    dataDir: app.config.dataDir,
    s3: app.config.s3,
    appOrigin: new URL(app.config.appUrl).origin,
    log: app.log,
  });
  const cleanup = setInterval(() => void tus.cleanUpExpired().catch(() => {}), HOUR);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));

  // tus reads the request body itself: leave PATCH bodies unparsed.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  /** Signed-in callers only; then the tus server takes over the raw request (STACK.md: hijack). */
  const handleTus = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = requireUser(request);
    reply.hijack();
    await tus.handle(request.raw, reply.raw, actor);
  };
  const base = PHOTO_RESUMABLE_PATH.replace(/^\/api/, '');
  const tusDescription =
    'The tus 1.0 resumable upload protocol (header `Tus-Resumable: 1.0.0`), for photos above 256 KiB. Signed-in users, their own photo only.';
  const tusRoute = (summary: string, success: Record<number, z.ZodType>) => ({
    schema: {
      tags: ['users'],
      summary,
      description: tusDescription,
      response: {
        ...success,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
      },
    },
  });
  app.route({
    method: 'POST',
    url: base,
    ...tusRoute('Start a resumable photo upload (tus creation)', { 201: z.null() }),
    handler: handleTus,
  });
  app.route({
    method: 'PATCH',
    url: `${base}/:uploadId`,
    ...tusRoute('Send the next chunk of a resumable photo upload', { 204: z.null(), 409: ErrorResponseSchema }),
    handler: handleTus,
  });
  app.route({
    method: 'DELETE',
    url: `${base}/:uploadId`,
    ...tusRoute('Cancel a resumable photo upload', { 204: z.null() }),
    handler: handleTus,
  });
  // HEAD (where an upload stands) is part of the same protocol; OpenAPI tools handle HEAD poorly, so it is described above.
  app.route({ method: 'HEAD', url: `${base}/:uploadId`, schema: { hide: true }, handler: handleTus });
};
