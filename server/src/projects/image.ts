import crypto from 'node:crypto';
import { badRequest } from '../http/errors.ts';
import type { Storage } from '../storage/storage.ts';
import { checkPoster, SvgTooSlowError } from '../events/index.ts';

/**
 * `POST /projects/image` (docs/product/profiles-and-projects.md#project-images): checked and stored as posters are
 * (docs/decisions/031-svg-posters-drawn-to-png.md): PNG, JPEG and GIF by their bytes, an SVG drawn to a PNG, under a
 * fresh unguessable key.
 */
export async function storeProjectImage(options: { storage: Storage; ownerId: string; data: Buffer }) {
  const { storage, ownerId, data } = options;
  if (data.length === 0) throw badRequest('The image file is empty.', 'file');
  const image = await checkPoster(data).catch((error: unknown) => {
    if (error instanceof SvgTooSlowError)
      throw badRequest('The SVG takes too long to draw. Please upload a PNG, JPG or GIF.', 'file');
    throw error;
  });
  if (!image) throw badRequest('Project images must be SVG, PNG, JPG or GIF images.', 'file');
  const key = `project-images/${crypto.randomUUID()}.${image.extension}`;
  await storage.put(key, image.data, { contentType: image.type, ownerId });
  return { file_url: storage.url(key) };
}
