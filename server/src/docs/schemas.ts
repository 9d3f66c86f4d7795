import { z } from 'zod';

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
