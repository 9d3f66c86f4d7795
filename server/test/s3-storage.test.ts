import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { PHOTO_MAX_BYTES } from '@hearth/contract/uploads';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createS3Client } from '../src/storage/s3-client.ts';
import { pendingUploads } from '../src/db/schema.ts';
import { createPhotoTusServer, UPLOAD_EXPIRATION_MS } from '../src/uploads/tus.ts';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeUser } from './factories.ts';
import { startS3Server, type S3TestServer } from './s3.ts';

let s3: S3TestServer;
let s3Directory: string;
let t: TestApp;
let bucket: S3Client;
let admin: Record<string, string>;
let alice: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  // A directory of our own, so the outage test can bring the same store back on it.
  s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-s3-test-'));
  s3 = await startS3Server({ directory: s3Directory });
  t = await buildTestApp(s3.env);
  if (!t.config.s3) throw new Error('S3 is not configured');
  bucket = createS3Client(t.config.s3);
  admin = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
  const user = await makeUser(t.app.db);
  alice = { id: user.id, headers: await authHeader(t.app, user.id) };
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
  fs.rmSync(s3Directory, { recursive: true, force: true });
});

const KiB = 1024;
const image = (head: number[], size: number) => {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = (i * 31) % 251;
  Buffer.from(head).copy(data);
  return data;
};
const PNG = (size = 2 * KiB) => image([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size);
const JPEG = (size = 2 * KiB) => image([0xff, 0xd8, 0xff, 0xe0], size);

function multipart(data: Buffer) {
  const boundary = `----hearth${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const postFile = (app: FastifyInstance, url: string, data: Buffer, headers: Record<string, string>) => {
  const body = multipart(data);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, 'content-type': body.contentType } });
};

const TUS = { 'tus-resumable': '1.0.0' };
const createUpload = (app: FastifyInstance, length: number, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/user/photo/uploads',
    headers: { ...headers, ...TUS, 'upload-length': String(length) },
  });
const patch = (app: FastifyInstance, location: string, offset: number, chunk: Buffer, headers: Record<string, string>) =>
  app.inject({
    method: 'PATCH',
    url: location,
    payload: chunk,
    headers: { ...headers, ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
  });
const head = (app: FastifyInstance, location: string, headers: Record<string, string>) =>
  app.inject({ method: 'HEAD', url: location, headers: { ...headers, ...TUS } });

/**
 * Sends the rest of `data` from `offset` in chunks of the given sizes (the last one cut to what is
 * left), each to the next app in turn; answers the last reply.
 */
async function sendChunks(apps: FastifyInstance[], location: string, data: Buffer, sizes: number[], offset = 0) {
  let last;
  for (const [index, size] of sizes.entries()) {
    const app = apps[index % apps.length]!;
    const chunk = data.subarray(offset, offset + size);
    last = await patch(app, location, offset, chunk, alice.headers);
    offset += chunk.length;
    if (offset === data.length) return last;
    expect(last.statusCode).toBe(204);
  }
  throw new Error(`the chunks end at ${offset} of ${data.length} bytes`);
}

async function bucketKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

describe('files in an S3 bucket (S3_BUCKET)', () => {
  it('stores a poster in the bucket, not on disk, and serves it with the same safety headers', async () => {
    const data = PNG();
    const response = await postFile(t.app, '/api/event/poster', data, admin);
    expect(response.statusCode).toBe(200);
    const url: string = response.json().file_url;
    const key = url.replace('/files/', '');
    expect(await bucketKeys()).toContain(key);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);

    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(data)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'content-disposition': 'inline',
      'cross-origin-resource-policy': 'same-origin',
    });
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': file.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('serves other stored types as a download, and 404 for a key that is not a stored file', async () => {
    await t.app.storage.put('test/page.html', Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    const file = await t.app.inject({ method: 'GET', url: '/files/test/page.html' });
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe('attachment');
    expect((await t.app.inject({ method: 'GET', url: '/files/posters/missing.png' })).statusCode).toBe(404);
    await t.app.storage.delete('test/page.html');
    expect(await bucketKeys()).not.toContain('test/page.html');
    expect((await t.app.inject({ method: 'GET', url: '/files/test/page.html' })).statusCode).toBe(404);
  });

  it('stores a profile photo sent as multipart at profile_photos/{uid} in the bucket', async () => {
    const data = JPEG(40 * KiB);
    const response = await postFile(t.app, '/api/user/photo', data, alice.headers);
    expect(response.statusCode).toBe(200);
    expect(await bucketKeys()).toContain(`profile_photos/${alice.id}`);
    const file = await t.app.inject({ method: 'GET', url: response.json().file_url });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(data)).toBe(true);
  });
});

describe('tus photo uploads on S3', () => {
  it('keeps 256 KiB chunks in the bucket and ends byte-identical, leaving no upload objects behind', async () => {
    const data = JPEG(900 * KiB);
    const location = (await createUpload(t.app, data.length, alice.headers)).headers.location as string;
    const id = location.split('/').pop()!;
    expect((await patch(t.app, location, 0, data.subarray(0, 256 * KiB), alice.headers)).statusCode).toBe(204);
    // Below S3's 5 MiB minimum part size, the bytes wait in `{id}.part` in the bucket, not on this instance.
    const part = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${id}.part` }));
    expect(part.ContentLength).toBe(256 * KiB);
    expect((await head(t.app, location, alice.headers)).headers['upload-offset']).toBe(String(256 * KiB));

    const last = await sendChunks([t.app], location, data, [256 * KiB, 256 * KiB, 256 * KiB], 256 * KiB);
    expect(last.statusCode).toBe(204);
    const url = last.headers['file-url'] as string;
    expect(url).toMatch(new RegExp(`^/files/profile_photos/${alice.id}\\?v=\\d+$`));
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.rawPayload.equals(data)).toBe(true);
    expect((await head(t.app, location, alice.headers)).statusCode).toBe(404);
    expect((await bucketKeys()).filter((key) => key.startsWith(id))).toEqual([]);
  });

  it('takes a 10 MiB photo in doubling chunks (parts above the 5 MiB minimum)', async () => {
    const data = PNG(PHOTO_MAX_BYTES);
    const location = (await createUpload(t.app, data.length, alice.headers)).headers.location as string;
    const last = await sendChunks(
      [t.app],
      location,
      data,
      [256, 512, 1024, 2048, 4096, 8192].map((size) => size * KiB),
    );
    expect(last.statusCode).toBe(204);
    const file = await t.app.inject({ method: 'GET', url: last.headers['file-url'] as string });
    expect(file.rawPayload.equals(data)).toBe(true);
  });

  it('keeps the owner check and the API’s error bodies', async () => {
    const bob = await makeUser(t.app.db);
    const location = (await createUpload(t.app, 300 * KiB, alice.headers)).headers.location as string;
    const forbidden = await patch(t.app, location, 0, PNG(1000), await authHeader(t.app, bob.id));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('You do not have permission to do that.');
    const tooLarge = await createUpload(t.app, PHOTO_MAX_BYTES + 1, alice.headers);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The photo is too large (at most 10 MB).');
    const cancel = await t.app.inject({ method: 'DELETE', url: location, headers: { ...alice.headers, ...TUS } });
    expect(cancel.statusCode).toBe(204);
    expect((await head(t.app, location, alice.headers)).statusCode).toBe(404);
  });

  it('drops an expired upload’s parts from the bucket and its place in the owner’s allowance', async () => {
    const carol = await makeUser(t.app.db);
    const headers = await authHeader(t.app, carol.id);
    const location = (await createUpload(t.app, 900 * KiB, headers)).headers.location as string;
    const id = location.split('/').pop()!;
    expect((await patch(t.app, location, 0, JPEG(256 * KiB), headers)).statusCode).toBe(204);
    expect((await bucketKeys()).filter((key) => key.startsWith(id)).length).toBeGreaterThan(0);
    const ownRows = () => t.app.db.select().from(pendingUploads).where(eq(pendingUploads.userId, carol.id));
    expect(await ownRows()).toHaveLength(1);
    await t.app.db
      .update(pendingUploads)
      .set({ createdAt: new Date(Date.now() - UPLOAD_EXPIRATION_MS - 60_000) })
      .where(eq(pendingUploads.id, id));

    // The clean-up as the hourly timer runs it, on a tus server of the same bucket and database.
    const tus = createPhotoTusServer({
      db: t.app.db,
      pendingLimits: t.config.pendingUploads,
      storage: t.app.storage,
      dataDir: t.dataDir,
      s3: t.config.s3,
      appOrigin: new URL(t.config.appUrl).origin,
      log: t.app.log,
    });
    await tus.cleanUpExpired().catch(() => {}); // s3rver may not list multipart uploads; the rows are what matter
    expect((await bucketKeys()).filter((key) => key.startsWith(id))).toEqual([]);
    expect(await ownRows()).toHaveLength(0);
    expect((await head(t.app, location, headers)).statusCode).toBe(404);
  });
});

