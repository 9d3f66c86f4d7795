#!/usr/bin/env node
// Launch day (docs/performance.md#launch-burst): GUESTS distinct signed-in guests request to attend one
// event with CAPACITY places, IN_FLIGHT requests at once, from a loopback load generator, while an
// anonymous visitor reads the event list. For each database (embedded PGlite, PostgreSQL at
// DATABASE_URL) and each mode (`approval`: every request waits for the host, who then approves them
// all in one bulk decision, timed; `one-step`: approved at once while places last, then waitlisted),
// on a fresh database and the built server (server/dist) each run: accepted requests per minute,
// p50/p99/max, the answers' statuses, the visitor's p99, and the invariants (launch-checks.mjs).
//
//   npm run bench:launch -- --db=postgres --mode=one-step --in-flight=200 --runs=3
//
// Flags or environment: --db / DB (pglite,postgres), --mode / MODE (approval,one-step), --guests /
// GUESTS (5000), --capacity / CAPACITY (1000), --in-flight / IN_FLIGHT (200,100), --runs / RUNS (1;
// numbers are the median of runs), --no-build (use server/dist as it is), --server=FILE (another
// built server, e.g. an older commit's, to compare; implies --no-build), --profile=DIR (a CPU
// profile of each server into DIR). The shedding variables of this shell (MAX_IN_FLIGHT, …) reach
// the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { questionsFor } from '../contract/src/request-rules.ts';
import { buildServer } from '../scripts/build-server.mjs';
import { cpuOf, freePort, median, startServer } from './lib.mjs';
import { burst, latencySummary, pollEvents } from './launch-burst.mjs';
import { checkLaunch, readOutcome, statusCounts } from './launch-checks.mjs';
import { freshPostgresDatabase, seedLaunch } from './launch-seed.mjs';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.DB ?? 'pglite,postgres' },
    mode: { type: 'string', default: process.env.MODE ?? 'approval,one-step' },
    guests: { type: 'string', default: process.env.GUESTS ?? '5000' },
    capacity: { type: 'string', default: process.env.CAPACITY ?? '1000' },
    'in-flight': { type: 'string', default: process.env.IN_FLIGHT ?? '200,100' },
    runs: { type: 'string', default: process.env.RUNS ?? '1' },
    'no-build': { type: 'boolean', default: false },
    server: { type: 'string', default: 'server/dist/main.js' },
    profile: { type: 'string' },
  },
});
const list = (value) => value.split(',').map((item) => item.trim());
const guestCount = Number(flags.guests);
const capacity = Number(flags.capacity);
const runs = Number(flags.runs);
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const shedding = ['MAX_IN_FLIGHT', 'MAX_IN_FLIGHT_PER_IP', 'MAX_PER_TURN', 'MAX_QUEUE_WAIT', 'MAX_EVENT_LOOP_DELAY'].filter(
  (name) => process.env[name],
);

