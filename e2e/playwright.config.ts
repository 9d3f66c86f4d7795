import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { WORKERS, adminEmail } from './admins.ts';

// Each run gets its own server port and DATA_DIR; set once in the main process so workers inherit them.
// The port is one the system has free: a random one once landed on RabbitMQ's epmd (4369). The config
// is read synchronously, hence a child process to ask for it.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-e2e-'));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  // The longest stories (manager, projects) take 50-90 s on a quiet 2-core machine, and two to three
  // times that on a busy one (axe alone then takes 2-5 s a screen; 2.5-3 min on the slowest machine
  // seen): the budget is for a busy machine. A story that fails still fails at its first unmet
  // expectation.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The production bundle `npm run test:e2e` has just built (npm run build), as `npm start` runs it.
    command: 'node server/dist/main.js',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A fresh DATA_DIR starts by creating the embedded database: a minute on a busy machine.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_DATA: 'off',
      ADMIN_EMAILS: Array.from({ length: WORKERS }, (_, index) => adminEmail(index)).join(','),
      AUTH_IP_LIMIT: '10000',
      // Each worker's admin address signs in from many specs within 15 minutes.
      AUTH_EMAIL_LIMIT: '10000',
      // Every browser test calls from 127.0.0.1: lift the per-IP API limit (it has its own API tests).
      API_RATE_LIMIT: '1000000',
      // Decision e-mails go out at once, as the specs that read the outbox expect (undo has API tests).
      DECISION_GRACE_SECONDS: '0',
      // Shedding has its own API tests and a mocked browser spec (busy-server): a busy test machine
      // must not get real 503s mid-story.
      MAX_QUEUE_WAIT: '60000',
      MAX_EVENT_LOOP_DELAY: '0',
      // The webhooks spec's receiver listens on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE: 'on',
      LOG_LEVEL: 'warn',
    },
  },
});
