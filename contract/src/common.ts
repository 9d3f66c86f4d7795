import { z } from 'zod';

/**
 * Every error the API sends has this shape (docs/architecture.md#errors). `field` names the input the message is
 * about, as a dotted path into the request (`name`, `experiences.0.title`), when there is one.
 */
export const ErrorResponseSchema = z.object({ message: z.string(), field: z.string().optional() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const IdSchema = z.string().uuid();

/** An object of whole-number counts, one for each key: `countsOf('total', 'accepted')`. */
export function countsOf<K extends string>(...keys: K[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);
}

export { cutDescription, isHttpUrl, withScheme } from './link-text.ts';
