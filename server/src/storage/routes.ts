import type { FastifyPluginAsync } from 'fastify';
import { isValidKey, type Storage } from './storage.ts';

/** Raster images may show inline; everything else (SVG included) only ever downloads. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const SERVED_TYPES = new Set([...INLINE_TYPES, 'image/svg+xml']);

/**
 * `GET /files/*` outside `/api` (docs/architecture.md#files). Every response carries the recorded type (never
 * guessed from the name; unknown types become application/octet-stream), `nosniff`, a CSP that
 * forbids scripts and sandboxes the document, and `Content-Disposition: attachment` for anything
 * that is not a plain raster image, so an uploaded HTML or SVG file never runs as a page.
 * `<img>` ignores Content-Disposition, so SVG posters still display.
 */
export function fileRoutes(storage: Storage): FastifyPluginAsync {
  return async (app) => {
    app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const found = isValidKey(key) ? await storage.get(key) : null;
      if (!found) return reply.status(404).send({ message: 'File not found.' });
      const { object, body } = found;
      const contentType = SERVED_TYPES.has(object.contentType) ? object.contentType : 'application/octet-stream';
      const etag = `"${object.size.toString(16)}-${object.updatedAt.getTime().toString(16)}"`;
      reply
        .header('content-type', contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('content-disposition', INLINE_TYPES.has(contentType) ? 'inline' : 'attachment')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        body.destroy();
        return reply.status(304).send();
      }
      return reply.send(body);
    });
  };
}
