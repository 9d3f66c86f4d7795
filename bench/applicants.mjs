#!/usr/bin/env node
// The event manager must stay fast with 5,000 applicants. Fills a fresh DATA_DIR with one
// event and APPLICANTS applicants (a mix of pending, approved and declined, each answering the
// event's questions), starts the server on it, then times, as the median of RUNS runs:
//   - GET /api/event/{slug}/applications (the requests response the manager loads), and
//   - the CSV export the Export dialog builds from it (web/src/features/decisions/export-csv.ts),
//   - the server's filters and sorts of that list, and
//   - a bulk approval of 1,000 pending applicants in one request (and moving them back, to run again).
// Run: `node --import tsx bench/applicants.mjs` (APPLICANTS, RUNS to change the size). KEEP_DATA=1 keeps the
// data folder (its path is printed) to look at the manager with the same data.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/src/db/client.ts';
import { registrations, users } from '../server/src/db/schema.ts';
import { makeEvent } from '../server/test/factories.ts';
import { applicantsCsv, exportFileName } from '../web/src/features/decisions/export-csv.ts';
import { median, signIn, startServer } from './lib.mjs';

const applicants = Number(process.env.APPLICANTS ?? 5000);
const runs = Number(process.env.RUNS ?? 7);
const port = 4990 + Math.floor(Math.random() * 9);
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-applicants-'));
const adminEmail = 'bench-admin@hearth.local';
const slug = 'bench-applicants';
const questions = ['Headline', 'AI project', 'What will you build?*', 'Dietary needs'];

await seed();
const { base, stop } = await startServer({ port, dataDir, env: { DEMO_DATA: 'off', ADMIN_EMAILS: adminEmail } });
try {
  const { token } = await signIn({ base, dataDir, email: adminEmail });
  const headers = { authorization: `Bearer ${token}` };

  // As a browser gets it (compressed: fetch sends accept-encoding gzip, deflate, br) and uncompressed.
  const timeList = async (encoding) => {
    const times = [];
    let text = '';
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/event/${slug}/applications`, {
        headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
      text = await response.text();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`applications: ${response.status} ${text.slice(0, 200)}`);
    }
    return { ms: median(times), text };
  };
  const compressed = await timeList();
  const identity = await timeList('identity');
  const body = JSON.parse(identity.text);
  const bytes = Buffer.byteLength(identity.text);
  if (body.request_count !== applicants) throw new Error(`expected ${applicants} applications, got ${body.request_count}`);

  const all = [...body.reviewed_requests, ...body.pending_requests];
  const statuses = ['approved', 'pending', 'declined'];
  const csvTimes = [];
  let csv = '';
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    csv = applicantsCsv(all, statuses);
    csvTimes.push(performance.now() - started);
  }

  console.log(`\napplicants=${applicants} runs=${runs} (median of runs; ${os.cpus().length} CPUs)`);
  console.log(
    `GET /api/event/{slug}/applications  ${identity.ms.toFixed(1).padStart(8)} ms   ${(bytes / 1024).toFixed(0)} KiB uncompressed` +
      `   (pending ${body.pending_count}, approved ${body.approved_count}, declined ${body.declined_count})`,
  );
  console.log(`  same, compressed as a browser asks  ${compressed.ms.toFixed(1).padStart(8)} ms`);
  console.log(
    `CSV export (all statuses)            ${median(csvTimes).toFixed(1).padStart(8)} ms   ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KiB` +
      `   ${exportFileName(body.event.name, statuses)}, ${csv.split('\r\n').length - 1} rows`,
  );

  // The server's filters and sort, and bulk decisions.
  const timeGet = async (query) => {
    const times = [];
    let result;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/event/${slug}/applications?${query}`, { headers });
      result = await response.json();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`filter ${query}: ${response.status}`);
    }
    const shown = result.pending_requests.length + result.reviewed_requests.length + result.waitlisted_requests.length;
    return { ms: median(times), shown, result };
  };
  for (const query of [
    'status=pending',
    'answer=vegan&has_github=true',
    'status=pending&sort=name',
    'since=2000-01-01&sort=project_length',
  ]) {
    const { ms, shown } = await timeGet(query);
    console.log(`filter ?${query.padEnd(36)} ${ms.toFixed(1).padStart(8)} ms   ${shown} shown`);
  }
  const pendingIds = (await timeGet('status=pending')).result.pending_requests.map((item) => item.id);
  const bulkSize = Math.min(1000, pendingIds.length);
  const ids = pendingIds.slice(0, bulkSize);
  const decide = async (status) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/event/${slug}/applications/status`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ user_ids: ids, new_status: status }),
    });
    const result = await response.json();
    if (!response.ok || result.changed.length !== bulkSize) throw new Error(`bulk ${status}: ${response.status}`);
    return performance.now() - started;
  };
  const approveTimes = [];
  const resetTimes = [];
  for (let run = 0; run < runs; run++) {
    approveTimes.push(await decide('approved'));
    resetTimes.push(await decide('pending'));
  }
  console.log(
    `bulk approve ${bulkSize} (one request)         ${median(approveTimes).toFixed(1).padStart(8)} ms   (max ${Math.max(...approveTimes).toFixed(1)} ms)`,
  );
  console.log(`bulk back to pending ${bulkSize}               ${median(resetTimes).toFixed(1).padStart(8)} ms`);
} finally {
  await stop();
  if (process.env.KEEP_DATA) console.log(`data kept in ${dataDir} (slug ${slug}, admin ${adminEmail})`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}

/** One event with questions and `applicants` users who applied, inserted in batches. */
async function seed() {
  const started = performance.now();
  const database = await openDatabase({ dataDir });
  try {
    const event = await makeEvent(database.db, { slug, name: 'Bench Applicants Hackathon', questions });
    const batch = 500;
    for (let offset = 0; offset < applicants; offset += batch) {
      const size = Math.min(batch, applicants - offset);
      const rows = Array.from({ length: size }, (_, index) => {
        const n = offset + index;
        return {
          email: `applicant-${n}@bench.test`,
          name: `Applicant ${n} ${['Zoë', 'José', 'Łukasz', '李', 'Anna'][n % 5]}`,
          headline: `Engineer #${n} @ Example Labs`,
          linkedinUrl: `https://www.linkedin.com/in/applicant-${n}`,
          githubUrl: n % 2 ? `https://github.com/applicant-${n}` : null,
        };
      });
      const inserted = await database.db.insert(users).values(rows).returning({ id: users.id });
      await database.db.insert(registrations).values(
        inserted.map(({ id }, index) => {
          const n = offset + index;
          return {
            eventId: event.id,
            userId: id,
            status: ['pending', 'pending', 'approved', 'declined'][n % 4],
            questions,
            answers: [
              `Engineer #${n}`,
              'An agent that files my taxes.',
              `Project ${n}, with "quotes", commas`,
              n % 3 ? '' : 'vegan',
            ],
            checkInCode: crypto.randomBytes(6).toString('hex'),
            createdAt: new Date(Date.now() - (applicants - n) * 1000),
          };
        }),
      );
    }
  } finally {
    await database.close();
  }
  console.log(`seeded ${applicants} applicants in ${((performance.now() - started) / 1000).toFixed(1)} s (${dataDir})`);
}
