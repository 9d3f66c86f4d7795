import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { isStreamedUpload } from './deadlines.ts';

const OVERLOADED_MESSAGE = 'The server is busy. Please try again shortly.';
/** A slot or the event loop frees within milliseconds; a process lagging for a whole second needs longer. */
const BUSY_RETRY_AFTER_SECONDS = 1;
const PRESSURE_RETRY_AFTER_SECONDS = 5;
/** How often the stall check notes that the event loop came round. */
const TURN_INTERVAL_MS = 10;
/** @fastify/under-pressure's sample; its first ones after start-up still hold the migrations and the seeding. */
const SAMPLE_MS = 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `exempt`: never shed (liveness: a busy process is not a dead one). `pressure-only`: neither
     * counted nor stalled out, but shed when the event loop lags for a whole sample (readiness: such
     * a process should get no new traffic). `slot-free-when-anonymous`: a call without credentials
     * is answered from memory (the public read cache) and waits for no slot, so a visitor reading
     * the events is not queued behind a launch's writes; a signed-in call counts as any other.
     */
    shedding?: 'exempt' | 'pressure-only' | 'slot-free-when-anonymous';
  }
}

export type OverloadOptions = {
  maxInFlight: number;
  /** The share of `maxInFlight` one client address may hold or wait for. */
  maxInFlightPerIp: number;
  maxEventLoopStallMs: number;
  maxEventLoopDelayMs: number;
  maxPerTurn: number;
  maxQueueWaitMs: number;
};

const busy = () => new HttpError(503, OVERLOADED_MESSAGE, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
const underPressureError = () => new HttpError(503, OVERLOADED_MESSAGE, { 'retry-after': String(PRESSURE_RETRY_AFTER_SECONDS) });

/**
 * Load shedding: requests past what the process serves at once wait in order, and only those that
 * waited too long (real overload, judged by queueing delay) are answered 503 with Retry-After,
 * rather than waiting for seconds. Four bounds, each off at 0:
 *
 * - `MAX_PER_TURN` (with `MAX_QUEUE_WAIT`): API requests started per turn of the event loop; the
 *   rest wait in order, and one that waited too long is shed (turnBound, below).
 * - `MAX_EVENT_LOOP_STALL` (off by default): a request read after the event loop has been busy this
 *   long without coming round is shed.
 * - `MAX_IN_FLIGHT` (with `MAX_QUEUE_WAIT`): API requests being served at once; the rest wait in
 *   order for a slot, and one that waited too long is shed (slotBound, below). One client address
 *   may hold or wait for `MAX_IN_FLIGHT_PER_IP` of them. A request counts once its body is read: a
 *   client sending a body slowly holds a socket (until http/deadlines.ts ends it), never a slot.
 * - `MAX_EVENT_LOOP_DELAY`: @fastify/under-pressure's mean event-loop delay over a second, past
 *   which the API and readiness answer 503 for that second.
 *
 * Registered before any hook that does work (the credential lookup queries the database), so a shed
 * request costs next to nothing; the slot bound is the first hook after the body is read.
 */
export async function registerOverload(app: FastifyInstance, options: OverloadOptions): Promise<void> {
  if (options.maxEventLoopDelayMs > 0) {
    let steadyFrom = Infinity;
    app.addHook('onReady', async () => {
      steadyFrom = performance.now() + 2 * SAMPLE_MS;
    });
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      sampleInterval: SAMPLE_MS,
      // Resolving lets the request through; rejecting goes to the one error handler (errors.ts).
      // The API only: the app shell and its files cost next to nothing, and a page answered 503 is a
      // dead end, where the loaded app retries a busy API call on its own and says so.
      pressureHandler: async (request) => {
        if (!request.url.startsWith('/api/') || request.routeOptions.config.shedding === 'exempt') return;
        if (performance.now() < steadyFrom) return;
        throw underPressureError();
      },
    });
  }
  if (options.maxPerTurn > 0) app.addHook('onRequest', turnBound(options.maxPerTurn, options.maxQueueWaitMs));
  if (options.maxEventLoopStallMs > 0) app.addHook('onRequest', stallBound(app, options.maxEventLoopStallMs));
  if (options.maxInFlight > 0) {
    app.addHook('preValidation', slotBound(options.maxInFlight, options.maxInFlightPerIp, options.maxQueueWaitMs));
  }
}

type OnRequest = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

const isShed = (request: FastifyRequest) => {
  const { shedding } = request.routeOptions.config;
  return request.url.startsWith('/api/') && (shedding === undefined || shedding === 'slot-free-when-anonymous');
};

