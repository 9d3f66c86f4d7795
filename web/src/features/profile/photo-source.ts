import { isHttpUrl } from '@hearth/contract/link-text';

/**
 * A stored photo URL is shown only when it is one of our own files (`/files/…`) or an http(s)
 * address; anything else falls back to the default avatar.
 */
export function photoSource(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/files/')) return url;
  return isHttpUrl(url) ? url : null;
}
