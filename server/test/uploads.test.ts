import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PHOTO_MAX_BYTES } from '@hearth/contract/uploads';
import { uploads } from '../src/db/schema.ts';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeUser } from './factories.ts';

let t: TestApp;
let alice: { id: string; headers: Record<string, string> };
let bob: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  t = await buildTestApp();
  const a = await makeUser(t.app.db);
  const b = await makeUser(t.app.db);
  alice = { id: a.id, headers: await authHeader(t.app, a.id) };
  bob = { id: b.id, headers: await authHeader(t.app, b.id) };
});
afterAll(() => t.close());

const KiB = 1024;
const image = (magic: number[] | string, size: number) => {
  const head = typeof magic === 'string' ? Buffer.from(magic, 'latin1') : Buffer.from(magic);
  const body = Buffer.alloc(Math.max(0, size - head.length));
  for (let i = 0; i < body.length; i++) body[i] = (i * 31) % 251;
  return Buffer.concat([head, body]);
};
const PNG = (size = 2 * KiB) => image([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size);
const JPEG = (size = 2 * KiB) => image([0xff, 0xd8, 0xff, 0xe0], size);
const GIF = (size = 2 * KiB) => image('GIF89a', size);
const WEBP = (size = 2 * KiB) => image('RIFF\x00\x10\x00\x00WEBPVP8 ', size);

function multipart(data: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----hearth${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'me.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function postPhoto(data: Buffer, headers: Record<string, string>, options: { field?: string; type?: string } = {}) {
  const body = multipart(data, options);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/photo',
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
}

const TUS = { 'tus-resumable': '1.0.0' };

function createUpload(length: number, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/photo/uploads',
    headers: { ...headers, ...TUS, 'upload-length': String(length) },
  });
}

function patch(location: string, offset: number, chunk: Buffer, headers: Record<string, string>) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    payload: chunk,
    headers: {
      ...headers,
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
  });
}

const head = (location: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'HEAD', url: location, headers: { ...headers, ...TUS } });

