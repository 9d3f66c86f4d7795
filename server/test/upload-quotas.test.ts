import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PHOTO_MAX_BYTES } from '@hearth/contract/uploads';
import { pendingUploads } from '../src/db/schema.ts';
import { bookPendingUpload } from '../src/uploads/pending.ts';
import { createPhotoTusServer, UPLOAD_EXPIRATION_MS } from '../src/uploads/tus.ts';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeUser } from './factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MiB = 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };
const DAY_S = UPLOAD_EXPIRATION_MS / 1000;

async function newUser() {
  const user = await makeUser(t.app.db);
  return { id: user.id, headers: await authHeader(t.app, user.id) };
}

const create = (length: number, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/photo/uploads',
    headers: { ...headers, ...TUS, 'upload-length': String(length) },
  });

const rowsOf = (userId: string) => t.app.db.select().from(pendingUploads).where(eq(pendingUploads.userId, userId));

function png(size: number) {
  const data = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}

describe('unfinished resumable uploads per user', () => {
  it('allows 3 unfinished uploads, then answers 429 with Retry-After and a message; others are not affected', async () => {
    const alice = await newUser();
    const bob = await newUser();
    for (let i = 0; i < 3; i++) expect((await create(2 * MiB, alice.headers)).statusCode).toBe(201);
    const refused = await create(2 * MiB, alice.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['tus-resumable']).toBe('1.0.0');
    expect(refused.json().message).toBe('You have too many unfinished photo uploads. Finish or cancel one, or try again later.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(DAY_S - 120);
    expect(retryAfter).toBeLessThanOrEqual(DAY_S);
    expect(await rowsOf(alice.id)).toHaveLength(3);
    expect((await create(2 * MiB, bob.headers)).statusCode).toBe(201);
  });

  it('refuses beyond 30 MiB declared in all', async () => {
    const carol = await newUser();
    expect((await create(PHOTO_MAX_BYTES, carol.headers)).statusCode).toBe(201);
    expect((await create(PHOTO_MAX_BYTES, carol.headers)).statusCode).toBe(201);
    // 20 MiB of 30 held, and a third of 10 MiB still fits; what is left of the budget decides next.
    expect((await create(PHOTO_MAX_BYTES, carol.headers)).statusCode).toBe(201);
    const limits = { count: 10, bytes: 30 * MiB };
    const dave = await newUser();
    const book = (id: string, size: number) =>
      bookPendingUpload(t.app.db, { id, userId: dave.id, size }, { limits, expirationMs: UPLOAD_EXPIRATION_MS });
    expect(await book(`${dave.id}_a`, 20 * MiB)).toBeNull();
    expect(await book(`${dave.id}_b`, 11 * MiB)).toBeGreaterThan(0);
    expect(await book(`${dave.id}_c`, 10 * MiB)).toBeNull();
    expect((await rowsOf(dave.id)).map((row) => row.size).sort()).toEqual([10 * MiB, 20 * MiB].sort());
  });

  it('frees a place when an upload is cancelled or finished, and when a failed creation did not start one', async () => {
    const erin = await newUser();
    const locations: string[] = [];
    for (let i = 0; i < 3; i++) locations.push((await create(1 * MiB, erin.headers)).headers.location as string);
    expect((await create(1 * MiB, erin.headers)).statusCode).toBe(429);

    const cancelled = await t.app.inject({ method: 'DELETE', url: locations[0]!, headers: { ...erin.headers, ...TUS } });
    expect(cancelled.statusCode).toBe(204);
    expect(await rowsOf(erin.id)).toHaveLength(2);

    const small = png(300 * 1024);
    const started = await create(small.length, erin.headers);
    expect(started.statusCode).toBe(201);
    expect((await create(1 * MiB, erin.headers)).statusCode).toBe(429);
    const finished = await t.app.inject({
      method: 'PATCH',
      url: started.headers.location as string,
      payload: small,
      headers: { ...erin.headers, ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    });
    expect(finished.statusCode).toBe(204);
    expect(await rowsOf(erin.id)).toHaveLength(2);
    // Refused by tus (over the largest photo) after no booking: still two.
    expect((await create(PHOTO_MAX_BYTES + 1, erin.headers)).statusCode).toBe(413);
    expect((await create(1 * MiB, erin.headers)).statusCode).toBe(201);
    expect(await rowsOf(erin.id)).toHaveLength(3);
  });

  it('lets only 3 of 6 simultaneous creations through', async () => {
    const frank = await newUser();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(1 * MiB, frank.headers)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
    expect(await rowsOf(frank.id)).toHaveLength(3);
  });

  it('forgets a user’s uploads older than a day when they start a new one', async () => {
    const gina = await newUser();
    for (let i = 0; i < 3; i++) expect((await create(1 * MiB, gina.headers)).statusCode).toBe(201);
    await t.app.db
      .update(pendingUploads)
      .set({ createdAt: new Date(Date.now() - UPLOAD_EXPIRATION_MS - 60_000) })
      .where(eq(pendingUploads.userId, gina.id));
    expect((await create(1 * MiB, gina.headers)).statusCode).toBe(201);
    expect(await rowsOf(gina.id)).toHaveLength(1);
  });

  it('drops expired uploads, their rows and their parts on disk, in the periodic clean-up', async () => {
    const hank = await newUser();
    const location = (await create(1 * MiB, hank.headers)).headers.location as string;
    const id = location.split('/').pop()!;
    const chunk = await t.app.inject({
      method: 'PATCH',
      url: location,
      payload: png(64 * 1024),
      headers: { ...hank.headers, ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    });
    expect(chunk.statusCode).toBe(204);
    const part = path.join(t.dataDir, 'tus', id);
    expect(fs.existsSync(part)).toBe(true);
    const fresh = (await create(1 * MiB, hank.headers)).headers.location as string;

    // A day and a minute later, for the row and for the store's own record.
    const past = new Date(Date.now() - UPLOAD_EXPIRATION_MS - 60_000);
    await t.app.db.update(pendingUploads).set({ createdAt: past }).where(eq(pendingUploads.id, id));
    const info = JSON.parse(fs.readFileSync(`${part}.json`, 'utf8'));
    fs.writeFileSync(`${part}.json`, JSON.stringify({ ...info, creation_date: past.toISOString() }));

    const tus = createPhotoTusServer({
      db: t.app.db,
      pendingLimits: t.app.config.pendingUploads,
      storage: t.app.storage,
      dataDir: t.dataDir,
      s3: undefined,
      appOrigin: new URL(t.app.config.appUrl).origin,
      log: t.app.log,
    });
    await tus.cleanUpExpired();

    expect(fs.existsSync(part)).toBe(false);
    expect(fs.existsSync(`${part}.json`)).toBe(false);
    expect((await rowsOf(hank.id)).map((row) => row.id)).toEqual([fresh.split('/').pop()]);
    const gone = await t.app.inject({ method: 'HEAD', url: location, headers: { ...hank.headers, ...TUS } });
    expect([404, 410]).toContain(gone.statusCode);
  });
});
