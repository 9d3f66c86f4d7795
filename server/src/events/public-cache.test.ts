import { describe, expect, it } from 'vitest';
import type { ListenHandlers } from '../db/listen.ts';
import { createPublicReadCache } from './public-cache.ts';

/** A listener driven by the test: it says when it listens, notifies, and when `sync` answers. */
function fakeListener() {
  let handlers: ListenHandlers | undefined;
  let hold: Promise<void> | undefined;
  let failSync = false;
  const listener = {
    listen(given: ListenHandlers) {
      handlers = given;
      return {
        sync: () => (failSync ? Promise.reject(new Error('lost')) : (hold ?? Promise.resolve())),
        close: async () => {},
      };
    },
    setListening: (listening: boolean) => handlers?.onState(listening),
    notify: (table = 'events') => handlers?.onNotify(table),
    holdSync(until: Promise<void>) {
      hold = until;
    },
    failSync(fail: boolean) {
      failSync = fail;
    },
  };
  return listener;
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A load that answers the current `value` and counts its calls. */
function source(initial: string) {
  const state = { value: initial, calls: 0 };
  const load = async () => {
    state.calls++;
    return JSON.stringify({ value: state.value });
  };
  return { state, load };
}

function listeningCache(options: { maxEntries?: number } = {}) {
  const listener = fakeListener();
  const cache = createPublicReadCache({ listen: listener.listen, ...options });
  listener.setListening(true);
  return { listener, cache };
}

describe('the public read cache', () => {
  it('answers a repeated read from memory until a change is announced', async () => {
    const { listener, cache } = listeningCache();
    const { state, load } = source('a');
    expect((await cache.read('events', load)).body).toBe('{"value":"a"}');
    state.value = 'b';
    expect((await cache.read('events', load)).body).toBe('{"value":"a"}');
    expect(state.calls).toBe(1);
    listener.notify('projects');
    expect((await cache.read('events', load)).body).toBe('{"value":"b"}');
  });

  it('ignores tables no anonymous answer reads', async () => {
    const { listener, cache } = listeningCache();
    const { state, load } = source('a');
    await cache.read('events', load);
    listener.notify('registrations');
    listener.notify('event_hosts');
    await cache.read('events', load);
    expect(state.calls).toBe(1);
  });

  it('does not keep an answer whose load overlapped a change', async () => {
    const { listener, cache } = listeningCache();
    const gate = deferred();
    let calls = 0;
    const slow = async () => {
      calls++;
      await gate.promise;
      return '"read before the change"';
    };
    const first = cache.read('events', slow);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(1);
    listener.notify();
    gate.resolve();
    expect((await first).body).toBe('"read before the change"');
    const { load } = source('after');
    expect((await cache.read('events', load)).body).toBe('{"value":"after"}');
    expect(calls).toBe(1);
  });

  it('serves from memory only after every change committed before the request was announced', async () => {
    const { listener, cache } = listeningCache();
    const { state, load } = source('a');
    await cache.read('events', load);
    const announced = deferred();
    listener.holdSync(announced.promise);
    state.value = 'b';
    const read = cache.read('events', load);
    // The change's notification arrives while the request waits on its sync.
    listener.notify();
    announced.resolve();
    expect((await read).body).toBe('{"value":"b"}');
  });

  it('is bypassed and emptied while not listening, and used again once listening', async () => {
    const { listener, cache } = listeningCache();
    const { state, load } = source('a');
    await cache.read('events', load);
    listener.setListening(false);
    expect(cache.isActive()).toBe(false);
    state.value = 'b';
    expect((await cache.read('events', load)).body).toBe('{"value":"b"}');
    await cache.read('events', load);
    expect(state.calls).toBe(3);
    listener.setListening(true);
    await cache.read('events', load);
    await cache.read('events', load);
    expect(state.calls).toBe(4);
  });

  it('loads when the sync fails', async () => {
    const { listener, cache } = listeningCache();
    const { state, load } = source('a');
    await cache.read('events', load);
    listener.failSync(true);
    state.value = 'b';
    expect((await cache.read('events', load)).body).toBe('{"value":"b"}');
  });

  it('never keeps anything when turned off', async () => {
    const cache = createPublicReadCache({ listen: null });
    const { state, load } = source('a');
    await cache.read('events', load);
    await cache.read('events', load);
    expect(state.calls).toBe(2);
  });

  it('shares one load among the reads of one generation', async () => {
    const { cache } = listeningCache();
    const { state, load } = source('a');
    const answers = await Promise.all([cache.read('events', load), cache.read('events', load), cache.read('events', load)]);
    expect(state.calls).toBe(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });

  it('drops the least recently used answer past its bound', async () => {
    const { cache } = listeningCache({ maxEntries: 2 });
    const loads = { a: source('a'), b: source('b'), c: source('c') };
    await cache.read('a', loads.a.load);
    await cache.read('b', loads.b.load);
    await cache.read('a', loads.a.load);
    await cache.read('c', loads.c.load);
    await cache.read('a', loads.a.load);
    await cache.read('b', loads.b.load);
    expect([loads.a.state.calls, loads.b.state.calls, loads.c.state.calls]).toEqual([1, 2, 1]);
  });
});
