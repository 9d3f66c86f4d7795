import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error type: an HTTP status and a message a user may read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Turns every failure into `{ message }` with its status; a 500 tells the client nothing internal. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const message = first?.message ?? 'Invalid request.';
    return reply.status(400).send({ message });
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
