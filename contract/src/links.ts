import { z } from 'zod';
import { isHttpUrl, withScheme } from './common.ts';
import { fieldLabel } from './field-messages.ts';

/** The app's own uploaded files (`POST /api/user/photo`, `POST /api/event/poster`), as stored. */
const UPLOADED_FILE = /^\/files\/[^/\\]/;

/** `javascript:…`, `mailto:…` (but not `example.com:8080`, a host and port). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A user- or host-supplied link (docs/architecture.md#security): empty (none), or an absolute http(s) URL; with
 * `uploads`, also one of our own `/files/…`. `javascript:`, `data:`, protocol-relative `//host`
 * and every other scheme are refused with a message naming the field in words. A link typed without
 * a scheme (`github.com/ada/repo`) gets https:// first (docs/product/site-and-layout.md#links).
 */
export function linkSchema({ max, uploads = false }: { max: number; uploads?: boolean }) {
  const allowed = uploads
    ? 'a link starting with http:// or https://, or an uploaded file'
    : 'a link starting with http:// or https://';
  return z
    .string()
    .trim()
    .max(max)
    .transform(withMissingScheme)
    .refine((value) => value === '' || isHttpUrl(value) || (uploads && UPLOADED_FILE.test(value)), {
      error: (issue) => `${capitalize(fieldLabel(issue.path ?? []))} must be ${allowed}.`,
    });
}

/** `github.com/ada` → `https://github.com/ada`; empty, schemed (`mailto:`) and path-like (`/files/…`, `//host`) values stay. */
export function withMissingScheme(value: string): string {
  return value !== '' && !HAS_SCHEME.test(value) && !value.startsWith('/') ? withScheme(value) : value;
}