function stallBound(app: FastifyInstance, max: number): OnRequest {
  let lastTurn = performance.now();
  const timer = setInterval(() => {
    lastTurn = performance.now();
  }, TURN_INTERVAL_MS);
  timer.unref();
  // Start-up (migrations, seeding, the warm-up) keeps the loop busy, but no request was waiting on
  // it: nothing is shed until the loop has come round once after ready (`app.inject` right after it).
  app.addHook('onReady', async () => {
    lastTurn = Infinity;
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return (request, _reply, done) => {
    if (isShed(request) && performance.now() - lastTurn > max) return done(busy());
    done();
  };
}

/**
 * Node 20 accepts one new connection per turn of the event loop, and a turn runs every request read
 * in it (on the embedded database, their queries too): with hundreds of busy connections a turn takes
 * a tenth of a second and new clients wait in the kernel's accept queue for many seconds, where no
 * shedding sees them. So at most `maxPerTurn` API requests start per turn; the rest wait here, in
 * arrival order, for the next turns, and one that waited `maxWaitMs` is answered 503 at once.
 */
export function turnBound(maxPerTurn: number, maxWaitMs: number): OnRequest {
  const waiting: { request: FastifyRequest; done: (error?: Error) => void; since: number }[] = [];
  let started = 0;
  let scheduled = false;
  const nextTurn = () => {
    scheduled = false;
    started = 0;
    while (waiting.length > 0 && started < maxPerTurn) {
      const next = waiting.shift()!;
      if (next.request.raw.socket.destroyed) continue; // the client went away while it waited
      if (performance.now() - next.since > maxWaitMs) {
        next.done(busy());
        continue;
      }
      started++;
      next.done();
    }
    if (waiting.length > 0) schedule();
  };
  // setImmediate runs after this turn's input: the counter resets once per turn.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(nextTurn);
  };
  return (request, _reply, done) => {
    if (!isShed(request)) return done();
    schedule();
    if (waiting.length === 0 && started < maxPerTurn) {
      started++;
      return done();
    }
    waiting.push({ request, done, since: performance.now() });
  };
}

type Waiting = { request: FastifyRequest; reply: FastifyReply; done: (error?: Error) => void; since: number };

/**
 * At most `max` API requests are served at once (a concurrency limit: with PostgreSQL, requests
 * wait on the network and the pool's connections, and do pile up in the process). The next ones
 * wait here in arrival order for a slot, and one still waiting after `maxWaitMs` is answered 503:
 * a burst the process completes is served, however many arrive at once, and only a queue that no
 * longer drains in time (real overload) is shed. One client address may hold or wait for
 * `maxPerIp` slots at most; past that it is answered 503 at once, so it can neither hold every slot
 * nor fill the queue.
 */
export function slotBound(max: number, maxPerIp: number, maxWaitMs: number): OnRequest {
  let inFlight = 0;
  const waiting: Waiting[] = [];
  let expiry: NodeJS.Timeout | undefined;
  const byIp = new Map<string, number>();
  const perIp = maxPerIp > 0 ? Math.min(maxPerIp, max) : Infinity;
  const leave = (ip: string) => {
    const left = byIp.get(ip)! - 1;
    if (left === 0) byIp.delete(ip);
    else byIp.set(ip, left);
  };
  const start = ({ request, reply, done }: Omit<Waiting, 'since'>) => {
    inFlight++;
    // `close` follows the end of every response, and a client that went away before it.
    reply.raw.once('close', () => {
      inFlight--;
      leave(request.ip);
      startWaiting();
    });
    done();
  };
  /** Drops from the head those whose client left and sheds those past the wait; true when one is left. */
  const dropStale = () => {
    const now = performance.now();
    while (waiting.length > 0) {
      const head = waiting[0]!;
      const isGone = head.request.raw.socket.destroyed;
      if (!isGone && now - head.since <= maxWaitMs) return true;
      waiting.shift();
      leave(head.request.ip);
      if (!isGone) head.done(busy());
    }
    return false;
  };
  const startWaiting = () => {
    while (inFlight < max && dropStale()) start(waiting.shift()!);
    scheduleExpiry();
  };
  // The head waits longest: shed it on time even while no slot frees (every request held by a lock).
  const scheduleExpiry = () => {
    if (expiry !== undefined || waiting.length === 0) return;
    const due = waiting[0]!.since + maxWaitMs - performance.now();
    expiry = setTimeout(
      () => {
        expiry = undefined;
        dropStale();
        scheduleExpiry();
      },
      Math.max(0, due) + 1,
    );
    expiry.unref();
  };
  return (request, reply, done) => {
    // A client that went away while its request waited (turnBound) would never release its slot.
    if (!isShed(request) || request.raw.socket.destroyed) return done();
    // A file or upload chunk is still arriving when this runs (its handler streams it): counted, a
    // slow sender would hold a slot for the whole upload deadline. Its socket is bounded by the upload
    // deadlines and the per-user upload quota instead.
    if (isStreamedUpload(request)) return done();
    if (request.routeOptions.config.shedding === 'slot-free-when-anonymous' && request.actor === null) return done();
    const held = byIp.get(request.ip) ?? 0;
    if (held >= perIp) return done(busy());
    if (inFlight < max && waiting.length === 0) {
      byIp.set(request.ip, held + 1);
      return start({ request, reply, done });
    }
    if (maxWaitMs === 0) return done(busy());
    byIp.set(request.ip, held + 1);
    waiting.push({ request, reply, done, since: performance.now() });
    scheduleExpiry();
  };
}
