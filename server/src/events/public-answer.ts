import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeJson, syncJsonEncoding } from '../http/compression.ts';
import type { PublicAnswer } from './public-cache.ts';

/**
 * Sends an anonymous answer as the route would have, plus a validator: a client (or a proxy) that
 * still holds this version gets 304 without a body. `no-cache` makes every cache ask again, and the
 * answer differs for a signed-in caller and by compression, hence `Vary`. A compressed copy is made
 * once per answer and encoding, not once per request.
 */
export function sendPublicAnswer(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Authorization');
  if (matchesAny(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = syncJsonEncoding(request, answer.size);
  if (encoding === null) return reply.send(answer.body);
  let body = answer.encoded.get(encoding);
  if (!body) {
    body = encodeJson(answer.body, encoding, answer.size);
    answer.encoded.set(encoding, body);
  }
  return reply.header('content-encoding', encoding).send(body);
}

/** The body the route's response schema makes of `value`: what returning it would send. */
export function serializeAnswer(reply: FastifyReply, value: unknown): string {
  const body = reply.serialize(value);
  if (typeof body !== 'string') throw new Error('the response serialiser did not make a string');
  return body;
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly, and `*` matches any current answer. */
function matchesAny(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
