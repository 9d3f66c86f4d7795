import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { suiteApp, type TestApp } from './helpers.ts';
import { makeEvent } from './factories.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy for `ms`: nothing else runs meanwhile. */
function holdEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/**
 * Holds the events table locked until the returned function is called: every GET /api/events waits
 * on it, on PGlite (one connection) and on PostgreSQL alike, so requests stay in flight.
 */
async function holdEvents(t: TestApp): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const transaction = t.app.db.transaction(async (tx) => {
    await tx.execute(sql`lock table events in access exclusive mode`);
    locked();
    await held;
  });
  await isLocked;
  return async () => {
    release();
    await transaction;
  };
}

describe('health', () => {
  const t = suiteApp();

  it('answers liveness without the database, and readiness after select 1', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok', database: t.app.database.kind });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('documents both, with the 503 of readiness and its Retry-After', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths['/api/health'].get.responses)).toEqual(['200']);
    const ready = document.paths['/api/health/ready'].get;
    expect(Object.keys(ready.responses).sort()).toEqual(['200', '503']);
    expect(ready.responses['503'].headers['Retry-After']).toBeDefined();
  });
});

describe('the in-flight bound (MAX_IN_FLIGHT) and its queue (MAX_QUEUE_WAIT)', () => {
  const t = suiteApp({ MAX_IN_FLIGHT: '2', MAX_QUEUE_WAIT: '300' });
  /**
   * An anonymous read that waits on the lock (the calendar file is read from the database each
   * time), from a client address of its own (one address holds only its share of the slots).
   */
  let slug = '';
  beforeAll(async () => {
    slug = (await makeEvent(t.app.db)).slug;
  });
  let client = 0;
  const readEvent = () =>
    t.app.inject({ method: 'GET', url: `/api/event/${slug}/calendar.ics`, remoteAddress: `198.51.100.${++client}` });

  it('lets a request past the bound wait for a slot, and serves it once one frees', async () => {
    const release = await holdEvents(t);
    let held: Promise<{ statusCode: number }>[] = [];
    let queued: Promise<{ statusCode: number }> | undefined;
    try {
      held = [1, 2].map(readEvent);
      // Both are past the bound's hook and waiting on the lock; the third waits for a slot.
      await pause(100);
      queued = readEvent();
      await pause(100);
    } finally {
      await release();
    }
    expect((await Promise.all([...held, queued!])).map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });

  it('answers 503 with Retry-After to a request that waited past MAX_QUEUE_WAIT, and lets requests in again as slots free', async () => {
    const release = await holdEvents(t);
    let waiting: Promise<{ statusCode: number }>[] = [];
    try {
      waiting = [1, 2].map(readEvent);
      await pause(100);

      const started = performance.now();
      const shed = await readEvent();
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('1');
      expect(shed.json()).toEqual({ message: 'The server is busy. Please try again shortly.' });

      // Liveness is never shed; routes outside the API are not counted.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
    } finally {
      await release();
    }
    expect((await Promise.all(waiting)).map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await readEvent()).statusCode).toBe(200);
  });

  it('lets an anonymous read of the event list, answered from the public read cache, pass full slots', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(200); // now cached
    const release = await holdEvents(t);
    let held: Promise<{ statusCode: number }>[] = [];
    try {
      held = [1, 2].map(readEvent);
      await pause(100);
      const started = performance.now();
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/events', remoteAddress: '198.51.100.200' });
      expect(anonymous.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(250);
    } finally {
      await release();
    }
    expect((await Promise.all(held)).map((response) => response.statusCode)).toEqual([200, 200]);
  });

  it('frees the slot of a request that failed', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/event/no-such-event' })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(200);
  });
});

describe('the event-loop stall bound (MAX_EVENT_LOOP_STALL)', () => {
  const t = suiteApp({ MAX_EVENT_LOOP_STALL: '50' });

  it('sheds API requests read after the event loop was busy too long, never the health routes', async () => {
    // Let the loop come round, then keep it busy: what is read now has been waiting.
    await pause(30);
    holdEventLoop(100);
    const [api, live, ready] = ['/api/events', '/api/health', '/api/health/ready'].map((url) =>
      t.app.inject({ method: 'GET', url }),
    );
    const shed = await api!;
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toEqual({ message: 'The server is busy. Please try again shortly.' });
    expect((await live!).statusCode).toBe(200);
    expect((await ready!).statusCode).toBe(200);

    await pause(30);
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(200);
  });
});

describe('event-loop pressure (MAX_EVENT_LOOP_DELAY)', () => {
  const t = suiteApp({ MAX_EVENT_LOOP_DELAY: '5' });

  it('sheds the API and readiness while the event loop lags, never liveness or the app shell', async () => {
    // Past the start-up grace (overload.ts), hold the event loop until the once-a-second sample sees the lag.
    await pause(2100);
    const deadline = performance.now() + 5000;
    while (!t.app.isUnderPressure() && performance.now() < deadline) {
      holdEventLoop(300);
      await pause(20);
    }
    expect(t.app.isUnderPressure()).toBe(true);
    const [api, ready, live, page] = await Promise.all(
      ['/api/events', '/api/health/ready', '/api/health', '/events'].map((url) => t.app.inject({ method: 'GET', url })),
    );
    expect(api?.statusCode).toBe(503);
    expect(api?.headers['retry-after']).toBe('5');
    expect(api?.json()).toEqual({ message: 'The server is busy. Please try again shortly.' });
    expect(ready?.statusCode).toBe(503);
    expect(live?.statusCode).toBe(200);
    // The app shell still loads: the app then retries its busy API calls itself.
    expect(page?.statusCode).not.toBe(503);
  });
});
