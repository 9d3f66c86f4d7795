// The launch bench's load generator: every guest asks to attend once, from an address of their own
// (127.x.y.z: all of 127/8 is loopback on Linux), as thousands of people at home would, so the
// server's per-address share of its slots sees them as the distinct clients they are. A new
// connection per guest, `inFlight` requests at once; meanwhile an anonymous visitor keeps reading
// the event list.
import http from 'node:http';

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50, p99 and max of latencies in ms. */
export function latencySummary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

/** The loopback address of guest `index`: 127.1.0.1 onwards, skipping .0 and .255. */
const addressOf = (index) => `127.${1 + Math.floor(index / 64_516)}.${1 + (Math.floor(index / 254) % 254)}.${1 + (index % 254)}`;

/** One POST with a JSON body, timed from before the connection opens to the last byte of the answer. */
function post({ port, path, token, body, localAddress }) {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const sentAt = performance.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        // A 503 says why in its Retry-After: 1 s for a request shed from the queue, 5 s for a database out of reach.
        const status = response.statusCode === 503 ? `503 (Retry-After ${response.headers['retry-after']})` : response.statusCode;
        response.on('end', () => resolve({ status, text, sentAt, answeredAt: performance.now() }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, text: error.message, sentAt, answeredAt: performance.now() }));
    request.end(payload);
  });
}

/**
 * Every guest of `guests` requests to attend `eventId` with `answers`, `inFlight` at a time, in the
 * order given. Answers each guest's `{ status, text, sentAt, answeredAt }` and the burst's duration.
 */
export async function burst({ port, guests, eventId, answers, inFlight }) {
  const results = new Array(guests.length);
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < guests.length) {
      const index = next++;
      results[index] = await post({
        port,
        path: '/api/application/new',
        token: guests[index].token,
        body: { event_id: eventId, answers },
        localAddress: addressOf(index),
      });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return { results, seconds: (performance.now() - started) / 1000 };
}

/** An anonymous visitor reading `GET /api/events` one request after another until `stop()`; answers the latencies. */
export function pollEvents({ port, pauseMs = 20 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  const statuses = {};
  let running = true;
  const read = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get({ host: '127.0.0.1', port, path: '/api/events', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      });
      request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    });
  const loop = (async () => {
    while (running) {
      const { status, ms } = await read();
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      agent.destroy();
      return { ...latencySummary(latencies), reads: latencies.length, statuses };
    },
  };
}
