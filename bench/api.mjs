#!/usr/bin/env node
// Starts the server on a fresh DATA_DIR and measures GET /api/health against a database-backed read
// (GET /api/user/{id}) with autocannon: req/s and p99 for each, and their ratio. Median of RUNS runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { median, signIn, startServer } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 3);
const duration = Number(process.env.DURATION ?? 5);
const port = 4900 + Math.floor(Math.random() * 90);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-'));

async function measure(url) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = await autocannon({ url, connections: 20, duration });
    if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx responses`);
    results.push({ rps: result.requests.average, p99: result.latency.p99 });
  }
  return { rps: median(results.map((r) => r.rps)), p99: median(results.map((r) => r.p99)) };
}

const { base, stop } = await startServer({ port, dataDir, env: { DEMO_DATA: 'on' } });
try {
  // A public profile is a database-backed read any visitor makes: the demo admin's.
  const { user } = await signIn({ base, dataDir, email: 'admin@hearth.local' });
  const health = await measure(`${base}/api/health`);
  const profile = await measure(`${base}/api/user/${user.id}`);
  console.log(`\nruns=${runs} duration=${duration}s connections=20 (median of runs)`);
  console.log(`GET /api/health      ${health.rps.toFixed(0).padStart(7)} req/s   p99 ${health.p99} ms`);
  console.log(`GET /api/user/{id}   ${profile.rps.toFixed(0).padStart(7)} req/s   p99 ${profile.p99} ms`);
  console.log(`ratio health/profile ${(health.rps / profile.rps).toFixed(2)}x`);
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
