import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventHosts } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import type { Storage } from '../storage/storage.ts';
import { InvalidSvgError, rasteriseSvg, SvgTooSlowError } from './poster-raster.ts';

export type PosterType = 'image/png' | 'image/jpeg' | 'image/gif';

const EXTENSIONS: Record<PosterType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((byte, index) => data[index] === byte);

/**
 * docs/product/events.md#posters poster types, recognised by content (docs/architecture.md#files), never by name or the
 * client's Content-Type: PNG, JPEG and GIF by their magic bytes, SVG by drawing it. An SVG is stored as
 * the PNG it draws (poster-raster.ts), so no stored poster is SVG or reaches outside itself.
 * Returns the bytes to store and their type, or null when it is none of them; throws SvgTooSlowError
 * when an SVG takes too long to draw.
 */
export async function checkPoster(data: Buffer): Promise<{ type: PosterType; data: Buffer; extension: string } | null> {
  let type: PosterType | null = null;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) type = 'image/png';
  else if (startsWith(data, [0xff, 0xd8, 0xff])) type = 'image/jpeg';
  else if (data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a')
    type = 'image/gif';
  if (type) return { type, data, extension: EXTENSIONS[type] };
  try {
    return { type: 'image/png', data: await rasteriseSvg(data), extension: 'png' };
  } catch (error) {
    if (error instanceof InvalidSvgError) return null;
    throw error;
  }
}

/** A fresh, unguessable storage key for a poster. */
function posterKey(extension: string): string {
  return `posters/${crypto.randomUUID()}.${extension}`;
}

const POSTER_TOO_SLOW = 'The poster SVG takes too long to draw. Please upload a simpler SVG, or a PNG, JPG or GIF.';

/**
 * Site admins and the hosts of any event may upload posters: a host makes a new poster for their
 * event before it is saved with it, so the upload is not tied to one event.
 */
export async function requirePosterUploader(db: Db, actor: Actor): Promise<void> {
  if (actor.role === 'admin') return;
  const [host] = await db.select({ id: eventHosts.eventId }).from(eventHosts).where(eq(eventHosts.userId, actor.userId)).limit(1);
  if (!host) throw forbidden('Only site admins and event hosts can upload posters.');
}

/** docs/product/events.md#posters: checks the uploaded bytes and stores the poster under a fresh key. */
export async function storePoster(options: { storage: Storage; ownerId: string; data: Buffer }) {
  const { storage, ownerId, data } = options;
  if (data.length === 0) throw badRequest('The poster file is empty.');
  const poster = await checkPoster(data).catch((error: unknown) => {
    if (error instanceof SvgTooSlowError) throw badRequest(POSTER_TOO_SLOW, 'file');
    throw error;
  });
  if (!poster) throw badRequest('Posters must be SVG, PNG, JPG or GIF images.');
  const key = posterKey(poster.extension);
  await storage.put(key, poster.data, { contentType: poster.type, ownerId });
  return { file_url: storage.url(key) };
}
