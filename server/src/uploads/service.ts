import { PHOTO_MAX_BYTES } from '@hearth/contract/uploads';
import { badRequest, HttpError } from '../http/errors.ts';
import type { Storage } from '../storage/storage.ts';
import { detectImageType } from './image-type.ts';

export const PHOTO_TOO_LARGE = 'The photo is too large (at most 10 MB).';
export const PHOTO_WRONG_TYPE = 'Profile photos must be PNG, JPEG, GIF or WebP images.';
export const PHOTO_EMPTY = 'The photo file is empty.';

/** docs/product/profiles-and-projects.md#photo-upload: a user's photo always lives at `profile_photos/{uid}`; a new one replaces the old. */
export const profilePhotoKey = (userId: string) => `profile_photos/${userId}`;

/**
 * Checks the bytes (size, image type by content) and stores them as the user's profile photo.
 * The URL carries a version so a browser that cached the previous photo shows the new one.
 */
export async function storeProfilePhoto(options: { storage: Storage; userId: string; data: Buffer }) {
  const { storage, userId, data } = options;
  if (data.length === 0) throw badRequest(PHOTO_EMPTY);
  if (data.length > PHOTO_MAX_BYTES) throw new HttpError(413, PHOTO_TOO_LARGE);
  const contentType = detectImageType(data);
  if (!contentType) throw badRequest(PHOTO_WRONG_TYPE);
  const key = profilePhotoKey(userId);
  const stored = await storage.put(key, data, { contentType, ownerId: userId });
  return { file_url: `${storage.url(key)}?v=${stored.updatedAt.getTime()}` };
}
