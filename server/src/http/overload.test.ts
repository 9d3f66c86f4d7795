import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { slotBound, turnBound } from './overload.ts';

type Outcome = 'started' | 'shed' | 'waiting';

/** A request as the hook sees it, and what became of it. */
function fakeRequest(
  url = '/api/events',
  options: { gone?: boolean; ip?: string; contentType?: string; config?: object; isSignedIn?: boolean } = {},
) {
  const request = {
    url,
    ip: options.ip ?? '127.0.0.1',
    headers: options.contentType ? { 'content-type': options.contentType } : {},
    routeOptions: { config: options.config ?? {} },
    actor: options.isSignedIn ? { userId: 'guest' } : null,
    raw: { socket: { destroyed: options.gone ?? false } },
  } as unknown as FastifyRequest;
  const state: { outcome: Outcome; status?: number } = { outcome: 'waiting' };
  const done = (error?: Error) => {
    state.outcome = error ? 'shed' : 'started';
    state.status = (error as { statusCode?: number } | undefined)?.statusCode;
  };
  return { request, state, done };
}

describe('turnBound', () => {
  it('starts at most N API requests a turn and the rest in arrival order in the next turns', async () => {
    const hook = turnBound(2, 60_000);
    const requests = Array.from({ length: 5 }, () => fakeRequest());
    for (const { request, done } of requests) hook(request, {} as FastifyReply, done);
    expect(requests.map((r) => r.state.outcome)).toEqual(['started', 'started', 'waiting', 'waiting', 'waiting']);
    await nextTurn();
    expect(requests.map((r) => r.state.outcome)).toEqual(['started', 'started', 'started', 'started', 'waiting']);
    await nextTurn();
    expect(requests.every((r) => r.state.outcome === 'started')).toBe(true);
  });

  it('answers 503 at once to a request that waited too long, and never counts one whose client left', async () => {
    const hook = turnBound(1, 50);
    const first = fakeRequest();
    const stale = fakeRequest();
    const gone = fakeRequest('/api/events', { gone: true });
    for (const { request, done } of [first, stale, gone]) hook(request, {} as FastifyReply, done);
    const until = performance.now() + 80;
    while (performance.now() < until); // this turn runs long: the waiting request passes its deadline
    await nextTurn();
    expect(first.state.outcome).toBe('started');
    expect(stale.state).toEqual({ outcome: 'shed', status: 503 });
    expect(gone.state.outcome).toBe('waiting'); // dropped, never started
    // Its turn's place was not used up by either: a new request starts at once.
    const next = fakeRequest();
    hook(next.request, {} as FastifyReply, next.done);
    expect(next.state.outcome).toBe('started');
  });

  it('leaves routes outside the API alone', () => {
    const hook = turnBound(1, 60_000);
    const requests = [fakeRequest(), fakeRequest('/events/launch'), fakeRequest('/files/poster.png')];
    for (const { request, done } of requests) hook(request, {} as FastifyReply, done);
    expect(requests.map((r) => r.state.outcome)).toEqual(['started', 'started', 'started']);
  });
});

