import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../test/fake-api.ts';
import { api, ApiError } from './api-client.ts';
import { busyCalls } from './busy-retry.ts';

const BUSY_MESSAGE = 'The server is busy. Please try again shortly.';
const withRetryAfter = (response: Response, seconds: string | null) => {
  if (seconds !== null) response.headers.set('retry-after', seconds);
  return response;
};
const busy = (retryAfter: string | null = '1') => withRetryAfter(jsonResponse(503, { message: BUSY_MESSAGE }), retryAfter);

/** Answers busy `times` times, then 200 with `{ ok: true }`. */
const busyThenOk = (times: number) => {
  let answered = 0;
  return () => (answered++ < times ? busy() : jsonResponse(200, { ok: true }));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a busy answer (503 with Retry-After)', () => {
  it('is sent again, the same request each time, until it goes through', async () => {
    const { requests } = fakeApi(busyThenOk(2));
    const call = api('/application/new', { method: 'POST', data: { slug: 'launch' } });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(call).resolves.toEqual({ ok: true });
    expect(requests.map((request) => `${request.method} ${request.path} ${String(request.init.body)}`)).toEqual([
      'POST /api/application/new {"slug":"launch"}',
      'POST /api/application/new {"slug":"launch"}',
      'POST /api/application/new {"slug":"launch"}',
    ]);
  });

  it('is not sent again before the wait Retry-After asks', async () => {
    const { requests } = fakeApi(busyThenOk(1));
    const call = api('/events');
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(2);
  });

  it('counts as retrying from the first busy answer until the call settles', async () => {
    fakeApi(busyThenOk(2));
    expect(busyCalls.count()).toBe(0);
    const call = api('/events');
    await vi.advanceTimersByTimeAsync(0);
    expect(busyCalls.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(busyCalls.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    await call;
    expect(busyCalls.count()).toBe(0);
  });

  it('is sent again at most 3 times, then fails with the server’s message', async () => {
    const { requests } = fakeApi(() => busy());
    const call = api('/application/new', { method: 'POST', data: {} });
    const failure = expect(call).rejects.toMatchObject({ message: BUSY_MESSAGE, status: 503, kind: 'response' });
    await vi.advanceTimersByTimeAsync(10_000);
    await failure;
    expect(requests).toHaveLength(4);
    expect(busyCalls.count()).toBe(0);
  });

  it('stops waiting and sends nothing more when the caller aborts', async () => {
    const { requests } = fakeApi(() => busy('5'));
    const controller = new AbortController();
    const call = api('/events', { signal: controller.signal });
    const failure = expect(call).rejects.toMatchObject({ kind: 'aborted' });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await failure;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(1);
    expect(busyCalls.count()).toBe(0);
  });
});

describe('answers that are not retried', () => {
  it.each([
    ['a 503 without Retry-After', () => busy(null)],
    ['a 429 with Retry-After', () => withRetryAfter(jsonResponse(429, { message: 'Too many requests.' }), '1')],
    ['a 500', () => jsonResponse(500, { message: 'Something went wrong.' })],
  ])('%s fails at once', async (_name, respond) => {
    const { requests } = fakeApi(respond);
    await expect(api('/events')).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
    expect(busyCalls.count()).toBe(0);
  });
});
