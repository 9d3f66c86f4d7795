import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { spawnServer, waitUntilHealthy } from '../../scripts/server-process.mjs';
import { authHeader, freePort, freshDatabase } from './helpers.ts';
import { makeUser } from './factories.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-restart-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The config is built from an explicit environment: always the file-backed PGlite `npm start` uses.
describe('a restart', () => {
  it('keeps the data and the sessions (the generated secret lives under DATA_DIR)', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'off',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    const first = await buildApp(config);
    const user = await makeUser(first.db, { name: 'Persistent Person' });
    const headers = await authHeader(first, user.id);
    await first.close();

    const second = await buildApp(config);
    try {
      const me = await second.inject({ method: 'GET', url: '/api/user', headers });
      expect(me.statusCode).toBe(200);
      expect(me.json().name).toBe('Persistent Person');
    } finally {
      await second.close();
    }
  });
});

describe('the server process', () => {
  it('shuts down cleanly on SIGTERM', async () => {
    // Its own port and, on PostgreSQL, its own database: other test files start servers meanwhile.
    const [port, database] = await Promise.all([freePort(), freshDatabase()]);
    const child = spawnServer({
      args: ['--import', 'tsx', 'server/src/main.ts'],
      port,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-sigterm-')),
      env: { DEMO_DATA: 'off', ...(database.url ? { DATABASE_URL: database.url } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const healthy = await waitUntilHealthy(child, port, 55_000);
      expect(healthy, stderr).toBe(true);
      child.kill('SIGTERM');
      expect(await exited, stderr).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await database.drop();
    }
  }, 60_000);
});
