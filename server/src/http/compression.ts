import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Bodies from this size up are compressed. */
const MIN_BYTES = 1024;
/** Beyond this a synchronous call would hold the event loop too long: those are streamed. */
const MAX_SYNC_BYTES = 256 * 1024;
/** Brotli's default quality (11) costs seconds on a multi-megabyte answer; 4 compresses nearly as well, fast. */
const BROTLI_QUALITY = 4;

/**
 * Response compression. @fastify/compress pipes every body, however small, through a zlib stream on
 * the thread pool: for a 40 KB page of search results that cost about 1.5 ms more than compressing
 * it (0.2 ms with brotli at quality 4). So JSON answers up to 256 KB are compressed here in one
 * call; this instance-level hook runs before the plugin's route-level one, which then sees the
 * Content-Encoding and leaves the body alone. Everything else (files, streams, big bodies, deflate)
 * is still the plugin's.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: MIN_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  // A callback, not an async function: most answers pass through untouched, without a promise each.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || request.headers['accept-encoding'] === undefined) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload);
    const size = Buffer.byteLength(payload);
    const encoding = syncJsonEncoding(request, size);
    if (encoding === null) return done(null, payload);
    const body = encodeJson(payload, encoding, size);
    reply.header('content-encoding', encoding);
    reply.header('vary', withAcceptEncoding(reply.getHeader('vary')));
    reply.removeHeader('content-length');
    done(null, body);
  });
}

export type JsonEncoding = 'br' | 'gzip';

/** How a JSON body of `size` bytes is compressed in one call for this request; null: as is, or by the plugin. */
export function syncJsonEncoding(request: FastifyRequest, size: number): JsonEncoding | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  if (size < MIN_BYTES || size > MAX_SYNC_BYTES) return null;
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted.toLowerCase(), ['br', 'gzip']) : null;
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

export function encodeJson(payload: string, encoding: JsonEncoding, size: number): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(payload, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
      })
    : zlib.gzipSync(payload);
}

function withAcceptEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (current.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
