import { HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';

/**
 * The AWS SDK settings for our bucket, shared by the storage driver and the tus store. Timeouts keep
 * a store that stopped answering from holding requests (they fail with 503 instead); the SDK still
 * retries a failed call twice.
 */
export function s3ClientConfig(s3: S3Config): S3ClientConfig {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    // Other S3 servers do not all take the SDK's default streamed CRC checksums (aws-chunked
    // bodies); AWS itself does not need them either.
    ...(s3.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  };
}

export const createS3Client = (s3: S3Config) => new S3Client(s3ClientConfig(s3));

/** The store answered that the key (or upload) does not exist. */
export function isS3NotFound(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchUpload';
}

/**
 * Fails the start with a readable reason when the bucket cannot be used: a wrong name, region or
 * key is a configuration error, better found now than at the first upload.
 */
export async function verifyBucket(client: S3Client, s3: S3Config): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
  } catch (error) {
    const where = `S3 bucket "${s3.bucket}" at ${s3.endpoint ?? `AWS (${s3.region})`}`;
    throw new Error(`${where} cannot be used: ${describeFailure(error)}`, { cause: error });
  }
}

function describeFailure(error: unknown): string {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status === 404) return 'it does not exist (create it first)';
  if (status === 403) return 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)';
  if (status === 301) return 'it is in another region (check S3_REGION)';
  if (error instanceof AggregateError && error.errors[0] instanceof Error) return error.errors[0].message;
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
