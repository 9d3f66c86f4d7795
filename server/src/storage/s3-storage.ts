import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Db } from '../db/client.ts';
import { StorageUnavailableError } from '../http/errors.ts';
import { isS3NotFound } from './s3-client.ts';
import { findObject, forgetObject, recordObject } from './metadata.ts';
import { assertKey, isValidKey, type Storage } from './storage.ts';

/**
 * The S3 driver (docs/architecture.md#files): bytes at `{key}` in the bucket, metadata in the shared `uploads`
 * table, so every instance serves every file. Any failure of the store surfaces as
 * StorageUnavailableError (503); a missing object is "no file" (404), as on local disk.
 */
export function createS3Storage(options: { db: Db; client: S3Client; bucket: string }): Storage {
  const { db, client, bucket } = options;
  const stat = async (key: string) => (isValidKey(key) ? findObject(db, key) : null);

  return {
    async put(key, data, { contentType, ownerId = null }) {
      assertKey(key);
      await send(() => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType })));
      return recordObject(db, { key, size: data.length, contentType, ownerId });
    },
    async get(key) {
      const object = await stat(key);
      if (!object) return null;
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        // On Node the SDK answers with the response stream itself.
        return Body instanceof Readable ? { object, body: Body } : null;
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw new StorageUnavailableError(error);
      }
    },
    stat,
    async delete(key) {
      assertKey(key);
      await send(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
      await forgetObject(db, key);
    },
    url: (key) => `/files/${key}`,
  };
}

async function send<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
}
