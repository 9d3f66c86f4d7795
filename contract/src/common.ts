import { z } from 'zod';

/** Every error the API sends has this shape (docs/architecture.md#errors). */
export const ErrorResponseSchema = z.object({ message: z.string(), field: z.string().optional() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const IdSchema = z.string().uuid();

export { cutDescription, isHttpUrl, withScheme } from './link-text.ts';