async function fetchFile(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('POST /api/user/photo (small files)', () => {
  it('stores PNG, JPEG, GIF and WebP at profile_photos/{uid}, recognised by content, and returns the URL', async () => {
    for (const [data, type] of [
      [PNG(), 'image/png'],
      [JPEG(), 'image/jpeg'],
      [GIF(), 'image/gif'],
      [WEBP(), 'image/webp'],
    ] as const) {
      // The client's name and type are ignored: only the bytes decide.
      const response = await postPhoto(data, alice.headers, { type: 'application/octet-stream' });
      expect(response.statusCode).toBe(200);
      const url: string = response.json().file_url;
      expect(url).toMatch(new RegExp(`^/files/profile_photos/${alice.id}\\?v=\\d+$`));
      const file = await fetchFile(url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(data)).toBe(true);
      // Every accepted photo type shows as an image, served under its real type.
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['content-disposition']).toBe('inline');
      const [meta] = await t.app.db
        .select()
        .from(uploads)
        .where(eq(uploads.path, `profile_photos/${alice.id}`));
      expect(meta).toMatchObject({ size: data.length, contentType: type, ownerId: alice.id });
    }
  });

  it('answers 401 when signed out', async () => {
    const response = await postPhoto(PNG(), {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
  });

  it('only ever writes the caller’s own photo', async () => {
    const mine = PNG(3 * KiB);
    await postPhoto(mine, alice.headers);
    const response = await postPhoto(JPEG(), bob.headers);
    expect(response.json().file_url).toContain(`profile_photos/${bob.id}`);
    const alicePhoto = await fetchFile(`/files/profile_photos/${alice.id}`);
    expect(alicePhoto.rawPayload.equals(mine)).toBe(true);
  });

  it('refuses non-images (even named .png), empty files, other fields and non-multipart bodies with 400', async () => {
    const html = await postPhoto(Buffer.from('<html><script>alert(1)</script></html>'), alice.headers);
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe('Profile photos must be PNG, JPEG, GIF or WebP images.');

    const svg = await postPhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), alice.headers, {
      type: 'image/svg+xml',
    });
    expect(svg.statusCode).toBe(400);

    const empty = await postPhoto(Buffer.alloc(0), alice.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The photo file is empty.');

    const wrongField = await postPhoto(PNG(), alice.headers, { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Please choose a photo file.');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/photo',
      payload: { file: 'x' },
      headers: alice.headers,
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a file above 10 MiB with 413 and leaves the stored photo as it was', async () => {
    const before = PNG(4 * KiB);
    await postPhoto(before, alice.headers);
    const response = await postPhoto(PNG(PHOTO_MAX_BYTES + 1), alice.headers);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The photo is too large (at most 10 MB).');
    const still = await fetchFile(`/files/profile_photos/${alice.id}`);
    expect(still.rawPayload.equals(before)).toBe(true);
  });
});

describe('tus /api/user/photo/uploads (files above 256 KiB)', () => {
  it('takes a photo in growing chunks, resumes from the server’s offset and answers the URL at the end', async () => {
    const data = JPEG(900 * KiB);
    const created = await createUpload(data.length, alice.headers);
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(new RegExp(`^/api/user/photo/uploads/${alice.id}_[0-9a-f]{24}$`));

    // 256 KiB, then 512 KiB (docs/product/profiles-and-projects.md#photo-upload doubling) — the second one is only partly sent…
    const first = await patch(location, 0, data.subarray(0, 256 * KiB), alice.headers);
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(256 * KiB));

    // …so the client asks where to resume.
    const offset = await head(location, alice.headers);
    expect(offset.statusCode).toBe(200);
    expect(offset.headers['upload-offset']).toBe(String(256 * KiB));
    expect(offset.headers['upload-length']).toBe(String(data.length));

    // A chunk at the wrong offset is refused.
    expect((await patch(location, 0, data.subarray(0, 10), alice.headers)).statusCode).toBe(409);

    const second = await patch(location, 256 * KiB, data.subarray(256 * KiB, 768 * KiB), alice.headers);
    expect(second.statusCode).toBe(204);
    const last = await patch(location, 768 * KiB, data.subarray(768 * KiB), alice.headers);
    expect(last.statusCode).toBe(204);
    const url = last.headers['file-url'] as string;
    expect(url).toMatch(new RegExp(`^/files/profile_photos/${alice.id}\\?v=\\d+$`));
    const file = await fetchFile(url);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(data)).toBe(true);

    // The finished upload's parts are gone.
    expect((await head(location, alice.headers)).statusCode).toBe(404);
  });

  it('takes chunks above the API’s 1 MiB body limit (tus bodies are streamed, not parsed)', async () => {
    const data = PNG(3 * 1024 * KiB);
    const location = (await createUpload(data.length, alice.headers)).headers.location as string;
    let offset = 0;
    let last;
    for (const size of [256 * KiB, 512 * KiB, 1024 * KiB, 1280 * KiB]) {
      last = await patch(location, offset, data.subarray(offset, offset + size), alice.headers);
      offset += size;
    }
    expect(offset).toBe(data.length);
    expect(last!.statusCode).toBe(204);
    const file = await fetchFile(last!.headers['file-url'] as string);
    expect(file.rawPayload.equals(data)).toBe(true);
  });

  it('answers 401 signed out and 403 for another user’s upload', async () => {
    const anonymous = await createUpload(300 * KiB, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please sign in to continue.');

    const created = await createUpload(300 * KiB, alice.headers);
    const location = created.headers.location as string;
    expect((await head(location, {})).statusCode).toBe(401);
    expect((await patch(location, 0, PNG(1000), {})).statusCode).toBe(401);

    const bobHead = await head(location, bob.headers);
    expect(bobHead.statusCode).toBe(403);
    const bobPatch = await patch(location, 0, PNG(1000), bob.headers);
    expect(bobPatch.statusCode).toBe(403);
    expect(bobPatch.json().message).toBe('You do not have permission to do that.');
    const bobDelete = await t.app.inject({ method: 'DELETE', url: location, headers: { ...bob.headers, ...TUS } });
    expect(bobDelete.statusCode).toBe(403);

    // The owner may cancel (terminate) their own upload.
    const own = await t.app.inject({ method: 'DELETE', url: location, headers: { ...alice.headers, ...TUS } });
    expect(own.statusCode).toBe(204);
    expect((await head(location, alice.headers)).statusCode).toBe(404);
  });

  it('refuses an upload above 10 MiB with 413 before any byte is sent', async () => {
    const response = await createUpload(PHOTO_MAX_BYTES + 1, alice.headers);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The photo is too large (at most 10 MB).');
  });

  it('refuses bad tus requests with 400 or 412', async () => {
    const noLength = await t.app.inject({
      method: 'POST',
      url: '/api/user/photo/uploads',
      headers: { ...alice.headers, ...TUS },
    });
    expect(noLength.statusCode).toBe(400);
    expect(noLength.json().message).toBeTruthy();
    const noVersion = await t.app.inject({
      method: 'POST',
      url: '/api/user/photo/uploads',
      headers: { ...alice.headers, 'upload-length': '1000' },
    });
    expect(noVersion.statusCode).toBe(412);
    expect(noVersion.headers['tus-version']).toBe('1.0.0');
  });

  it('checks the finished file by content: a non-image is refused with 400 and the old photo stays', async () => {
    const before = GIF(5 * KiB);
    await postPhoto(before, bob.headers);
    const fake = Buffer.concat([Buffer.from('<!doctype html><script>alert(1)</script>'), Buffer.alloc(300 * KiB, 32)]);
    const created = await createUpload(fake.length, bob.headers);
    const location = created.headers.location as string;
    const response = await patch(location, 0, fake, bob.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Profile photos must be PNG, JPEG, GIF or WebP images.');
    const still = await fetchFile(`/files/profile_photos/${bob.id}`);
    expect(still.rawPayload.equals(before)).toBe(true);
    expect((await head(location, bob.headers)).statusCode).toBe(404);
  });
});
