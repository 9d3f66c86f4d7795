#!/usr/bin/env node
// Anonymous event reads with and without the public read cache, against a bare Fastify route, in one
// run: the built server (server/dist, rebuilt when stale) with the demo data, a bare Fastify process
// sending the same bytes (bench/bare-fastify.mjs), then the same server and data with
// PUBLIC_READ_CACHE=off. autocannon with CONNECTIONS connections; median of RUNS runs of DURATION s,
// the targets taking turns within each run. With DATABASE_URL the server runs on a fresh database of
// that PostgreSQL server, dropped afterwards.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort, median, startServer } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 3);
const duration = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 20);
const target = 0.5;
// Jobs and the background embedding pass would share the two cores with the measurement.
const quiet = { DEMO_DATA: 'on', RUN_JOBS: 'off', SEARCH_BACKGROUND_EMBEDDING: 'off' };
const builtServer = ['server/dist/main.js'];

/** CPU time the process has used, in ms (user + system, every thread), from /proc (Linux). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
const ticksPerSecond = 100;

/** req/s, and the server's CPU time per answer: on a busy machine the second varies far less. */
async function run({ url, pid }) {
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, cpuUs: ((cpuMs(pid) - before) * 1000) / result.requests.total };
}

/** Runs each named target (`{ url, pid }`) once per run, in turns; the median req/s and CPU µs per answer of each. */
async function measure(targets) {
  // A first, unmeasured round: the first seconds of load on a fresh process (JIT, first allocations) run slower.
  for (const { url } of Object.values(targets)) await autocannon({ url, connections, duration: 2 });
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let i = 0; i < runs; i++) {
    for (const [name, target] of Object.entries(targets)) samples[name].push(await run(target));
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, values]) => [
      name,
      { rps: median(values.map((value) => value.rps)), cpuUs: median(values.map((value) => value.cpuUs)) },
    ]),
  );
}

const answersOk = (url) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    (response) => response.ok,
    () => false,
  );

async function waitUntilReady(url) {
  for (let i = 0; i < 300; i++) {
    if (await answersOk(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never became ready`);
}

async function startBare(bodyFile) {
  const bare = { port: await freePort() };
  bare.process = spawn(process.execPath, ['bench/bare-fastify.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(bare.port), BODY_FILE: bodyFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  bare.base = `http://127.0.0.1:${bare.port}`;
  bare.stop = () => new Promise((resolve) => bare.process.once('exit', resolve).kill('SIGTERM'));
  return bare;
}

/** With DATABASE_URL, a fresh database on that server; else none (the embedded PGlite under DATA_DIR). */
async function benchDatabase() {
  if (!process.env.DATABASE_URL) return { env: {}, drop: async () => {} };
  const name = `hearth_bench_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

await buildIfStale(['server']);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-'));
const database = await benchDatabase();
const stops = [];
const results = {};
let bodySize = 0;
try {
  const cached = await startServer({ port: await freePort(), dataDir, env: { ...quiet, ...database.env }, args: builtServer });
  stops.push(cached.stop);
  await waitUntilReady(`${cached.base}/api/health/ready`);
  const body = await (await fetch(`${cached.base}/api/events`)).text();
  bodySize = Buffer.byteLength(body);
  const slug = JSON.parse(body)[0]?.slug;
  if (!slug) throw new Error('no public event in the demo data');
  const bodyFile = path.join(dataDir, 'events.json');
  fs.writeFileSync(bodyFile, body);
  const bare = await startBare(bodyFile);
  stops.push(bare.stop);
  await waitUntilReady(`${bare.base}/api/health`);
  Object.assign(
    results,
    await measure({
      bare: { url: `${bare.base}/api/events`, pid: bare.process.pid },
      events: { url: `${cached.base}/api/events`, pid: cached.pid },
      event: { url: `${cached.base}/api/event/${encodeURIComponent(slug)}`, pid: cached.pid },
    }),
  );
  await stops.pop()();
  await stops.pop()();

  // The same data: PGlite reopens the same DATA_DIR, PostgreSQL keeps the database.
  const uncached = await startServer({
    port: await freePort(),
    dataDir,
    env: { ...quiet, ...database.env, PUBLIC_READ_CACHE: 'off' },
    args: builtServer,
  });
  stops.push(uncached.stop);
  await waitUntilReady(`${uncached.base}/api/health/ready`);
  const off = await measure({
    events: { url: `${uncached.base}/api/events`, pid: uncached.pid },
    event: { url: `${uncached.base}/api/event/${encodeURIComponent(slug)}`, pid: uncached.pid },
  });
  results.eventsOff = off.events;
  results.eventOff = off.event;
} finally {
  for (const stop of stops.reverse()) await stop();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const row = (label, { rps, cpuUs }) =>
  [
    label.padEnd(44),
    `${rps.toFixed(0).padStart(7)} req/s`,
    `${(rps / results.bare.rps).toFixed(2).padStart(5)} x bare`,
    `${cpuUs.toFixed(0).padStart(6)} µs CPU/answer`,
    `${(results.bare.cpuUs / cpuUs).toFixed(2).padStart(5)} x bare`,
  ].join('   ');
console.log(
  `\n${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}; database ${database.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'};` +
    ` ${connections} connections, median of ${runs} runs of ${duration} s; /api/events is ${bodySize} bytes`,
);
console.log(row('bare Fastify, the same bytes', results.bare));
console.log(row('GET /api/events, cached', results.events));
console.log(row('GET /api/events, PUBLIC_READ_CACHE=off', results.eventsOff));
console.log(row('GET /api/event/{slug}, cached', results.event));
console.log(row('GET /api/event/{slug}, PUBLIC_READ_CACHE=off', results.eventOff));
const gain = (on, off) => (on.rps / off.rps).toFixed(1);
console.log(
  `cache gain: /api/events ${gain(results.events, results.eventsOff)}x, /api/event/{slug} ${gain(results.event, results.eventOff)}x`,
);
const ratio = results.events.rps / results.bare.rps;
console.log(
  `anonymous /api/events / bare Fastify = ${ratio.toFixed(3)} (target >= ${target}: ${ratio >= target ? 'met' : 'NOT met'})`,
);
