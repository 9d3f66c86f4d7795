import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { S3Config } from '../config.ts';
import { createS3TusStore } from './tus-s3-store.ts';

/** Where the parts of unfinished photo uploads live, and how a finished one is read and dropped. */
export type PhotoTusStore = {
  datastore: DataStore;
  /** The whole file of a finished upload. */
  readFinished(id: string): Promise<Buffer>;
  /** Drops a finished upload (it has been checked and stored, or refused). */
  removeFinished(id: string): Promise<void>;
};

/**
 * FileStore creates its directory again asynchronously and throws from the callback when it fails
 * (e.g. the data dir was removed right after a short-lived app closed). The directory is made
 * synchronously below, so that second attempt is skipped.
 */
// @ts-expect-error -- the method is private in the typings; replacing it is the point (see above).
class PreparedFileStore extends FileStore {
  override checkOrCreateDirectory() {}
}

/** In the S3 bucket when S3 is configured (any instance can take the next chunk), else in `DATA_DIR/tus`. */
export function createPhotoTusStore(options: { dataDir: string; s3: S3Config | undefined; expirationMs: number }): PhotoTusStore {
  if (options.s3) return createS3TusStore({ s3: options.s3, expirationMs: options.expirationMs });
  const directory = path.join(options.dataDir, 'tus');
  fs.mkdirSync(directory, { recursive: true });
  const datastore = new PreparedFileStore({ directory, expirationPeriodInMilliseconds: options.expirationMs });
  return {
    datastore,
    readFinished: (id) => fs.promises.readFile(path.join(directory, id)),
    removeFinished: (id) => datastore.remove(id),
  };
}
