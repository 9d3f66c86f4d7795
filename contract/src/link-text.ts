// Links and descriptions as shown, without zod (common.ts re-exports them with its schemas).
import { cutText } from './cut-text.ts';

/** A user-supplied link is only ever rendered when it is http(s) (docs/architecture.md#security). */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** docs/product/site-and-layout.md#links: website URLs get https:// prepended when they lack a scheme. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return trimmed;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** docs/product/site-and-layout.md#links: link display strips the scheme, www and the site prefix. */
export function displayLink(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/^(linkedin\.com|github\.com|twitter\.com|x\.com)\//i, '')
    .replace(/^in\//, '')
    .replace(/\/$/, '');
}

/** docs/product/profiles-and-projects.md#user-entity: experience and education descriptions are cut to 200 characters plus '...'. */
export function cutDescription(text: string, max = 200): string {
  return cutText(text, max, '...');
}