describe('slotBound', () => {
  /** A reply whose response can be ended (its `close` frees the slot). */
  const fakeReply = () => {
    const listeners: (() => void)[] = [];
    const reply = {
      raw: { once: (_event: string, listener: () => void) => listeners.push(listener) },
    } as unknown as FastifyReply;
    return { reply, end: () => listeners.forEach((listener) => listener()) };
  };
  /** Runs the hook for a request from `ip`; `end` ends its answer, `leave` makes its client go away. */
  const runner = (hook: ReturnType<typeof slotBound>) => (ip: string) => {
    const request = fakeRequest('/api/events', { ip });
    const reply = fakeReply();
    hook(request.request, reply.reply, request.done);
    const leave = () => ((request.request.raw.socket as { destroyed: boolean }).destroyed = true);
    return { ...request, end: reply.end, leave };
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('serves N at once, and the next in arrival order as answers end rather than turning them away', () => {
    const run = runner(slotBound(2, 0, 60_000));
    const requests = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].map((ip) => run(ip));
    expect(requests.map((r) => r.state.outcome)).toEqual(['started', 'started', 'waiting', 'waiting']);
    requests[1]!.end();
    expect(requests.map((r) => r.state.outcome)).toEqual(['started', 'started', 'started', 'waiting']);
    requests[0]!.end();
    expect(requests[3]!.state.outcome).toBe('started');
    // A newcomer waits behind those already waiting, never ahead of them.
    const late = run('198.51.100.5');
    expect(late.state.outcome).toBe('waiting');
  });

  it('answers 503 to a request that waited past the budget, even while no slot frees, and skips one whose client left', async () => {
    const run = runner(slotBound(1, 0, 30));
    const holder = run('198.51.100.1');
    const gone = run('198.51.100.2');
    const stale = run('198.51.100.3');
    gone.leave();
    await pause(80);
    expect(holder.state.outcome).toBe('started');
    expect(stale.state).toEqual({ outcome: 'shed', status: 503 });
    expect(gone.state.outcome).toBe('waiting'); // dropped, never started
    holder.end();
    expect(run('198.51.100.4').state.outcome).toBe('started');
  });

  it('with no budget to wait, answers 503 at once past N', () => {
    const run = runner(slotBound(1, 0, 0));
    expect(run('198.51.100.1').state.outcome).toBe('started');
    expect(run('198.51.100.2').state).toEqual({ outcome: 'shed', status: 503 });
  });

  it('lets one address hold or wait for only its share of the slots, and frees them as answers end', () => {
    const run = runner(slotBound(4, 2, 60_000));
    const first = [run('198.51.100.1'), run('198.51.100.1'), run('198.51.100.1')];
    expect(first.map((r) => r.state.outcome)).toEqual(['started', 'started', 'shed']);
    expect(first[2]!.state.status).toBe(503);
    const others = [run('198.51.100.2'), run('198.51.100.3'), run('198.51.100.4'), run('198.51.100.4')];
    expect(others.map((r) => r.state.outcome)).toEqual(['started', 'started', 'waiting', 'waiting']);
    // Waiting counts against the share: the address cannot fill the queue either.
    expect(run('198.51.100.4').state).toEqual({ outcome: 'shed', status: 503 });
    first[0]!.end();
    expect(others[2]!.state.outcome).toBe('started');
    expect(run('198.51.100.1').state.outcome).toBe('waiting');
  });

  it('takes no slot for an anonymous call of a route answered from memory, and a slot for a signed-in one', () => {
    const hook = slotBound(1, 0, 0);
    const config = { shedding: 'slot-free-when-anonymous' };
    const holder = fakeRequest();
    hook(holder.request, fakeReply().reply, holder.done);
    const anonymous = fakeRequest('/api/events', { config });
    const signedIn = fakeRequest('/api/events', { config, isSignedIn: true });
    for (const { request, done } of [anonymous, signedIn]) hook(request, fakeReply().reply, done);
    expect([holder, anonymous, signedIn].map((r) => r.state.outcome)).toEqual(['started', 'started', 'shed']);
  });

  it('takes no slot for a file or upload chunk still arriving, so slow uploads cannot fill them', () => {
    const hook = slotBound(2, 2, 0);
    const uploads = ['multipart/form-data; boundary=x', 'application/offset+octet-stream'].flatMap((contentType) =>
      Array.from({ length: 3 }, () => fakeRequest('/api/user/photo', { contentType })),
    );
    for (const { request, done } of uploads) hook(request, fakeReply().reply, done);
    expect(uploads.every((upload) => upload.state.outcome === 'started')).toBe(true);
    const reads = [fakeRequest(), fakeRequest(), fakeRequest()];
    for (const { request, done } of reads) hook(request, fakeReply().reply, done);
    expect(reads.map((r) => r.state.outcome)).toEqual(['started', 'started', 'shed']);
  });
});
