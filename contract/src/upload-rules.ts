// Upload limits and addresses without zod: the profile screens import these, and uploads.ts would
// bring the schemas (and zod) along.

/** A profile photo may be at most 10 MiB (our own limit; docs/product/profiles-and-projects.md#photo-upload). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** docs/product/profiles-and-projects.md#photo-upload: files above 256 KiB go through the resumable (tus) upload. */
export const RESUMABLE_UPLOAD_THRESHOLD = 256 * 1024;

/** Accepted photo types, checked by content on the server (the `accept` of the file input too). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Where the two ways of uploading a photo live, under the API origin. */
export const PHOTO_UPLOAD_PATH = '/api/user/photo';
export const PHOTO_RESUMABLE_PATH = '/api/user/photo/uploads';

/**
 * The last PATCH of a resumable upload answers 204 (tus 1.0) with the photo's URL in this header,
 * the same URL `POST /api/user/photo` answers as `file_url`.
 */
export const FILE_URL_HEADER = 'File-Url';
