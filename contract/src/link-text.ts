// Links and descriptions as shown, without zod (common.ts re-exports them with its schemas).
import { cutText } from './cut-text.ts';

/** A user-supplied link is only ever rendered when it is http(s) (DESIGN.md §4). */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** SPEC.md §5: website URLs get https:// prepended when they lack a scheme. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return trimmed;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** SPEC.md §9: link display strips the scheme, www and the site prefix. */
export function displayLink(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/^(linkedin\.com|github\.com|twitter\.com|x\.com)\//i, '')
    .replace(/^in\//, '')
    .replace(/\/$/, '');
}

/** SPEC.md §9: experience and education descriptions are cut to 200 characters plus '...'. */
export function cutDescription(text: string, max = 200): string {
  return cutText(text, max, '...');
}
