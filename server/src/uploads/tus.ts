import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server as TusServer } from '@tus/server';
import { FILE_URL_HEADER, PHOTO_MAX_BYTES, PHOTO_RESUMABLE_PATH, TUS_VERSION } from '@hearth/contract/uploads';
import type { S3Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, HttpError, isDatabaseUnavailable, StorageUnavailableError } from '../http/errors.ts';
import type { Actor } from '../http/actor.ts';
import type { Storage } from '../storage/storage.ts';
import { storeProfilePhoto } from './service.ts';
import { createPhotoTusStore } from './tus-store.ts';
import { toApiAnswer } from './tus-answers.ts';
import { toWebRequest } from './web-request.ts';
import { settleUnreadBody } from './unread-body.ts';
import {
  bookPendingUpload,
  forgetExpiredPendingUploads,
  releasePendingUpload,
  TOO_MANY_PENDING,
  type PendingLimits,
} from './pending.ts';

/** An unfinished upload is dropped a day after it was created. */
export const UPLOAD_EXPIRATION_MS = 24 * 60 * 60 * 1000;

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
  db: Db;
  /** Unfinished uploads one user may hold (uploads/pending.ts). */
  pendingLimits: PendingLimits;
  storage: Storage;
  dataDir: string;
  s3: S3Config | undefined;
  appOrigin: string;
  log: FastifyBaseLogger;
  /** How long an unfinished upload is kept (tests shorten it). */
  expirationMs?: number;
}) {
  const expirationMs = options.expirationMs ?? UPLOAD_EXPIRATION_MS;
  const actors = new WeakMap<Request, Actor>();
  /** The upload a creation booked (released again when the creation fails after booking). */
  const booked = new WeakMap<Request, string>();
  /** Seconds until a refused creation may succeed, for its `Retry-After`. */
  const retryAfter = new WeakMap<Request, number>();
  const store = createPhotoTusStore({ dataDir: options.dataDir, s3: options.s3, expirationMs });
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
    onUploadCreate: async (request, upload) => {
      const actor = actorOf(request);
      // A deferred length could grow to the largest photo.
      const size = upload.size ?? PHOTO_MAX_BYTES;
      const wait = await bookPendingUpload(
        options.db,
        { id: upload.id, userId: actor.userId, size },
        { limits: options.pendingLimits, expirationMs },
      );
      if (wait !== null) {
        retryAfter.set(request, wait);
        throw tusError(429, TOO_MANY_PENDING);
      }
      booked.set(request, upload.id);
      return {};
    },
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
        await releasePendingUpload(options.db, upload.id).catch((error: unknown) =>
          options.log.warn({ err: error }, 'could not release a finished upload'),
        );
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
        await settleBooking(webRequest, request, answer.status).catch((error: unknown) =>
          options.log.warn({ err: error }, 'could not release an unfinished upload'),
        );
        const wait = retryAfter.get(webRequest);
        if (wait !== undefined) answer.headers.set('Retry-After', String(wait));
      } catch (error) {
        options.log.error({ err: error }, 'resumable upload failed');
        const { body } = tusError(500, 'Something went wrong.');
        answer = { status: 500, headers: new Headers({ 'Content-Type': 'application/json; charset=utf-8' }), body };
      }
      answer.headers.set('Tus-Resumable', TUS_VERSION);
      settleUnreadBody(request, response);
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(answer.body);
    },
    /** Drops unfinished uploads older than a day: their parts in the store and their place in the owners' allowance. */
    async cleanUpExpired() {
      for (const id of await forgetExpiredPendingUploads(options.db, expirationMs)) {
        await datastore.remove(id).catch(() => {}); // already gone: finished or removed by the store's own expiry
      }
      // Parts no row points at any more (a row lost with its user, a store that outlived the database).
      await server.cleanUpExpiredUploads();
    },
  };

  /** A creation that failed after booking, or a cancelled upload, no longer counts against its owner. */
  async function settleBooking(webRequest: Request, request: IncomingMessage, status: number) {
    const createdId = booked.get(webRequest);
    if (createdId && status !== 201) await releasePendingUpload(options.db, createdId);
    if (request.method === 'DELETE' && status === 204) {
      const id = decodeURIComponent(new URL(request.url ?? '/', options.appOrigin).pathname.split('/').pop() ?? '');
      await releasePendingUpload(options.db, id);
    }
  }
}
