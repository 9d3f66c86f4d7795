import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server as TusServer } from '@tus/server';
import { PHOTO_MAX_BYTES, PHOTO_RESUMABLE_PATH } from '@hearth/contract/uploads';
import type { S3Config } from '../config.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, HttpError, isDatabaseUnavailable, StorageUnavailableError } from '../http/errors.ts';
import type { Actor } from '../http/actor.ts';
import type { Storage } from '../storage/storage.ts';
import { PHOTO_TOO_LARGE, storeProfilePhoto } from './service.ts';
import { createPhotoTusStore } from './tus-store.ts';

/** An unfinished upload is dropped a day after it was created. */
const EXPIRATION_MS = 24 * 60 * 60 * 1000;

type TusRequest = { runtime?: { node?: { req: IncomingMessage } } };

/** A tus error: the status and the body the client receives (always our `{ message }` shape). */
const tusError = (statusCode: number, message: string) => ({
  status_code: statusCode,
  body: JSON.stringify({ message }),
});

/**
 * The resumable profile-photo upload (SPEC.md §7, DESIGN.md §5): the tus protocol at
 * `/api/user/photo/uploads`, parts kept in `DATA_DIR/tus` or the S3 bucket (tus-store.ts) until the
 * last byte arrives, then checked and moved to `profile_photos/{uid}` by the storage driver. The last
 * PATCH answers 200 with `{ file_url }`. Each upload id starts with its owner's id, and only that owner may touch it.
 *
 * The Fastify route has already resolved the caller (see routes.ts); it hands the actor over
 * through `actors`, keyed by the raw Node request the tus server sees.
 */
export function createPhotoTusServer(options: {
  storage: Storage;
  dataDir: string;
  s3: S3Config | undefined;
  appOrigin: string;
  log: FastifyBaseLogger;
}) {
  const actors = new WeakMap<IncomingMessage, Actor>();
  const store = createPhotoTusStore({ dataDir: options.dataDir, s3: options.s3, expirationMs: EXPIRATION_MS });
  const { datastore } = store;

  const actorOf = (request: unknown): Actor => {
    const raw = (request as TusRequest).runtime?.node?.req;
    const actor = raw && actors.get(raw);
    if (!actor) throw tusError(401, 'Please sign in to continue.');
    return actor;
  };

  const server = new TusServer({
    path: PHOTO_RESUMABLE_PATH,
    datastore,
    relativeLocation: true,
    maxSize: PHOTO_MAX_BYTES,
    allowedOrigins: [options.appOrigin],
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
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(result),
        };
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
      // tus' own errors come as plain text; answer in the API's `{ message }` shape.
      const status = 'status_code' in error ? error.status_code : 500;
      const body = 'body' in error ? error.body : '';
      if (body.startsWith('{')) return { status_code: status, body };
      if (status === 413) return tusError(413, PHOTO_TOO_LARGE);
      if (status >= 500) {
        options.log.error({ err: error }, 'resumable upload failed');
        return tusError(500, 'Something went wrong.');
      }
      return tusError(status, body.trim() || 'Invalid upload request.');
    },
  });

  return {
    /** Serves one tus request for this (already signed-in) actor on the raw Node request. */
    handle(request: IncomingMessage, response: ServerResponse, actor: Actor) {
      actors.set(request, actor);
      return server.handle(request, response);
    },
    /** Drops unfinished uploads older than a day. */
    cleanUpExpired: () => server.cleanUpExpiredUploads(),
  };
}
