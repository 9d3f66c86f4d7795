import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server as TusServer } from '@tus/server';
import { FILE_URL_HEADER, PHOTO_MAX_BYTES, PHOTO_RESUMABLE_PATH } from '@hearth/contract/uploads';
import type { S3Config } from '../config.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, HttpError, isDatabaseUnavailable, StorageUnavailableError } from '../http/errors.ts';
import type { Actor } from '../http/actor.ts';
import type { Storage } from '../storage/storage.ts';
import { storeProfilePhoto } from './service.ts';
import { createPhotoTusStore } from './tus-store.ts';
import { toApiAnswer } from './tus-answers.ts';
import { toWebRequest } from './web-request.ts';

/** An unfinished upload is dropped a day after it was created. */
const EXPIRATION_MS = 24 * 60 * 60 * 1000;

/** A tus error: the status and the body the client receives (always our `{ message }` shape). */
const tusError = (statusCode: number, message: string) => ({
  status_code: statusCode,
  body: JSON.stringify({ message }),
});

/**
 * The resumable profile-photo upload (docs/product/profiles-and-projects.md#photo-upload, docs/architecture.md#files): the tus protocol at
 * `/api/user/photo/uploads`, parts kept in `DATA_DIR/tus` or the S3 bucket (tus-store.ts) until the
 * last byte arrives, then checked and moved to `profile_photos/{uid}` by the storage driver. Every
 * PATCH answers 204 (tus 1.0); the last one carries the photo's URL in the `File-Url` header. Each
 * upload id starts with its owner's id, and only that owner may touch it.
 *
 * The Fastify route has already resolved the caller (see routes.ts); it hands the actor over
 * through `actors`, keyed by the Web request the tus server sees. Every answer passes through
 * tus-answers.ts, so errors are `{ message }` JSON like the rest of the API.
 */
export function createPhotoTusServer(options: {
  storage: Storage;
  dataDir: string;
  s3: S3Config | undefined;
  appOrigin: string;
  log: FastifyBaseLogger;
}) {
  const actors = new WeakMap<Request, Actor>();
  const store = createPhotoTusStore({ dataDir: options.dataDir, s3: options.s3, expirationMs: EXPIRATION_MS });
  const { datastore } = store;

  const actorOf = (request: Request): Actor => {
    const actor = actors.get(request);
    if (!actor) throw tusError(401, 'Please sign in to continue.');
    return actor;
  };

  const server = new TusServer({
    path: PHOTO_RESUMABLE_PATH,
    datastore,
    relativeLocation: true,
    maxSize: PHOTO_MAX_BYTES,
    allowedOrigins: [options.appOrigin],
    exposedHeaders: [FILE_URL_HEADER],
    namingFunction: (request) => `${actorOf(request).userId}_${crypto.randomBytes(12).toString('hex')}`,
    onIncomingRequest: async (request, uploadId) => {
      if (!uploadId.startsWith(`${actorOf(request).userId}_`)) {
        throw tusError(403, 'You do not have permission to do that.');
      }
    },
    onUploadFinish: async (request, upload) => {
      const actor = actorOf(request);
      try {
        const data = await store.readFinished(upload.id);
        const result = await storeProfilePhoto({ storage: options.storage, userId: actor.userId, data });
        return { status_code: 204, headers: { [FILE_URL_HEADER]: result.file_url } };
      } catch (error) {
        if (error instanceof HttpError) throw tusError(error.statusCode, error.message);
        throw error;
      } finally {
        await store.removeFinished(upload.id).catch(() => {});
      }
    },
    onResponseError: (_request, error) => {
      // A failing store or database answers 503 (errors.ts), as on the other routes.
      if (error instanceof StorageUnavailableError) options.log.warn({ err: error.cause }, 'file storage unavailable');
      if (error instanceof HttpError) return tusError(error.statusCode, error.message);
      if (isDatabaseUnavailable(error)) return tusError(503, DATABASE_UNAVAILABLE_MESSAGE);
      // 501 is tus refusing an extension we do not offer: the client's choice, answered 400 by tus-answers.ts.
      const status = 'status_code' in error ? error.status_code : 500;
      if (status >= 500 && status !== 501) {
        options.log.error({ err: error }, 'resumable upload failed');
        return tusError(500, 'Something went wrong.');
      }
      // tus' own errors (plain text) are put in the API's words by tus-answers.ts.
      return undefined;
    },
  });

  return {
    /**
     * Serves one tus request on the raw Node request (the reply is hijacked, so nothing may escape
     * unanswered), for a signed-in actor or, for `OPTIONS` discovery, for anyone.
     */
    async handle(request: IncomingMessage, response: ServerResponse, actor: Actor | null) {
      let answer;
      try {
        const webRequest = toWebRequest(request, options.appOrigin);
        if (actor) actors.set(webRequest, actor);
        const tusResponse = await server.handleWeb(webRequest);
        answer = toApiAnswer({ status: tusResponse.status, headers: tusResponse.headers, body: await tusResponse.text() });
      } catch (error) {
        options.log.error({ err: error }, 'resumable upload failed');
        const { body } = tusError(500, 'Something went wrong.');
        answer = { status: 500, headers: new Headers({ 'Content-Type': 'application/json; charset=utf-8' }), body };
      }
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(answer.body);
    },
    /** Drops unfinished uploads older than a day. */
    cleanUpExpired: () => server.cleanUpExpiredUploads(),
  };
}
