#!/usr/bin/env node
// Starts the server on a fresh DATA_DIR and measures GET /api/health against a database-backed read
// (GET /api/user/{id}) with autocannon: req/s and p99 for each, and their ratio. Median of RUNS runs.
// The per-IP API rate limit is lifted for the run: it would otherwise answer most requests with 429.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.RUNS ?? 3);
const duration = Number(process.env.DURATION ?? 5);
const port = 4900 + Math.floor(Math.random() * 90);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-'));
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'on',
    API_RATE_LIMIT: '100000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(url) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = await autocannon({ url, connections: 20, duration });
    if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx responses`);
    results.push({ rps: result.requests.average, p99: result.latency.p99 });
  }
  return { rps: median(results.map((r) => r.rps)), p99: median(results.map((r) => r.p99)) };
}

try {
  await waitForServer();
  // A public profile is a database-backed read any visitor makes.
  const userId = await findDemoUserId();
  const health = await measure(`${base}/api/health`);
  const profile = await measure(`${base}/api/user/${userId}`);
  console.log(`\nruns=${runs} duration=${duration}s connections=20 (median of runs)`);
  console.log(`GET /api/health      ${health.rps.toFixed(0).padStart(7)} req/s   p99 ${health.p99} ms`);
  console.log(`GET /api/user/{id}   ${profile.rps.toFixed(0).padStart(7)} req/s   p99 ${profile.p99} ms`);
  console.log(`ratio health/profile ${(health.rps / profile.rps).toFixed(2)}x`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function findDemoUserId() {
  // Sign in as the demo admin through the outbox, then read the own profile id.
  const email = 'admin@hearth.local';
  await fetch(`${base}/api/auth/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const outbox = path.join(dataDir, 'outbox');
  const file = fs.readdirSync(outbox).sort().pop();
  const raw = fs
    .readFileSync(path.join(outbox, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = new URL(raw.match(/http\S+\/login-confirm\S+/)[0]);
  const session = await fetch(`${base}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, token: link.searchParams.get('token') }),
  }).then((r) => r.json());
  return session.user.id;
}
