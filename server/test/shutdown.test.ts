import { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, waitUntilHealthy } from '../../scripts/server-process.mjs';
import { freePort, freshDatabase } from './helpers.ts';

const dataDirs: string[] = [];
const databases: { drop: () => Promise<void> }[] = [];
afterAll(async () => {
  dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  await Promise.all(databases.map((database) => database.drop()));
});

const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * Starts `args` (a Node entry point) on a fresh DATA_DIR, port and, on PostgreSQL, database of its own
 * (other test files start servers meanwhile); resolves once GET /api/health answers.
 */
async function startServer(args: string[], env: Record<string, string> = {}) {
  const [port, database] = await Promise.all([freePort(), freshDatabase()]);
  databases.push(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-shutdown-'));
  dataDirs.push(dataDir);
  const child = spawnServer({
    args,
    port,
    dataDir,
    env: { DEMO_DATA: 'off', API_RATE_LIMIT: '100000000', ...(database.url ? { DATABASE_URL: database.url } : {}), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const url = `http://127.0.0.1:${port}/api/health`;
  // A fresh embedded database takes 10-30 s to create, more on a busy machine.
  if (await waitUntilHealthy(child, port, 90_000)) return { child, port, url, exited };
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not answer ${url}`);
}

const stop = (child: ChildProcess) => child.kill('SIGKILL');

describe('graceful shutdown', () => {
  it('answers every request it accepted under keep-alive load, then frees the port', async () => {
    const server = await startServer(['--import', 'tsx', 'server/src/main.ts']);
    try {
      const statuses = new Map<number, number>();
      const errors = new Map<string, number>();
      const load = autocannon({ url: server.url, connections: 20, duration: 10 });
      load.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
      load.on('reqError', (error) => errors.set(error.code ?? error.message, (errors.get(error.code ?? error.message) ?? 0) + 1));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      const { code, at } = await server.exited;
      load.stop();
      await load;

      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(10_000);
      // Requests that got an answer: all 2xx. Once the listener is closed new connections are refused
      // (ECONNREFUSED); a reset (ECONNRESET, EPIPE, a hang-up) would be a request lost mid-way.
      expect([...statuses.keys()]).toEqual([200]);
      expect(statuses.get(200)).toBeGreaterThan(100);
      errors.delete('ECONNREFUSED');
      expect(Object.fromEntries(errors)).toEqual({});
      expect(await isPortFree(server.port)).toBe(true);
    } finally {
      stop(server.child);
    }
  }, 150_000);

  it('npm start (scripts/start.mjs) stops the server on SIGTERM and frees the port within 10 s', async () => {
    // WEB_DIST elsewhere: the server is served without building the web app (slow, and not tested here).
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-no-web-'));
    dataDirs.push(webDist);
    const server = await startServer(['scripts/start.mjs'], { WEB_DIST: webDist });
    try {
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      const { code, at } = await server.exited;
      expect(at - signalled).toBeLessThan(10_000);
      expect(code).toBe(0);
      expect(await isPortFree(server.port)).toBe(true);
    } finally {
      stop(server.child);
    }
  }, 150_000);
});
