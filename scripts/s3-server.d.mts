export type S3TestServer = {
  /** `http://127.0.0.1:{port}` */
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the bucket's objects. */
  directory: string;
  /** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE for an app. */
  env: Record<string, string>;
  /** Closes the server and its connections; removes the directory unless it was given. */
  stop(): Promise<void>;
};

export function startS3Server(options?: { port?: number; bucket?: string; directory?: string }): Promise<S3TestServer>;
