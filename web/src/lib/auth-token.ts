/** The session token lives in local storage (docs/product/accounts-and-sign-in.md#sessions); components subscribe to its changes. */
const KEY = 'hearth.token';
const listeners = new Set<() => void>();

export function getToken(): string | null {
  return localStorage.getItem(KEY);
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(KEY, token);
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/*
 * docs/product/accounts-and-sign-in.md#sessions: a refresh retires the token it was given, so the
 * browser refreshes in one tab at a time, and a call refused meanwhile is judged against the token
 * stored once that refresh is over (it may have been sent with the token just retired).
 */
const REFRESH_LOCK = 'hearth.token-refresh';
let refreshingHere: Promise<unknown> | null = null;

/** Whether this browser has Web Locks, which every tab of the origin shares. */
const locks = (): LockManager | null => (typeof navigator !== 'undefined' && navigator.locks) || null;

/** Runs `refresh` as the only token refresh of the browser (every tab; this tab alone without Web Locks). */
export function refreshExclusively(refresh: () => Promise<void>): Promise<void> {
  const manager = locks();
  const run = manager ? manager.request(REFRESH_LOCK, refresh).then(() => undefined) : refresh();
  const tracked = run.finally(() => {
    if (refreshingHere === tracked) refreshingHere = null;
  });
  refreshingHere = tracked;
  return tracked;
}

/** Resolves once no tab is refreshing the token. */
export async function refreshSettled(): Promise<void> {
  await refreshingHere?.catch(() => undefined);
  await locks()?.request(REFRESH_LOCK, () => undefined);
}
