import crypto from 'node:crypto';
import { InvalidSvgError, rasteriseSvg } from './poster-raster.ts';

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
export function posterKey(extension: string): string {
  return `posters/${crypto.randomUUID()}.${extension}`;
}
