/**
 * docs/product/site-and-layout.md#busy-server: a call answered 503 with `Retry-After` (the server shedding
 * load before doing any work, or its database out of reach) is sent again, at most this many times,
 * waiting what the header asks but never longer than the cap.
 */
export const MAX_BUSY_RETRIES = 3;
export const MAX_BUSY_WAIT_MS = 5_000;

/**
 * How long to wait before sending a call again after `response`, or undefined when it is not a busy
 * answer to retry. Up to half as long again at random, so clients shed together do not come back together.
 */
export function busyRetryDelay(response: Response, now = Date.now(), random = Math.random()): number | undefined {
  if (response.status !== 503) return undefined;
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  // Delay-seconds, or an HTTP date (which always ends in GMT).
  const asked = /^\d+$/.test(header) ? Number(header) * 1000 : / GMT$/.test(header) ? Date.parse(header) - now : NaN;
  if (Number.isNaN(asked)) return undefined;
  const honoured = Math.min(Math.max(asked, 0), MAX_BUSY_WAIT_MS);
  return Math.min(honoured * (1 + random / 2), MAX_BUSY_WAIT_MS);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** Calls that were answered busy and have not settled yet: the busy notice shows while there is one. */
let retrying = 0;
const listeners = new Set<() => void>();

export const busyCalls = {
  count: () => retrying,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Counts one more call as retrying; the returned function (idempotent) counts it out once it settles. */
export function startRetrying(): () => void {
  retrying += 1;
  for (const listener of listeners) listener();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    retrying -= 1;
    for (const listener of listeners) listener();
  };
}
