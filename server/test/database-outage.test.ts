import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { postgresServer } from './helpers.ts';

/**
 * The database going away under a running server: PostgreSQL is reached through a TCP proxy that the
 * test stops (closing every open connection, as a crashed server or a broken network would) and
 * starts again. PGlite runs in the process and cannot go down, so this needs a PostgreSQL server:
 * DATABASE_URL, else the local one CI always has.
 */
const { url: serverUrl, unreachable } = await postgresServer();

/** A TCP proxy to `target` on a port of its own, which can be stopped and started again on that port. */
function createProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    get port() {
      return port;
    },
    async start() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
      port = (server.address() as net.AddressInfo).port;
    },
    async stop() {
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      server = undefined;
    },
  };
}

async function withAdmin(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

const UNAVAILABLE = { message: 'The database is unavailable. Please try again shortly.' };

describe.skipIf(unreachable !== undefined)(
  `the database going away${unreachable ? ` (skipped: no PostgreSQL at ${serverUrl}: ${unreachable})` : ''}`,
  () => {
    const target = new URL(serverUrl);
    const proxy = createProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const name = `hearth_outage_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-outage-'));
    let app: FastifyInstance;

    beforeAll(async () => {
      await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
      await proxy.start();
      const url = new URL(serverUrl);
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      url.pathname = `/${name}`;
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'off',
        APP_URL: 'http://hearth.test',
        WEB_DIST: path.join(dataDir, 'no-web'),
        DATABASE_URL: url.toString(),
      });
      app = await buildApp(config);
      await app.ready();
    });

    afterAll(async () => {
      await proxy.stop();
      await proxy.start();
      await app?.close();
      await proxy.stop();
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const get = (url: string) => app.inject({ method: 'GET', url });

    it('answers 503 with Retry-After within 2 s while it is gone, stays alive, and recovers by itself', async () => {
      expect((await get('/api/events')).statusCode).toBe(200);
      expect((await get('/api/health/ready')).json()).toEqual({ status: 'ready' });

      await proxy.stop();

      for (let attempt = 0; attempt < 3; attempt++) {
        const started = performance.now();
        const response = await get('/api/events');
        expect(performance.now() - started).toBeLessThan(2000);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual(UNAVAILABLE);
      }
      const started = performance.now();
      const ready = await get('/api/health/ready');
      expect(performance.now() - started).toBeLessThan(2000);
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      const live = await get('/api/health');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ status: 'ok', database: 'postgres' });

      await proxy.start();
      const back = performance.now();
      let status = 0;
      while (performance.now() - back < 10_000) {
        status = (await get('/api/events')).statusCode;
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(200);
      expect((await get('/api/health/ready')).statusCode).toBe(200);
    });
  },
);
