import { getToken, refreshSettled, setToken } from './auth-token.ts';
import { busyRetryDelay, MAX_BUSY_RETRIES, pause, startRetrying } from './busy-retry.ts';

export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'response';

/** Every failed call: the server's `{ message, field? }`, or what went wrong on the way (docs/product/site-and-layout.md#http-client). */
export class ApiError extends Error {
  /** The input field a 400 is about, when the server names one (forms show the message there). */
  readonly field: string | undefined;

  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind,
    /** The parsed response body, for answers that carry more than `message` (a check-in's 409). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
    const field = (body as { field?: unknown } | undefined)?.field;
    this.field = typeof field === 'string' ? field : undefined;
  }
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined | null>;
  data?: unknown;
  timeout?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' answers a successful response's body as a Blob (a file download) instead of parsed JSON. */
  responseType?: 'json' | 'blob';
  /**
   * On 401, wait for a token refresh in progress and send once more with a newer stored token
   * (default). False for the refresh itself, which must not wait for itself.
   */
  retryWithNewerToken?: boolean;
};

/**
 * The one HTTP client: `/api` + path, bearer token from storage, JSON in and out (or a file, `responseType`).
 * A busy answer (503 with `Retry-After`) is sent again a few times (busy-retry.ts): the server sheds
 * before doing any work and a request that met an unreachable database wrote nothing, so a POST is
 * as safe to send again as a GET.
 */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  let endRetrying: (() => void) | undefined;
  try {
    for (let retry = 1; ; retry += 1) {
      const token = getToken();
      const response = await send(path, options, token);
      const delay = retry <= MAX_BUSY_RETRIES ? busyRetryDelay(response) : undefined;
      if (delay === undefined) return await read<T>(response, path, options, token);
      response.body?.cancel().catch(() => undefined);
      endRetrying ??= startRetrying();
      await pause(delay, options.signal).catch(() => {
        throw new ApiError('The request was cancelled.', 0, 'aborted');
      });
    }
  } finally {
    endRetrying?.();
  }
}

async function send(path: string, options: ApiOptions, token: string | null): Promise<Response> {
  const { method = 'GET', params, data, timeout = 20_000, headers = {}, signal } = options;
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const timeoutSignal = AbortSignal.timeout(timeout);
  const combined = signal ? AbortSignal.any([signal, timeoutSignal]) : timeoutSignal;
  try {
    return await fetch(url, {
      method,
      headers: {
        ...(data !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
      signal: combined,
    });
  } catch (error) {
    if (timeoutSignal.aborted) throw new ApiError('The request timed out. Please try again.', 0, 'timeout');
    if (signal?.aborted) throw new ApiError('The request was cancelled.', 0, 'aborted');
    console.warn('request failed', error);
    throw new ApiError('Network error. Check your connection and try again.', 0, 'network');
  }
}

/** The answer's body, or the ApiError it stands for. */
async function read<T>(response: Response, path: string, options: ApiOptions, token: string | null): Promise<T> {
  const { responseType = 'json', retryWithNewerToken = true } = options;
  if (response.status === 401 && token) {
    // The token may just have been retired by a refresh (this tab's or another's): only a refusal of
    // the newest stored token ends the session.
    if (retryWithNewerToken) await refreshSettled();
    const current = getToken();
    if (current === token) setToken(null);
    else if (current && retryWithNewerToken) return api<T>(path, { ...options, retryWithNewerToken: false });
  }
  if (response.ok && responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      if (!response.ok) throw new ApiError(`Request failed (${response.status}).`, response.status, 'response');
      throw new ApiError('The server sent a response we could not read.', response.status, 'response');
    }
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError(
      typeof message === 'string' ? message : `Request failed (${response.status}).`,
      response.status,
      'response',
      body,
    );
  }
  return body as T;
}
