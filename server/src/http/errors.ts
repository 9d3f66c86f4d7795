import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one error type: an HTTP status and a message a user may read, and the input field the message
 * is about (a dotted path such as `teamMembers` or `experiences.0.title`) when there is one.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, {}, field);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, {}, field);

export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is unavailable. Please try again shortly.';

/**
 * Thrown by a storage driver whose store cannot be reached or fails (storage/s3-storage.ts): the
 * request answers 503, the process carries on. `cause` is the store's own error, logged, never sent.
 */
export class StorageUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, STORAGE_UNAVAILABLE_MESSAGE, { 'retry-after': '5' });
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}

/** Seconds a client is asked to wait when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again shortly.';

/**
 * PostgreSQL's codes for a server shutting down or not accepting connections (57P01–57P03, 53300 too many
 * connections) and for a lost connection (class 08); the socket errors of a server that is down or
 * unreachable; and node-postgres's own messages for a dropped connection, a pool with no free
 * connection within `connectionTimeoutMillis`, and a query past `query_timeout` (db/client.ts).
 */
const unavailableCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection refused/i;

/** Whether this error, or one it wraps (Drizzle puts the driver's error in `cause`), says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  if (unavailableMessages.test(error.message)) return true;
  // A connection attempt to every address of a host fails as one AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** `/experiences/0/title` → `experiences.0.title`; none for the request as a whole. */
const fieldOf = (instancePath: string | undefined) => instancePath?.split('/').filter(Boolean).join('.') || undefined;

/**
 * Turns every failure into `{ message, field? }` with its status; a 500 tells the client nothing
 * internal.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error instanceof StorageUnavailableError) {
      request.log.warn({ err: error.cause, requestId: request.id }, 'file storage unavailable');
    }
    return reply.status(error.statusCode).headers(error.headers).send({ message: error.message, field: error.field });
  }
  if ('validation' in error && Array.isArray(error.validation)) {
    // Our validator's messages name the field (http/validation.ts).
    const first = error.validation[0];
    const message = first?.message ?? 'Invalid request.';
    return reply.status(400).send({ message, field: fieldOf(first?.instancePath) });
  }
  // The client went away (or was cut off by http/deadlines.ts) mid-body: its read failed with a reset
  // that is no database outage, and nobody is left to answer.
  if (request.raw.socket?.destroyed && !request.raw.complete) {
    return reply.status(400).send({ message: 'The request did not arrive in full.' });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error, requestId: request.id }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message =
      status === 413
        ? 'The request is too large.'
        : status === 429
          ? 'Too many requests. Please try again later.'
          : error.message;
    return reply.status(status).send({ message });
  }
  request.log.error({ err: error, requestId: request.id }, 'unhandled error');
  return reply.status(500).send({ message: `Something went wrong (request ${request.id}).` });
}
