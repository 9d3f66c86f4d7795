import { z } from 'zod';
import { ErrorResponseSchema } from '@hearth/contract/common';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/** A route's documented error answers, each `{ message, field? }`: `errorResponses(400, 401, 403)`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<S, typeof ErrorResponseSchema>;
}

/** The description of a route only site admins may call. */
export const siteAdminsOnly = 'Site admins only (a session token or an API key, which acts as the admin who created it).';

/** The description of a route only a signed-in site admin may call: an API key gets 403. */
export const signedInSiteAdminsOnly =
  'Site admins signed in with a session token only: an API key is refused (403), so a leaked key cannot mint keys or admins that outlive it.';

/** `:slug` in an event's path. */
export const slugParams = z.object({ slug: z.string().min(1).max(200) });

/**
 * Request bodies the JSON validator must not check (a multipart stream, raw tus bytes) but the
 * OpenAPI document must describe: any value passes, the metadata becomes the documented schema.
 */
export const multipartFileBody = (description: string) =>
  z.unknown().meta({
    type: 'object',
    properties: { file: { type: 'string', format: 'binary', description } },
    required: ['file'],
  });

export const binaryBody = (description: string) => z.unknown().meta({ type: 'string', format: 'binary', description });

/** A documented header: a string, described. */
export const headerDoc = (description: string) => z.string().optional().meta({ description });
