#!/usr/bin/env node
// What one instance serves, and what PostgreSQL spends per request, for the capacity note in
// docs/operations.md#capacity. One server on a fresh PostgreSQL database (DATABASE_URL) with Redis
// (REDIS_URL) and the demo data; for each read, autocannon's req/s (median of RUNS runs) and the CPU
// time the server process and all PostgreSQL processes used per request (from /proc, so run it on a
// quiet machine: any other PostgreSQL work counts too).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuOf, median, postgresCpu, signIn, startServer } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 3);
const duration = Number(process.env.DURATION ?? 8);
const connections = Number(process.env.CONNECTIONS ?? 50);
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const port = 4800 + Math.floor(Math.random() * 90);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-capacity-'));
async function measure(name, url, headers = {}) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const serverBefore = cpuOf(server.pid);
    const postgresBefore = postgresCpu();
    const result = await autocannon({ url, connections, duration, headers });
    if (result.non2xx > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers`);
    const requests = result.requests.total;
    results.push({
      rps: result.requests.average,
      p99: result.latency.p99,
      serverMs: ((cpuOf(server.pid) - serverBefore) * 1000) / requests,
      postgresMs: ((postgresCpu() - postgresBefore) * 1000) / requests,
    });
  }
  const pick = (key) => median(results.map((result) => result[key]));
  return { name, rps: pick('rps'), p99: pick('p99'), serverMs: pick('serverMs'), postgresMs: pick('postgresMs') };
}

const name = `hearth_capacity_${process.pid}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const databaseUrl = new URL(baseUrl);
databaseUrl.pathname = `/${name}`;

const server = await startServer({
  port,
  dataDir,
  env: { DATABASE_URL: databaseUrl.toString(), REDIS_URL: redisUrl, DEMO_DATA: 'on', SEARCH_BACKGROUND_EMBEDDING: 'off' },
});
try {
  const { token, user } = await signIn({ base: server.base, dataDir, email: 'admin@hearth.local' });
  const signedIn = { authorization: `Bearer ${token}` };
  const events = await (await fetch(`${server.base}/api/events`)).json();
  const slug = events[0].slug;
  const rows = [
    await measure('anonymous GET /api/events (cached)', `${server.base}/api/events`),
    await measure('anonymous GET /api/event/{slug} (cached)', `${server.base}/api/event/${slug}`),
    await measure('signed-in GET /api/events', `${server.base}/api/events`, signedIn),
    await measure('signed-in GET /api/event/{slug}', `${server.base}/api/event/${slug}`, signedIn),
    await measure('signed-in GET /api/user/{id}', `${server.base}/api/user/${user.id}`, signedIn),
  ];
  console.log(`\n${os.cpus().length} cores, ${connections} connections, ${runs} runs of ${duration} s (medians)`);
  console.log('read                                        req/s     p99   server CPU/req   PostgreSQL CPU/req');
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(42)} ${row.rps.toFixed(0).padStart(6)} ${`${row.p99} ms`.padStart(8)} ${`${row.serverMs.toFixed(2)} ms`.padStart(14)} ${`${row.postgresMs.toFixed(2)} ms`.padStart(18)}`,
    );
  }
} finally {
  await server.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