describe('two instances on one database and one bucket', () => {
  let other: FastifyInstance;
  let otherDataDir: string;

  beforeAll(async () => {
    // A second app with its own DATA_DIR, tus server and S3 clients: all it shares with the first
    // is the database and the bucket, as two processes would.
    otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-test-other-'));
    other = await buildApp({ ...t.config, dataDir: otherDataDir }, { database: t.app.database });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    fs.rmSync(otherDataDir, { recursive: true, force: true });
  });

  it('serves a poster uploaded through the other instance', async () => {
    const data = PNG(3 * KiB);
    const response = await postFile(t.app, '/api/event/poster', data, admin);
    const file = await other.inject({ method: 'GET', url: response.json().file_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(data)).toBe(true);
  });

  it('finishes a tus upload whose chunks alternate between the instances, byte-identical', async () => {
    // 9.5 MiB: the first 8 MiB become a real multipart part on the way, the rest waits in `{id}.part`.
    const data = JPEG(9 * 1024 * KiB + 512 * KiB + 123);
    const location = (await createUpload(t.app, data.length, alice.headers)).headers.location as string;
    const sizes = [256, 512, 1024, 2048, 4096, 1024, 1024].map((size) => size * KiB);
    const last = await sendChunks([other, t.app], location, data, sizes);
    expect(last.statusCode).toBe(204);
    for (const app of [t.app, other]) {
      const file = await app.inject({ method: 'GET', url: last.headers['file-url'] as string });
      expect(file.rawPayload.equals(data)).toBe(true);
    }
    expect((await head(other, location, alice.headers)).statusCode).toBe(404);
  });

  it('tells either instance where an upload stands', async () => {
    const data = PNG(700 * KiB);
    const location = (await createUpload(other, data.length, alice.headers)).headers.location as string;
    await patch(other, location, 0, data.subarray(0, 300 * KiB), alice.headers);
    expect((await head(t.app, location, alice.headers)).headers['upload-offset']).toBe(String(300 * KiB));
    const last = await patch(t.app, location, 300 * KiB, data.subarray(300 * KiB), alice.headers);
    expect(last.statusCode).toBe(204);
  });
});

describe('bad S3 configuration', () => {
  it('stops loadConfig with every bad variable named', () => {
    const problems = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: t.dataDir, ...env });
    expect(problems({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /Invalid environment:\n {2}S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID/,
    );
    expect(problems({ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID: must be set with S3_SECRET_ACCESS_KEY/,
    );
    expect(problems({ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: must be set when S3_ENDPOINT is/);
    expect(problems({ S3_BUCKET: 'My_Photos' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(problems({ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(loadConfig({ DATA_DIR: t.dataDir, S3_BUCKET: 'photos' }).s3).toEqual({
      bucket: 'photos',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('stops the start when the bucket does not exist or the store cannot be reached', async () => {
    const start = (env: Record<string, string>) =>
      buildApp({ ...loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...s3.env, ...env }), inMemoryDatabase: true });
    await expect(start({ S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      `S3 bucket "no-such-bucket" at ${s3.endpoint} cannot be used: it does not exist (create it first)`,
    );
    await expect(start({ S3_ENDPOINT: 'http://127.0.0.1:9' })).rejects.toThrow(
      /S3 bucket "hearth-test" at http:\/\/127\.0\.0\.1:9 cannot be used: .*ECONNREFUSED/,
    );
  });
});

// Last: it stops the store, then brings it back on the same port and directory.
describe('a store that is down', () => {
  it('answers 503 with a message (never 500) on every file route, and recovers when the store is back', async () => {
    const poster = (await postFile(t.app, '/api/event/poster', PNG(), admin)).json().file_url as string;
    const pending = (await createUpload(t.app, 400 * KiB, alice.headers)).headers.location as string;
    const port = Number(new URL(s3.endpoint).port);
    await s3.stop();
    try {
      const responses = [
        await t.app.inject({ method: 'GET', url: poster }),
        await postFile(t.app, '/api/event/poster', PNG(), admin),
        await postFile(t.app, '/api/user/photo', PNG(), alice.headers),
        await createUpload(t.app, 400 * KiB, alice.headers),
        await patch(t.app, pending, 0, PNG(100 * KiB), alice.headers),
        await head(t.app, pending, alice.headers),
      ];
      for (const response of responses) expect(response.statusCode).toBe(503);
      for (const response of responses.slice(0, -1)) {
        expect(response.json()).toEqual({ message: 'File storage is unavailable. Please try again shortly.' });
      }
    } finally {
      s3 = await startS3Server({ port, directory: s3Directory });
    }
    expect((await t.app.inject({ method: 'GET', url: poster })).statusCode).toBe(200);
    expect((await patch(t.app, pending, 0, PNG(100 * KiB), alice.headers)).statusCode).toBe(204);
  });
});
