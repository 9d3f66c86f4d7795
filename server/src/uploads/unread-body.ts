import type { IncomingMessage, ServerResponse } from 'node:http';

/** The most a request may still have to send for the answer to keep the connection: no tus chunk is larger. */
const DRAIN_LIMIT_BYTES = 11 * 1024 * 1024;
/** How long reading the rest may take before the connection is dropped. */
const DRAIN_DEADLINE_MS = 10_000;

/**
 * Makes an answer given before the request's body was read safe for a kept-alive connection: Node's
 * HTTP server would wait for a body that nobody reads (the tus body stream pauses the request), and
 * the next request on the connection would never be answered. A rest of known, bounded size is read
 * and dropped, so the connection stays usable; anything else (chunked, or larger) is answered with
 * `Connection: close`. Call before writing the head.
 */
export function settleUnreadBody(request: IncomingMessage, response: ServerResponse): void {
  if (request.complete || request.readableEnded || request.destroyed) return;
  const declared = Number(request.headers['content-length']);
  const drain = Number.isSafeInteger(declared) && declared <= DRAIN_LIMIT_BYTES;
  if (!drain) response.setHeader('Connection', 'close');
  // Whatever still arrives is dropped, also before the close, so the client reads its answer
  // instead of a reset for bytes the server never took.
  request.removeAllListeners('data');
  request.on('data', () => {});
  const deadline = setTimeout(() => request.socket?.destroy(), DRAIN_DEADLINE_MS);
  deadline.unref();
  request.once('end', () => clearTimeout(deadline));
  request.once('close', () => clearTimeout(deadline));
  request.resume();
}
