import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_RESUMABLE_PATH } from '@hearth/contract/uploads';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeUser } from './factories.ts';

/**
 * Slow and careless clients against a real listening server: a client that sends slowly holds its
 * socket for seconds and never a slot of the in-flight bound, and an answer given before a body was
 * read (431, 413, 401) closes its connection cleanly.
 */

const BODY_TIMEOUT = 2000;
const HEADERS_TIMEOUT = 2000;
const UPLOAD_IDLE_TIMEOUT = 1000;
/** Node checks header deadlines once a second; the rest is a busy machine's slack. */
const SLACK = 2500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({
    BODY_TIMEOUT: String(BODY_TIMEOUT),
    HEADERS_TIMEOUT: String(HEADERS_TIMEOUT),
    UPLOAD_IDLE_TIMEOUT: String(UPLOAD_IDLE_TIMEOUT),
    // The shipped bound: the attack below is one client holding more than all of it.
    MAX_IN_FLIGHT: '64',
    API_RATE_LIMIT: '100000',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

type RawClient = { socket: net.Socket; received: () => string; closedAfter: Promise<number> };

/** A raw connection that writes `head` and then only what the test writes; notes what comes back and when it closes. */
function rawClient(head: string): RawClient {
  const started = performance.now();
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  socket.on('error', () => {});
  const closedAfter = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - started)));
  socket.write(head);
  return { socket, received: () => text, closedAfter };
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

describe('deadlines and fair slots', () => {
  it('keeps answering other clients while 100 connections send bodies that never finish, and closes those within seconds', async () => {
    const slow = Array.from({ length: 100 }, () =>
      rawClient(
        'POST /api/user/update HTTP/1.1\r\nHost: hearth.test\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"',
      ),
    );
    try {
      await pause(300);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`http://127.0.0.1:${port}/api/events`);
        statuses.push(response.status);
        await response.arrayBuffer();
        await pause(200);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const closedAfter = await Promise.all(slow.map((client) => client.closedAfter));
      expect(Math.max(...closedAfter)).toBeLessThan(BODY_TIMEOUT + SLACK);
      expect(slow.map((client) => statusOf(client.received()))).toEqual(slow.map(() => 408));
      expect(slow[0]!.received()).toMatch(/\r\nConnection: close\r\n/);
      expect(JSON.parse(slow[0]!.received().split('\r\n\r\n')[1]!)).toEqual({ message: 'The request took too long to arrive.' });
    } finally {
      for (const client of slow) client.socket.destroy();
    }
  });

  it('closes a connection whose headers never finish', async () => {
    const client = rawClient('GET /api/events HTTP/1.1\r\nHost: hearth.test\r\n');
    const drip = setInterval(() => client.socket.write('X-Slow: 1\r\n'), 300);
    try {
      expect(await client.closedAfter).toBeLessThan(HEADERS_TIMEOUT + SLACK);
      expect(statusOf(client.received())).toBe(408);
    } finally {
      clearInterval(drip);
      client.socket.destroy();
    }
  });

  it('lets a resumable upload chunk arrive slowly past the body deadline while it keeps coming, and closes one that stalls', async () => {
    const auth = await authHeader(t.app, (await makeUser(t.app.db)).id);
    const create = async () => {
      const response = await fetch(`http://127.0.0.1:${port}${PHOTO_RESUMABLE_PATH}`, {
        method: 'POST',
        headers: { ...auth, 'tus-resumable': '1.0.0', 'upload-length': '300000' },
      });
      expect(response.status).toBe(201);
      return new URL(response.headers.get('location')!, 'http://hearth.test').pathname;
    };
    const patchHead = (location: string, length: number) =>
      `PATCH ${location} HTTP/1.1\r\nHost: hearth.test\r\nAuthorization: ${auth.authorization}\r\nTus-Resumable: 1.0.0\r\n` +
      `Upload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${length}\r\n\r\n`;

    // 12 pieces, one every 300 ms: 3.6 s in all, past the 2 s body deadline, never quiet for 1 s.
    const steady = rawClient(patchHead(await create(), 12 * 1000));
    for (let piece = 0; piece < 12; piece++) {
      steady.socket.write(Buffer.alloc(1000, piece));
      await pause(300);
    }
    await pause(300);
    steady.socket.end();
    await steady.closedAfter;
    expect(statusOf(steady.received()), steady.received()).toBe(204);
    expect(steady.received()).toMatch(/Upload-Offset: 12000/i);

    const stalled = rawClient(patchHead(await create(), 12 * 1000));
    stalled.socket.write(Buffer.alloc(1000));
    expect(await stalled.closedAfter).toBeLessThan(UPLOAD_IDLE_TIMEOUT + SLACK);
    expect(statusOf(stalled.received())).toBe(408);
  });
});

describe('early answers on a kept-alive connection', () => {
  /** One kept-alive connection at a time, as a browser or an SDK reuses it. */
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  afterAll(() => agent.destroy());

  function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path, agent, method: options.method ?? 'GET', headers: options.headers, timeout: 5000 },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${path} hung`)));
      request.on('error', reject);
      request.end(options.body);
    });
  }

  /** An answer that closes its connection, after which the agent's next request is still answered. */
  async function expectClosedThenServed(answer: Awaited<ReturnType<typeof send>>, status: number) {
    expect(answer.status).toBe(status);
    expect(answer.headers.connection).toBe('close');
    expect((await send('/api/events')).status).toBe(200);
  }

  it('answers 431 to headers that are too large with Connection: close, and the next request on the agent is answered', async () => {
    for (let round = 0; round < 3; round++) {
      const tooLarge = await send(`/api/events?${'q'.repeat(20_000)}`);
      expect(JSON.parse(tooLarge.body)).toEqual({ message: 'The request’s URL or headers are too large.' });
      await expectClosedThenServed(tooLarge, 431);
    }
  });

  it('answers 413 to a body over the limit with Connection: close, the client reading it rather than a reset', async () => {
    for (let round = 0; round < 3; round++) {
      const tooLarge = await send('/api/user/update', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(3 * 1024 * 1024, 0x20),
      });
      await expectClosedThenServed(tooLarge, 413);
    }
  });

  it('closes the connection of an answer given before the body was read (a 401 to an upload)', async () => {
    const refused = await send('/api/user/photo', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(2 * 1024 * 1024, 0x61),
    });
    await expectClosedThenServed(refused, 401);
    // A request whose body was read keeps its connection.
    const read = await send('/api/user/update', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    expect(read.status).toBe(400);
    expect(read.headers.connection).toBe('keep-alive');
  });
});
