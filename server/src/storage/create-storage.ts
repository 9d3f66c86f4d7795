import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createS3Client, verifyBucket } from './s3-client.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type Storage } from './storage.ts';

/**
 * The storage driver for this configuration: S3 when S3_BUCKET is set, local disk otherwise. The
 * bucket is checked here, before anything else opens, so a bad setting stops the start at once.
 */
export async function prepareStorage(config: Config): Promise<(db: Db) => Storage> {
  const { s3 } = config;
  if (!s3) return (db) => createLocalStorage({ db, dataDir: config.dataDir });
  const client = createS3Client(s3);
  await verifyBucket(client, s3);
  return (db) => createS3Storage({ db, client, bucket: s3.bucket });
}
