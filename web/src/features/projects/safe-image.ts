import { isHttpUrl } from '@hearth/contract/link-text';

/** An uploaded (`/files/…`) or http(s) image; anything else is not rendered. */
export const isSafeImage = (src: string | null | undefined): src is string =>
  Boolean(src && (src.startsWith('/') ? !src.startsWith('//') : isHttpUrl(src)));
