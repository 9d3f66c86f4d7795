import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FileStore } from '@tus/file-store';

/**
 * FileStore creates its directory again asynchronously and throws from the callback when it fails
 * (e.g. the data dir was removed right after a short-lived app closed). The directory is made
 * synchronously below, so that second attempt is skipped.
 */
// @ts-expect-error -- the method is private in the typings; replacing it is the point (see above).
class PreparedFileStore extends FileStore {
  override checkOrCreateDirectory() {}
}
import { Server as TusServer } from '@tus/server';
import { PHOTO_MAX_BYTES, PHOTO_RESUMABLE_PATH } from '@hearth/contract/uploads';
import { HttpError } from '../http/errors.ts';
import type { Actor } from '../http/actor.ts';
import type { Storage } from '../storage/storage.ts';
import { PHOTO_TOO_LARGE, storeProfilePhoto } from './service.ts';

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
 * `/api/user/photo/uploads`, parts kept in `DATA_DIR/tus` until the last byte arrives, then checked
 * and moved to `profile_photos/{uid}` by the storage driver. The last PATCH answers 200 with
 * `{ file_url }`. Each upload id starts with its owner's id, and only that owner may touch it.
 *
 * The Fastify route has already resolved the caller (see routes.ts); it hands the actor over
 * through `actors`, keyed by the raw Node request the tus server sees.
 */
export function createPhotoTusServer(options: { storage: Storage; dataDir: string; appOrigin: string }) {
  const actors = new WeakMap<IncomingMessage, Actor>();
  const directory = path.join(options.dataDir, 'tus');
  fs.mkdirSync(directory, { recursive: true });
  const datastore = new PreparedFileStore({ directory, expirationPeriodInMilliseconds: EXPIRATION_MS });

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
        const data = await fs.promises.readFile(path.join(directory, upload.id));
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
        await datastore.remove(upload.id).catch(() => {});
      }
    },
    onResponseError: (_request, error) => {
      // tus' own errors come as plain text; answer in the API's `{ message }` shape.
      const status = 'status_code' in error ? error.status_code : 500;
      const body = 'body' in error ? error.body : '';
      if (body.startsWith('{')) return { status_code: status, body };
      if (status === 413) return tusError(413, PHOTO_TOO_LARGE);
      if (status >= 500) return tusError(500, 'Something went wrong.');
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
