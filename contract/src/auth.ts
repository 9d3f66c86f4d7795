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

/** Why a sign-in link did not sign anyone in; the web says it on /login. */
export const SignInLinkFailureReasonSchema = z.enum(['expired', 'used', 'invalid']);
export type SignInLinkFailureReason = z.infer<typeof SignInLinkFailureReasonSchema>;

/**
 * 410: the link really was issued to this address but no longer works. Only here is the address
 * confirmed, so a made-up token learns nothing.
 */
export const SignInLinkGoneSchema = z
  .object({ reason: z.enum(['expired', 'used']), message: z.string(), email: z.string() })
  .describe('The link was issued to `email` but has expired (`reason: expired`) or was already used (`reason: used`)');

/** 404: no link with this token was issued to this address. */
export const SignInLinkUnknownSchema = z
  .object({ reason: z.literal('invalid'), message: z.string() })
  .describe('No sign-in link with this token was issued to this address (`reason: invalid`)');

export type SignInLinkFailure = z.infer<typeof SignInLinkGoneSchema> | z.infer<typeof SignInLinkUnknownSchema>;

export const RefreshResponseSchema = z.object({ token: z.string() });

/**
 * docs/product/accounts-and-sign-in.md#confirm: a redirect is honoured only when it is a same-origin path.
 * `//host` and `/\host` are protocol-relative in browsers and are refused.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
