import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { authHeader } from './helpers.ts';
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
    // Two starts on a file-backed database, the first creating it: seconds each on a busy machine.
  }, 60_000);
});
