import { z } from 'zod';

export * from './upload-rules.ts';

/** `POST /api/user/photo` and the last chunk of a resumable upload answer with the photo's URL. */
export const PhotoUploadResponseSchema = z.object({ file_url: z.string() });
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponseSchema>;

/** The tus protocol version the server speaks (`Tus-Resumable`, `Tus-Version`). */
export const TUS_VERSION = '1.0.0';
