import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { awaitsBody } from './deadlines.ts';

/**
 * A socket closed after an early answer reads and drops what its client still sends (so the client,
 * busy sending, reads the answer rather than a reset) until the client stops, goes quiet for
 * LINGER_IDLE_MS, or LINGER_MS have passed.
 */
const LINGER_IDLE_MS = 2000;
const LINGER_MS = 10_000;

const answered = new WeakSet<Socket>();

const clientErrorAnswers: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request’s URL or headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'The request is too large.' },
};

/**
 * Fastify's `clientErrorHandler`, for what node cannot parse (headers over 16 KiB: 431; a request
 * past its deadline: 408; anything else malformed: 400). The answer says `Connection: close`, so a
 * kept-alive client opens a new connection for its next request instead of meeting a reset; then
 * our side closes and the rest the client sends is read and dropped for a moment, so it reads the
 * answer rather than a reset.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  this.log.trace({ err: error }, 'client error');
  const { status, message } = clientErrorAnswers[error.code ?? ''] ?? { status: 400, message: 'The request is malformed.' };
  const inProgress = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (!socket.writable || inProgress?.headersSent) {
    socket.destroy();
    return;
  }
  // An answer to HEAD has no body, and the request line may have come in an earlier read: the
  // message goes only with a request seen to be of another method.
  const start = (error as { rawPacket?: Buffer }).rawPacket?.toString('latin1', 0, 8) ?? '';
  const body = /^[A-Z]+ /.test(start) && !start.startsWith('HEAD ') ? JSON.stringify({ message }) : '';
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  linger(socket);
}

function linger(socket: Socket): void {
  socket.on('error', () => {});
  socket.setTimeout(LINGER_IDLE_MS, () => socket.destroy());
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('end', () => socket.destroy());
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
}

/**
 * Node closes a `Connection: close` socket as soon as the answer is out (`destroySoon`), which
 * resets a client still sending its body; this closes our side and lingers instead.
 */
function lingerOnClose(socket: Socket): void {
  (socket as Socket & { destroySoon: () => void }).destroySoon = () => {
    socket.end();
    linger(socket);
  };
}

/**
 * An answer sent before its request's body was read (a refusal: too large, not signed in, wrong
 * type) closes the connection: the unread rest would otherwise be taken for the next request, or
 * leave the connection waiting on a body nobody reads.
 */
export function closeEarlyAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, _payload, done) => {
    const raw = request.raw;
    if (awaitsBody(raw)) {
      reply.header('connection', 'close');
      lingerOnClose(raw.socket);
    }
    done();
  });
}
