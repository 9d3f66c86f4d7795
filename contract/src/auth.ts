import { z } from 'zod';
import { UserSchema } from './user.ts';

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your email address')
  .max(254)
  .email('Please enter a valid email address')
  .transform((email) => email.toLowerCase());

export const MagicLinkRequestSchema = z.object({
  email: EmailSchema,
  redirectUrl: z.string().max(2000).optional(),
});
export type MagicLinkRequest = z.input<typeof MagicLinkRequestSchema>;

export const VerifyRequestSchema = z.object({
  email: EmailSchema,
  token: z.string().min(16).max(200),
});
export type VerifyRequest = z.input<typeof VerifyRequestSchema>;

export const SessionResponseSchema = z.object({
  token: z.string(),
  user: UserSchema,
  isNewUser: z.boolean(),
  redirectUrl: z.string().nullable(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const RefreshResponseSchema = z.object({ token: z.string() });

/**
 * DESIGN.md §3: a redirect is honoured only when it is a same-origin path.
 * `//host` and `/\host` are protocol-relative in browsers and are refused.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
