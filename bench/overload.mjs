#!/usr/bin/env node
// Overload: a fresh server on the embedded database with the demo data, waited on until ready, then
// at once a first burst of 50 connections for BURST seconds against GET /api/events (p99 of the
// warm-up's work); then 200 and 500 connections for DURATION seconds each against GET /api/events and
// the heavier GET /api/event/{slug}. For each: p99 of the answered (2xx) requests, the slowest
// request of any kind, the share shed (503), errors and timeouts (autocannon gives up after
// TIMEOUT s, so a wait past 5 s shows). Median of RUNS runs, each on a fresh server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { median, startServer } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 3);
const duration = Number(process.env.DURATION ?? 10);
const burst = Number(process.env.BURST ?? 3);
const timeout = Number(process.env.TIMEOUT ?? 10);
// The shedding settings of this shell reach the server (docs/configuration.md#load-shedding).
const shedding = [
  'MAX_IN_FLIGHT',
  'MAX_IN_FLIGHT_PER_IP',
  'MAX_PER_TURN',
  'MAX_QUEUE_WAIT',
  'MAX_EVENT_LOOP_STALL',
  'MAX_EVENT_LOOP_DELAY',
].filter((name) => process.env[name]);
const env = { DEMO_DATA: 'on', ...Object.fromEntries(shedding.map((name) => [name, process.env[name]])) };

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One autocannon run; latencies of 2xx answers kept apart from the rest (a 503 is fast by design). */
async function measure(url, connections, seconds) {
  const answered = [];
  let slowest = 0;
  let shed = 0;
  let other = 0;
  const instance = autocannon({ url, connections, duration: seconds, timeout });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    slowest = Math.max(slowest, responseTime);
    if (statusCode >= 200 && statusCode < 300) answered.push(responseTime);
    else if (statusCode === 503) shed++;
    else other++;
  });
  const result = await instance;
  answered.sort((a, b) => a - b);
  const total = answered.length + shed + other;
  return {
    p99: percentile(answered, 99),
    // A request autocannon gave up on waited at least the timeout.
    max: result.timeouts > 0 ? Math.max(slowest, timeout * 1000) : slowest,
    okPerSecond: answered.length / seconds,
    shedShare: total === 0 ? 0 : shed / total,
    other,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function waitUntilReady(base) {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${base}/api/health/ready`)).ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server never became ready');
}

async function run() {
  const port = 4900 + Math.floor(Math.random() * 90);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-'));
  const { base, stop } = await startServer({ port, dataDir, env });
  try {
    await waitUntilReady(base);
    const results = { burst: await measure(`${base}/api/events`, 50, burst) };
    const events = await (await fetch(`${base}/api/events`)).json();
    const slug = events[0]?.slug;
    if (!slug) throw new Error('no public event in the demo data');
    for (const connections of [200, 500]) {
      results[`events ${connections}`] = await measure(`${base}/api/events`, connections, duration);
      results[`event ${connections}`] = await measure(`${base}/api/event/${encodeURIComponent(slug)}`, connections, duration);
    }
    return results;
  } finally {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const all = [];
for (let i = 0; i < runs; i++) all.push(await run());

const rows = [
  ['burst', 'first burst after ready, GET /api/events', 50, burst],
  ['events 200', 'GET /api/events', 200, duration],
  ['events 500', 'GET /api/events', 500, duration],
  ['event 200', 'GET /api/event/{slug}', 200, duration],
  ['event 500', 'GET /api/event/{slug}', 500, duration],
];
const m = (key, field) => median(all.map((result) => result[key][field]));
const settings = shedding.map((name) => `${name}=${env[name]}`).join(' ') || 'default shedding settings';
console.log(`\nruns=${runs} (median of runs), ${settings}, timeout ${timeout} s, load average ${os.loadavg()[0].toFixed(1)}`);
console.log('scenario                                    conns   2xx/s   p99 2xx   max any   shed 503   other  errors  timeouts');
for (const [key, label, connections] of rows) {
  console.log(
    [
      label.padEnd(42),
      String(connections).padStart(5),
      m(key, 'okPerSecond').toFixed(0).padStart(7),
      `${Math.round(m(key, 'p99'))} ms`.padStart(9),
      `${Math.round(m(key, 'max'))} ms`.padStart(9),
      `${(m(key, 'shedShare') * 100).toFixed(1)} %`.padStart(10),
      String(m(key, 'other')).padStart(7),
      String(m(key, 'errors')).padStart(7),
      String(m(key, 'timeouts')).padStart(9),
    ].join(' '),
  );
}
