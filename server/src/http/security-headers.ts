import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { VIDEO_HOSTS } from '@hearth/contract/video-embed';

/**
 * The security headers of every answer (docs/architecture.md#security: a strict Content-Security-Policy). They do
 * not depend on the request, so helmet runs once, at start-up, and each answer gets the headers it
 * wrote: running its middleware chain per request was a large share of the work of an answer from
 * the public read cache.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = Object.entries(helmetHeaders());
  // Set on the raw response, as @fastify/helmet did: a route's own header (files' CSP) still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet sets with our policy, read off one run of its middleware. */
function helmetHeaders(): Record<string, string> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // A project's demo video, loaded only when the visitor presses play (docs/product/profiles-and-projects.md#demo-video).
        frameSrc: [...VIDEO_HOSTS],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name] = value;
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  } as unknown as ServerResponse;
  let done = false;
  setHeaders({} as IncomingMessage, response, () => {
    done = true;
  });
  // helmet's middleware is synchronous; if a version ever is not, fail at start rather than send no headers.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
