import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.ts';

/**
 * The one `file` field of a multipart upload, read into memory. A body that is not valid multipart
 * (no boundary, cut short) is the client's mistake: 400, never a 500 from the parser.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  { what, tooLarge }: { what: string; tooLarge: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(`Please upload the ${what} as multipart form data with a \`file\` field.`);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest(`Please choose a ${what} file.`);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    throw badRequest(`The ${what} upload is not valid multipart form data.`);
  }
}