const getJson = async (base, url, token) => {
  const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return response.json();
};
const postJson = async (base, url, token, body) => {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** Waits until the queues that turn decisions into e-mails have nothing left to run. */
async function waitForDecisionJobs(base, token) {
  for (const started = Date.now(); Date.now() - started < 300_000;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const response = await fetch(`${base}/api/jobs`, { headers: { authorization: `Bearer ${token}` } });
    // The jobs themselves may keep the process busy enough to shed this read: ask again.
    if (response.status === 503) continue;
    if (!response.ok) throw new Error(`GET /api/jobs: ${response.status}`);
    const { queues } = await response.json();
    const busy = queues.filter((queue) => ['decision-mail', 'waitlist-promotion'].includes(queue.name));
    if (busy.every((queue) => queue.queued + queue.running === 0)) return;
  }
  throw new Error('the decision e-mails were not queued within 5 minutes');
}

/**
 * CPU seconds the server process, and the PostgreSQL backends serving its database, use from now
 * until `used()` (read from /proc: other work on the machine does not count).
 */
async function cpuMeter(serverPid, postgres) {
  const backendCpu = async () => new Map((postgres ? await postgres.backends() : []).map((pid) => [pid, cpuOf(pid)]));
  const server = cpuOf(serverPid);
  const before = await backendCpu();
  return {
    used: async () => {
      let postgresSeconds = 0;
      for (const [pid, seconds] of await backendCpu()) postgresSeconds += seconds - (before.get(pid) ?? 0);
      return { server: cpuOf(serverPid) - server, postgres: postgresSeconds };
    },
  };
}

/** One run on a fresh database: the burst, the bulk approval in approval mode, then the checks. */
async function run({ db, mode, inFlight, index }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-launch-'));
  const postgres = db === 'postgres' ? await freshPostgresDatabase(postgresUrl, `hearth_launch_${process.pid}_${index}`) : null;
  const databaseUrl = postgres?.url;
  try {
    const seed = await seedLaunch({ databaseUrl, dataDir, guests: guestCount });
    const profileArgs = flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(flags.profile)}`] : [];
    const server = await startServer({
      port: await freePort(),
      dataDir,
      args: [...profileArgs, flags.server],
      env: {
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        SESSION_SECRET: seed.secret,
        DEMO_DATA: 'off',
        SEARCH_BACKGROUND_EMBEDDING: 'off',
        // A bulk decision's e-mails are queued after this undo window (60 s by default), so its answer
        // is timed without them, as a host sees it, and the bench need not wait a minute for them.
        DECISION_GRACE_SECONDS: '5',
        ...Object.fromEntries(shedding.map((name) => [name, process.env[name]])),
      },
    });
    const port = Number(new URL(server.base).port);
    let stopped = false;
    try {
      const input = {
        name: 'Launch Hackathon',
        slug: 'launch-hackathon',
        timestamp: Date.now() + 14 * 24 * 3600 * 1000,
        access: 'public',
        capacity,
        questions: ['What will you build?*'],
        approval_required: mode === 'approval',
      };
      const event = await postJson(server.base, '/api/event/new', seed.host.token, input);
      if ((event.approval_required ?? true) !== input.approval_required) throw new Error(`the server has no ${mode} mode`);
      const answers = questionsFor({ requireDefaultQuestions: true, questions: input.questions }).map(
        () => 'An agent for my taxes.',
      );

      const cpu = await cpuMeter(server.pid, postgres);
      const poller = pollEvents({ port });
      const { results, seconds } = await burst({ port, guests: seed.guests, eventId: event.id, answers, inFlight });
      const visitor = await poller.stop();
      const cpuSeconds = await cpu.used();

      let bulk = null;
      let bulkOrder = null;
      const failures = [];
      if (mode === 'approval') {
        const listed = await getJson(server.base, `/api/event/${event.slug}/applications`, seed.host.token);
        if (listed.pending_count !== guestCount)
          failures.push(`${listed.pending_count} pending after the burst, not ${guestCount}`);
        // The host approves everyone in the order they asked: the first places go to the first to ask.
        const pending = listed.pending_requests.sort((a, b) => a.created_at.localeCompare(b.created_at));
        bulkOrder = pending.map((item) => item.email);
        const started = performance.now();
        const decided = await postJson(server.base, `/api/event/${event.slug}/applications/status`, seed.host.token, {
          user_ids: pending.map((item) => item.id),
          new_status: 'approved',
        });
        bulk = { ms: performance.now() - started, approved: decided.changed.filter((item) => item.status === 'approved').length };
      }
      await waitForDecisionJobs(server.base, seed.host.token);
      await server.stop();
      stopped = true;

      const outcome = await readOutcome({ databaseUrl, dataDir, eventId: event.id });
      const emails = seed.guests.map((guest) => guest.email);
      const ok = results.filter((result) => result.status === 200).length;
      const answersByStatus = {};
      for (const result of results) answersByStatus[result.status] = (answersByStatus[result.status] ?? 0) + 1;
      return {
        perMinute: (ok / seconds) * 60,
        seconds,
        ...latencySummary(results.map((result) => result.answeredAt - result.sentAt)),
        answers: answersByStatus,
        serverCpuMs: (cpuSeconds.server * 1000) / results.length,
        postgresCpuMs: (cpuSeconds.postgres * 1000) / results.length,
        stored: statusCounts(outcome.byEmail),
        visitor,
        bulk,
        failures: [...failures, ...checkLaunch({ mode, capacity, emails, results, outcome, bulkOrder })],
      };
    } finally {
      if (!stopped) await server.stop();
    }
  } finally {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const format = (counts) =>
  Object.entries(counts)
    .map(([key, value]) => `${value} × ${key}`)
    .join(', ');

if (!flags['no-build'] && flags.server === 'server/dist/main.js') await buildServer();
console.log(
  `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}; ${guestCount} guests, capacity ${capacity}, ` +
    `${runs} run(s) each (medians); ${shedding.map((name) => `${name}=${process.env[name]}`).join(' ') || 'default shedding settings'}`,
);
let failed = false;
let index = 0;
for (const db of list(flags.db)) {
  for (const mode of list(flags.mode)) {
    for (const inFlight of list(flags['in-flight']).map(Number)) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await run({ db, mode, inFlight, index: index++ }));
      const m = (pick) => median(all.map(pick));
      const failures = [...new Set(all.flatMap((result) => result.failures))];
      failed ||= failures.length > 0;
      console.log(
        `\n${db} ${mode}, ${inFlight} in flight: ${Math.round(m((r) => r.perMinute))} accepted/min ` +
          `(${m((r) => r.seconds).toFixed(1)} s), p50 ${Math.round(m((r) => r.p50))} / p99 ${Math.round(m((r) => r.p99))} / ` +
          `max ${Math.round(m((r) => r.max))} ms; CPU per request: server ${m((r) => r.serverCpuMs).toFixed(2)} ms` +
          (db === 'postgres' ? `, PostgreSQL ${m((r) => r.postgresCpuMs).toFixed(2)} ms` : '') +
          `; visitor p99 ${Math.round(m((r) => r.visitor.p99))} ms` +
          (mode === 'approval' ? `; bulk approval ${Math.round(m((r) => r.bulk.ms))} ms` : ''),
      );
      for (const [i, result] of all.entries()) {
        console.log(
          `  run ${i + 1}: answers ${format(result.answers)}; stored ${format(result.stored)}; visitor GET /api/events ` +
            `p99 ${Math.round(result.visitor.p99)} ms (max ${Math.round(result.visitor.max)}, ${result.visitor.reads} reads, ${format(result.visitor.statuses)})` +
            (result.bulk ? `; bulk approval ${Math.round(result.bulk.ms)} ms, ${result.bulk.approved} approved` : ''),
        );
      }
      console.log(failures.length ? `  FAILED: ${failures.join('; ')}` : '  invariants hold');
    }
  }
}
process.exitCode = failed ? 1 : 0;
