import { getToken } from './auth-token.ts';

/**
 * The anonymous answer of `apiPath` that the server put in the page (server/src/events/page-meta.ts),
 * so a visitor's first screen needs no API round trip. Read once: later visits to the screen ask the
 * API. A signed-in person's answer differs, so they never get it.
 */
export function takeEmbeddedAnswer<T>(apiPath: string): T | undefined {
  const element = document.getElementById('hearth-answer');
  if (!element || element.dataset.path !== apiPath) return undefined;
  element.remove();
  if (getToken()) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}
