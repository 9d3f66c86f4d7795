// Does background embedding starve requests? Anonymous GET /api/events throughput while 2,000 new
// talents are being embedded, against the same route idle, in one run (median of rounds).
//
//   npm run bench:embedding [-- --rounds 3 --talents 2000 --seconds 10 --connections 10]
//
// The server runs in this process (an ordinary serving process: jobs and HTTP together, the
// embedded PGlite database); the load comes from autocannon in a child process, so the two do
// not share an event loop.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { seedDemoData } from '../server/src/demo/seed.ts';
import { enqueueEmbedding } from '../server/src/jobs/embedding.ts';
import { JOB_SCHEMA } from '../server/src/jobs/queue.ts';
import { createEmbedder } from '../server/src/search/indexing/embeddings/create.ts';
import { generateCompanies, generateTalents } from '../server/src/synthetic-data/generate.ts';
import { writeSearchData } from '../server/src/search/import/bulk-import.ts';
import { pendingCount, storedModel } from '../server/src/search/indexing/embed-pending.ts';
import { median } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    talents: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const rounds = Number(args.rounds);
const talentsPerRound = Number(args.talents);

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-embedding-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  API_RATE_LIMIT: '100000000',
  HOST: '127.0.0.1',
  PORT: '0',
});
const app = await buildApp(config);
await seedDemoData({ db: app.db, log: app.log });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const url = `http://127.0.0.1:${port}/api/events`;
// The model the server embeds with, as stored (it starts no thread until it is used).
const model = storedModel(createEmbedder(config));

const pending = async () => {
  return pendingCount(app.db, 'talents', model);
};
const embedJobsOpen = async () => {
  const { rows } = (await app.database.executeSql(
    `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = 'embed' AND state IN ('created', 'retry', 'active')`,
  )) as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
};
async function settle() {
  while ((await pending()) > 0 || (await embedJobsOpen()) > 0) await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Requests per second of autocannon against the route, from a child process. */
async function throughput(): Promise<{ rps: number; p99: number }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/autocannon/autocannon.js'), '-j', '-c', args.connections!, '-d', args.seconds!, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; non2xx: number };
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

console.log(`GET /api/events, ${args.connections} connections, ${args.seconds} s; ${talentsPerRound} new talents a round`);
console.log('waiting for the demo data to be embedded…');
await settle();
const companies = generateCompanies(50, 1001);
const ratios: number[] = [];
for (let round = 0; round < rounds; round++) {
  const idle = await throughput();
  const talents = generateTalents(talentsPerRound, companies, 2000 + round).map((talent, index) => ({
    ...talent,
    email: `bench-${round}-${index}@example.test`,
  }));
  await writeSearchData({ db: app.db, talents, companies });
  await enqueueEmbedding(app.jobs, app.db);
  const before = await pending();
  const loaded = await throughput();
  const after = await pending();
  const ratio = loaded.rps / idle.rps;
  ratios.push(ratio);
  console.log(
    `round ${round + 1}: idle ${idle.rps.toFixed(0)} req/s (p99 ${idle.p99} ms); while embedding ${loaded.rps.toFixed(0)} req/s (p99 ${loaded.p99} ms); ` +
      `ratio ${ratio.toFixed(2)}; embedded ${before - after} of ${before} during the measurement`,
  );
  if (after === 0) console.log('  (embedding finished before the measurement ended: use more --talents)');
  await settle();
}
console.log(`median ratio ${median(ratios).toFixed(2)} (target ≥ 0.5)`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
