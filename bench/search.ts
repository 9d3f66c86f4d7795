// Search latency: talent search on a generated set (default 100,000 talents and 10,000 companies).
//   npm run bench:search [-- --data-dir DIR --talents N --companies M --runs R --source --no-naive]
// The server is the production build (`node server/dist/main.js`, rebuilt first), as `npm start` runs
// it; --source runs server/src through tsx instead. --no-naive skips the ILIKE baseline.
// A prepared DATA_DIR is reused (generate it once with `DATA_DIR=DIR npm run db:generate -- …` and
// embed it with `DATA_DIR=DIR npm run db:embed`); an empty one is filled first (rows and full-text
// index; embedding 100k profiles takes long, so the benchmark reports how many are embedded).
// It prints, as the median over runs: talent search end to end over HTTP (embedding the prompt,
// hybrid ranking, first page of 20) p50/p95, load more p50/p95, and a naive ILIKE scan of the same
// prompts (SQL only) beside it as a ratio.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client.ts';
import { generateCompanies, generateTalents } from '../server/src/synthetic-data/generate.ts';
import { refreshTermStats, writeSearchData } from '../server/src/search/import/bulk-import.ts';
import { buildServer } from '../scripts/build-server.mjs';
import { cpuOf, median, signIn, startServer } from './lib.mjs';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1]! : fallback;
};
const dataDir = path.resolve(flag('data-dir', path.join(os.tmpdir(), 'hearth-bench-search')));
const talentCount = Number(flag('talents', '100000'));
const companyCount = Number(flag('companies', '10000'));
const runs = Number(flag('runs', '5'));
const prompts = [
  'machine learning engineer formerly at Google',
  'PyTorch researcher with a PhD from Stanford',
  'founder who built an agent platform',
  'backend engineer Kubernetes Go Stripe',
  'computer vision engineer robotics',
  'product designer Figma',
  'NLP engineer transformers LLM fine-tuning',
  'data scientist recommendation systems Meta',
  'site reliability engineer AWS Terraform',
  'head of AI at a health startup',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

// 1. The data set, and the naive ILIKE baseline (the server holds the database once it runs).
fs.mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ dataDir });
const count = async (table: string) =>
  Number(
    ((await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] })
      .rows[0]!.n,
  );
if ((await count('talent_profiles')) < talentCount) {
  console.log(`filling ${dataDir} with ${talentCount} talents and ${companyCount} companies…`);
  const started = performance.now();
  const companies = generateCompanies(companyCount, 7);
  await writeSearchData({
    db: database.db,
    companies,
    talents: generateTalents(talentCount, companies, 11),
    onProgress: (m) => m.endsWith('000') && console.log(`  ${m}`),
  });
  console.log(`  imported in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
if ((await count('search_term_stats')) === 0) await refreshTermStats(database.db);
const talents = await count('talent_profiles');
const embedded = database.hasVector ? await count('talent_embeddings') : 0;
const naive: number[] = [];
for (const prompt of args.includes('--no-naive') ? [] : prompts) {
  const words = prompt.split(/\s+/).filter((word) => word.length > 2);
  // Ranked like the search: by how many of the prompt's words a profile contains (a full scan).
  const hits = words
    .map(
      (word) =>
        `(CASE WHEN (u.name || ' ' || u.headline || ' ' || p.experiences::text) ILIKE '%${word.replace(/'/g, "''")}%' THEN 1 ELSE 0 END)`,
    )
    .join(' + ');
  const started = performance.now();
  await database.db.execute(
    sql.raw(`SELECT u.id, ${hits} AS hits FROM users u JOIN talent_profiles p ON p.user_id = u.id ORDER BY hits DESC LIMIT 20`),
  );
  naive.push(performance.now() - started);
}
await database.close();

