import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../src/http/compression.ts';
import { buildTestApp } from './helpers.ts';

/** A JSON body of about `bytes` bytes. */
const jsonOf = (bytes: number) => ({
  items: Array.from({ length: Math.ceil(bytes / 40) }, (_, index) => `item number ${index} of a list`),
});

describe('response compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/small', async () => jsonOf(300));
    app.get('/page', async () => jsonOf(40_000));
    app.get('/big', async () => jsonOf(400_000));
    app.get('/text', async (_request, reply) => reply.type('text/plain').send('x'.repeat(40_000)));
    app.get('/varied', async (_request, reply) => reply.header('vary', 'Origin').send(jsonOf(40_000)));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('compresses a mid-sized JSON answer in one call, as the client prefers, with its length', async () => {
    const plain = await get('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get('/page', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/page', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers, identity and x-no-compression alone', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toEqual(jsonOf(300));
    const refusals: Record<string, string>[] = [
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br', 'x-no-compression': '1' },
    ];
    for (const headers of refusals) {
      const response = await get('/page', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(response.body)).toEqual(jsonOf(40_000));
    }
  });

  it('adds Accept-Encoding to an existing Vary', async () => {
    const response = await get('/varied', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('streams big bodies, other types and deflate through @fastify/compress', async () => {
    const big = await get('/big', { 'accept-encoding': 'br' });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['content-length']).toBeUndefined();
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString())).toEqual(jsonOf(400_000));

    const text = await get('/text', { 'accept-encoding': 'gzip' });
    expect(text.headers['content-encoding']).toBe('gzip');
    expect(text.headers['content-length']).toBeUndefined();

    const deflate = await get('/page', { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(zlib.inflateSync(deflate.rawPayload).toString())).toEqual(jsonOf(40_000));
  });

  it('is what the app uses', async () => {
    const t = await buildTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      const size = zlib.brotliDecompressSync(response.rawPayload).length;
      // One call (with a length) up to 256 KB, a stream beyond.
      expect(response.headers['content-length'] === undefined).toBe(size > 256 * 1024);
    } finally {
      await t.close();
    }
  });
});
