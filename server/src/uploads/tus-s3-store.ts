import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import type { KvStore } from '@tus/server';
import type { S3Config } from '../config.ts';
import { HttpError, StorageUnavailableError } from '../http/errors.ts';
import { createS3Client, isS3NotFound, s3ClientConfig } from '../storage/s3-client.ts';
import type { PhotoTusStore } from './tus-store.ts';

/**
 * The tus store in the bucket (@tus/s3-store): an upload `{id}` is an S3 multipart upload plus
 * `{id}.info`; a chunk below S3's 5 MiB minimum part size waits in `{id}.part` until enough bytes
 * follow. All of it is in the bucket, so the next PATCH can reach any instance.
 */
export function createS3TusStore(options: { s3: S3Config; expirationMs: number }): PhotoTusStore {
  const { s3 } = options;
  const datastore = new GuardedS3Store({
    s3ClientConfig: { ...s3ClientConfig(s3), bucket: s3.bucket },
    // Cached metadata would outlive an upload finished or cancelled through another instance.
    cache: new NoCache(),
    expirationPeriodInMilliseconds: options.expirationMs,
    // Expiry runs through cleanUpExpiredUploads; not every S3-compatible store takes object tags.
    useTags: false,
  });
  const client = createS3Client(s3);
  return {
    datastore,
    async readFinished(id) {
      try {
        const body = await datastore.read(id);
        return Buffer.concat(await body.toArray());
      } catch (error) {
        throw asStorageError(error);
      }
    },
    // A finished upload is a completed multipart upload, which S3Store.remove cannot abort (and then
    // leaves the object behind): delete its objects directly.
    async removeFinished(id) {
      const keys = [id, `${id}.info`, `${id}.part`];
      await client.send(
        new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
      );
    },
  };
}

/** A failure of the bucket answers 503 (errors.ts); tus' own errors (404, 409, …) pass unchanged. */
class GuardedS3Store extends S3Store {
  override create(...args: Parameters<S3Store['create']>) {
    return guard(super.create(...args));
  }
  override write(...args: Parameters<S3Store['write']>) {
    return guard(super.write(...args));
  }
  override async getUpload(id: string) {
    // S3Store.getUpload says 404 whatever stops it reading the upload's info; a client told 404
    // starts over, so tell a missing upload from a store that cannot be reached.
    try {
      await this.getMetadata(id);
    } catch (error) {
      if (!isS3NotFound(error)) throw new StorageUnavailableError(error);
    }
    return guard(super.getUpload(id));
  }
  /** S3Store.remove aborts the multipart upload and drops `{id}` and `{id}.info`, but leaves the waiting `{id}.part`. */
  override async remove(id: string) {
    await guard(super.remove(id));
    await guard(this.client.deleteObject({ Bucket: this.bucket, Key: this.partKey(id, true) }));
  }
  override declareUploadLength(...args: Parameters<S3Store['declareUploadLength']>) {
    return guard(super.declareUploadLength(...args));
  }
  override read(...args: Parameters<S3Store['read']>) {
    return guard(super.read(...args));
  }
  override deleteExpired() {
    return guard(super.deleteExpired());
  }
}

const isTusError = (error: unknown) => typeof error === 'object' && error !== null && 'status_code' in error;
const asStorageError = (error: unknown) =>
  isTusError(error) || error instanceof HttpError ? error : new StorageUnavailableError(error);

async function guard<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw asStorageError(error);
  }
}

class NoCache implements KvStore<MetadataValue> {
  async get() {
    return undefined;
  }
  async set() {}
  async delete() {}
}
