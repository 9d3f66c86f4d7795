import type { IncomingMessage } from 'node:http';
import net, { type Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

export type DeadlineOptions = {
  /** From the connection's first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the end of the headers to the end of the body. */
  bodyMs: number;
  /** Between two reads of a streamed upload's body. */
  uploadIdleMs: number;
  /** The whole request, streamed uploads included. */
  requestMs: number;
};

const TIMEOUT_MESSAGE = 'The request took too long to arrive.';
/** How long a closing socket may take to flush its last answer before it is destroyed. */
const FLUSH_MS = 1000;
/** How often node checks the header and request deadlines (its default is 30 s). */
const CHECK_INTERVAL_MS = 1000;

/**
 * Bodies that may take long to send: a file (multipart) or a resumable-upload chunk. Other routes
 * refuse these types without reading the body, so a slow client gains nothing by claiming one.
 */
const STREAMED_TYPES = /^\s*(multipart\/form-data|application\/offset\+octet-stream)\b/i;

/** Whether the request's body is a file or upload chunk its handler reads as a stream. */
export const isStreamedUpload = (request: FastifyRequest) => STREAMED_TYPES.test(request.headers['content-type'] ?? '');

/** The node server's own deadlines (for Fastify's `http` and `requestTimeout` options). */
export function serverDeadlines(options: DeadlineOptions): Pick<FastifyServerOptions, 'requestTimeout'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: options.requestMs,
    http: { headersTimeout: Math.min(options.headersMs, options.requestMs), connectionsCheckingInterval: CHECK_INTERVAL_MS },
  };
}

/**
 * Whether the request declares a body still to come over a connection (a request without one is
 * complete with its headers; an injected one, in tests, has no connection).
 */
export function awaitsBody(raw: IncomingMessage): boolean {
  if (raw.complete || !(raw.socket instanceof net.Socket)) return false;
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Answers 408 with `Connection: close` straight on the socket, then closes it. Written on the socket,
 * as node itself answers a late request: Fastify's reply is left to the body reader, which then fails
 * on the closed socket and sends nothing more.
 */
function expire(request: FastifyRequest): void {
  const socket: Socket = request.raw.socket;
  if (socket.destroyed) return;
  const closeNow = () => void socket.destroy();
  if (request.raw.complete || (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage?.headersSent) {
    // Answered already (an early answer while the rest drains): only the socket goes.
    closeNow();
    return;
  }
  const body = JSON.stringify({ message: TIMEOUT_MESSAGE });
  socket.end(
    `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    closeNow,
  );
  setTimeout(closeNow, FLUSH_MS).unref();
}

/**
 * Body deadlines, so a client sending slowly holds its socket for seconds, not for as long as it
 * likes: every body must have arrived `bodyMs` after the headers, except a streamed upload's
 * (multipart, tus), which may take up to the request deadline as long as it never pauses for
 * `uploadIdleMs`. Past either, 408 and the connection is closed. Headers and the request as a
 * whole are node's (serverDeadlines).
 */
export function registerBodyDeadlines(app: FastifyInstance, options: DeadlineOptions): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (!awaitsBody(raw)) return done();
    if (isStreamedUpload(request)) watchIdle(request, reply, options.uploadIdleMs);
    else watchTotal(request, reply, options.bodyMs);
    done();
  });
}

function watchTotal(request: FastifyRequest, reply: FastifyReply, ms: number): void {
  const timer = setTimeout(() => {
    if (!request.raw.complete) expire(request);
  }, ms);
  timer.unref();
  reply.raw.once('close', () => clearTimeout(timer));
}

/**
 * The socket's inactivity timer (node refreshes it on every read, also while its parser reads the
 * socket directly). Node destroys a socket whose timer fires unless the request or the response
 * listens: this listener keeps a socket whose body has arrived (a slow answer is not a slow client).
 * After the answer node sets the keep-alive timer in its place.
 */
function watchIdle(request: FastifyRequest, reply: FastifyReply, ms: number): void {
  request.raw.socket.setTimeout(ms);
  reply.raw.on('timeout', () => {
    if (!request.raw.complete) expire(request);
  });
}
