import { describe, expect, it } from 'vitest';
import { busyRetryDelay, MAX_BUSY_WAIT_MS, pause } from './busy-retry.ts';

const answer = (status: number, retryAfter?: string) =>
  new Response(null, { status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } });

describe('busyRetryDelay', () => {
  it('waits the seconds Retry-After asks, plus up to half as long again', () => {
    expect(busyRetryDelay(answer(503, '1'), 0, 0)).toBe(1000);
    expect(busyRetryDelay(answer(503, '2'), 0, 1)).toBe(3000);
  });

  it('reads Retry-After as an HTTP date too', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(busyRetryDelay(answer(503, 'Sun, 01 Mar 2026 12:00:03 GMT'), now, 0)).toBe(3000);
    expect(busyRetryDelay(answer(503, 'Sun, 01 Mar 2026 11:59:00 GMT'), now, 0)).toBe(0);
  });

  it('never waits longer than the cap, however long the server asks', () => {
    expect(busyRetryDelay(answer(503, '120'), 0, 0)).toBe(MAX_BUSY_WAIT_MS);
    expect(busyRetryDelay(answer(503, '4'), 0, 1)).toBe(MAX_BUSY_WAIT_MS);
  });

  it('does not retry other answers: a 503 without Retry-After, or with one it cannot read, a 429, a 500, a success', () => {
    expect(busyRetryDelay(answer(503), 0, 0)).toBeUndefined();
    expect(busyRetryDelay(answer(503, 'soon'), 0, 0)).toBeUndefined();
    expect(busyRetryDelay(answer(503, '-1'), 0, 0)).toBeUndefined();
    expect(busyRetryDelay(answer(429, '1'), 0, 0)).toBeUndefined();
    expect(busyRetryDelay(answer(500, '1'), 0, 0)).toBeUndefined();
    expect(busyRetryDelay(answer(200, '1'), 0, 0)).toBeUndefined();
  });
});

describe('pause', () => {
  it('resolves after the wait', async () => {
    await expect(pause(1)).resolves.toBeUndefined();
  });

  it('rejects as soon as its signal aborts, or at once when it already has', async () => {
    const controller = new AbortController();
    const waiting = pause(60_000, controller.signal);
    controller.abort(new Error('left the page'));
    await expect(waiting).rejects.toThrow('left the page');
    await expect(pause(1, controller.signal)).rejects.toThrow('left the page');
  });
});
