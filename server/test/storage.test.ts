import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploads } from '../src/db/schema.ts';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeUser } from './factories.ts';

let t: TestApp;
let admin: Record<string, string>;
let user: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
  user = await authHeader(t.app, (await makeUser(t.app.db)).id);
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 3)]);

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----hearth${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  data: Buffer,
  options: { filename?: string; type?: string; headers?: Record<string, string>; field?: string } = {},
) {
  const body = multipart(options.field ?? 'file', options.filename ?? 'poster.png', options.type ?? 'image/png', data);
  return t.app.inject({
    method: 'POST',
    url: '/api/event/poster',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(options.headers ?? admin) },
  });
}

describe('POST /api/event/poster', () => {
  it('stores PNG, JPEG and GIF posters recognised by content and returns file_url', async () => {
    for (const [data, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
    ] as const) {
      // The client's name and type are ignored: only the bytes decide.
      const response = await upload(data, { filename: 'whatever.bin', type: 'application/octet-stream' });
      expect(response.statusCode).toBe(200);
      const url: string = response.json().file_url;
      expect(url).toMatch(/^\/files\/posters\/[0-9a-f-]{36}\.(png|jpg|gif)$/);
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.rawPayload.equals(data)).toBe(true);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(file.headers['content-disposition']).toBe('inline');
      const [meta] = await t.app.db
        .select()
        .from(uploads)
        .where(eq(uploads.path, url.replace('/files/', '')));
      expect(meta).toMatchObject({ size: data.length, contentType: type });
    }
  });

  it('lets an event host upload; answers 401 signed out and 403 for other users', async () => {
    const host = await makeUser(t.app.db);
    await makeEvent(t.app.db, {}, { hosts: [host.id] });
    expect((await upload(PNG, { headers: await authHeader(t.app, host.id) })).statusCode).toBe(200);
    expect((await upload(PNG, { headers: {} })).statusCode).toBe(401);
    expect((await upload(PNG, { headers: user })).statusCode).toBe(403);
  });

  it('refuses HTML that claims to be a PNG, other files, empty files and a missing file with 400', async () => {
    const html = await upload(Buffer.from('<html><body><script>alert(1)</script></body></html>'), { filename: 'poster.png' });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe('Posters must be SVG, PNG, JPG or GIF images.');
    expect((await upload(Buffer.from('%PDF-1.7 ...'), { filename: 'poster.pdf' })).statusCode).toBe(400);
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(PNG, { field: 'other' })).statusCode).toBe(400);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/event/poster', payload: { file: 'x' }, headers: admin });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('refuses a poster over 5 MiB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The poster is too large (at most 5 MB).');
  });

  it('stores an SVG with scripts as the PNG it draws, served inline like any image', async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject><iframe src="javascript:alert(3)"></iframe></foreignObject>
  <a href="javascript:alert(4)"><rect width="10" height="10"/></a>
  <rect width="5" height="5" fill="url(https://evil.test/x)" onclick="alert(5)"/>
  <circle cx="5" cy="5" r="2" fill="url(#g)"/>
  <use href="https://evil.test/sprite.svg#x"/>
</svg>`;
    const response = await upload(Buffer.from(svg), { filename: 'poster.svg', type: 'image/svg+xml' });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().file_url;
    expect(url).toMatch(/\.png$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body).not.toMatch(/script|onload|onclick|foreignObject|iframe|javascript|evil\.test|<a\b/i);
  });

  it('refuses an SVG with a DOCTYPE (entity expansion)', async () => {
    const svg = '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>';
    const response = await upload(Buffer.from(svg), { filename: 'x.svg' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Posters must be SVG, PNG, JPG or GIF images.');
  });
});

describe('GET /files/*', () => {
  it('serves unknown stored types as a download, never as a page', async () => {
    await t.app.storage.put('test/legacy.html', Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    const file = await t.app.inject({ method: 'GET', url: '/files/test/legacy.html' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for missing files and path tricks, 304 for a fresh copy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/files/posters/missing.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/files/../../etc/passwd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/files/posters/%2e%2e/%2e%2e/etc/passwd' })).statusCode).toBe(404);
    const stored = await t.app.storage.put('test/cache.png', PNG, { contentType: 'image/png' });
    const first = await t.app.inject({ method: 'GET', url: t.app.storage.url(stored.key) });
    const again = await t.app.inject({
      method: 'GET',
      url: t.app.storage.url(stored.key),
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('stat, overwrite and delete through the driver', async () => {
    await t.app.storage.put('profile_photos/someone', PNG, { contentType: 'image/png' });
    await t.app.storage.put('profile_photos/someone', JPEG, { contentType: 'image/jpeg' });
    expect(await t.app.storage.stat('profile_photos/someone')).toMatchObject({ size: JPEG.length, contentType: 'image/jpeg' });
    await t.app.storage.delete('profile_photos/someone');
    expect(await t.app.storage.stat('profile_photos/someone')).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/files/profile_photos/someone' })).statusCode).toBe(404);
    await expect(t.app.storage.put('../escape', PNG, { contentType: 'image/png' })).rejects.toThrow(/invalid storage key/);
  });
});