// 2. The server on that data directory, without background embedding competing for the CPU.
const email = 'bench@hearth.local';
// As `npm start` runs it (the esbuild bundle), unless --source asks for server/src through tsx, whose
// transform wraps every function it creates in a naming helper (a few percent of a search).
const fromSource = args.includes('--source');
if (!fromSource) await buildServer();
const { base, stop, pid } = await startServer({
  port: 5900 + Math.floor(Math.random() * 90),
  dataDir,
  ...(fromSource ? {} : { args: ['server/dist/main.js'] }),
  // Opening 100,000 profiles with their vector index can take minutes on a busy machine.
  timeoutMs: 300_000,
  env: {
    DEMO_DATA: 'off',
    ADMIN_EMAILS: email,
    AUTH_IP_LIMIT: '100000',
    AUTH_EMAIL_LIMIT: '100000',
    SEARCH_BACKGROUND_EMBEDDING: 'off',
  },
});
const health = (await (await fetch(`${base}/api/health`)).json()) as { search: string };
// An admin session through the e-mailed link, as a person would sign in.
const session = (await signIn({ base, dataDir, email })) as { token: string };
// As the database screen asks in Chromium: Node's fetch alone would ask for gzip only.
const headers = {
  'content-type': 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
  authorization: `Bearer ${session.token}`,
};

// The server's own account of each answer (Server-Timing), stage by stage, per endpoint.
const stages = new Map<string, Map<string, number[]>>();
function noteStages(url: string, header: string | null, elapsed: number) {
  const byStage = stages.get(url) ?? new Map<string, number[]>();
  stages.set(url, byStage);
  let inServer = 0;
  for (const part of (header ?? '').split(',').filter(Boolean)) {
    const [name, duration] = part.trim().split(';dur=');
    const value = Number(duration);
    byStage.set(name!, [...(byStage.get(name!) ?? []), value]);
    // The prompt's embedding runs beside the stages; its wait is one of them.
    if (name !== 'embed') inServer += value;
  }
  byStage.set('HTTP and the rest', [...(byStage.get('HTTP and the rest') ?? []), elapsed - inServer]);
}
async function timed(url: string, body: unknown, measure = true) {
  const started = performance.now();
  const response = await fetch(`${base}/api${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await response.json()) as { id?: string; list: unknown[] };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  const elapsed = performance.now() - started;
  if (measure) noteStages(url, response.headers.get('server-timing'), elapsed);
  return { elapsed, json };
}

// Warm up: the model loads, PGlite caches pages.
for (const prompt of prompts.slice(0, 3)) await timed('/query/new', { prompt }, false);

const searchP50: number[] = [];
const searchP95: number[] = [];
const moreP50: number[] = [];
const moreP95: number[] = [];
// The server's CPU time (every thread: the request's and the encoder's) varies far less than the
// wall clock on a shared machine.
const cpuPerPrompt: number[] = [];
for (let run = 0; run < runs; run++) {
  const cpuBefore = cpuOf(pid);
  const searches: number[] = [];
  const mores: number[] = [];
  for (const prompt of prompts) {
    const first = await timed('/query/new', { prompt });
    searches.push(first.elapsed);
    for (let page = 0; page < 3; page++) mores.push((await timed('/load_more', { session_id: first.json.id })).elapsed);
  }
  searchP50.push(percentile(searches, 50));
  searchP95.push(percentile(searches, 95));
  moreP50.push(percentile(mores, 50));
  moreP95.push(percentile(mores, 95));
  cpuPerPrompt.push(((cpuOf(pid) - cpuBefore) * 1000) / prompts.length);
}
await stop();

const search50 = median(searchP50);
console.log(
  `\nsearch benchmark: ${talents} talents (${embedded} embedded), search ${health.search}, ${runs} runs of ${prompts.length} prompts, median of runs`,
);
console.log(
  `  talent search (HTTP, embed + rank + page 1): p50 ${ms(search50)}  p95 ${ms(median(searchP95))}   target p50 ≤ 30 ms, p95 ≤ 60 ms`,
);
console.log(
  `  load more (HTTP, next 20):                  p50 ${ms(median(moreP50))}  p95 ${ms(median(moreP95))}   target p95 ≤ 15 ms`,
);
console.log(`  server CPU per prompt (search and 3 load more, every thread): ${ms(median(cpuPerPrompt))}`);
for (const [url, byStage] of stages)
  console.log(
    `  ${url} stages (median ms): ${[...byStage].map(([name, values]) => `${name} ${median(values).toFixed(1)}`).join(', ')}`,
  );
if (naive.length > 0)
  console.log(
    `  naive ILIKE ranking (SQL only, same prompts): p50 ${ms(median(naive))}   = ${(median(naive) / search50).toFixed(1)}× the hybrid search's time`,
  );
process.exit(0);
