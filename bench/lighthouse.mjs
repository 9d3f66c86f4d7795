#!/usr/bin/env node
// The performance budget (docs/performance.md): Lighthouse (the npm package) with Debian's Chromium against the
// built app on a fresh DATA_DIR with the demo data. Audits /events, an event page, /login and a public
// profile with the mobile and desktop presets (median of RUNS runs per score), and sums the gzipped
// JavaScript the first screen of /events downloads. Exits 1 when a budget is missed.
// CHROME_PATH picks another browser; WEB_DIST audits another build of the web app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort, median, startServer } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const budget = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const firstScreenJsBudgetKb = 120;
const presets = { mobile: undefined, desktop: desktopConfig };

/** A public event, and the public profile of someone on one of its projects (or its first public event). */
async function pickPages(base) {
  const events = await (await fetch(`${base}/api/events`)).json();
  for (const event of events) {
    const detail = await (await fetch(`${base}/api/event/${event.slug}`)).json();
    const member = detail.projects?.flatMap((project) => project.teamMembers)[0];
    if (member) return { event: `/events/${event.slug}`, user: `/user/${member.member_id}` };
  }
  throw new Error('no public event with a project in the demo data');
}

/** The scripts a run downloaded, as Lighthouse's network log lists them. */
const scriptUrls = (lhr) =>
  lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').map((item) => item.url);

/** What a gzip-serving server would send for each script (zlib's default level), in bytes. */
async function gzippedBytes(urls) {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    total += zlib.gzipSync(body).length;
  }
  return total;
}

/** The audits of a category that did not pass, as `id (score)`. */
const failures = (lhr, category) =>
  lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id} (${audit.score})`);

await buildIfStale(process.env.WEB_DIST ? ['server'] : ['web', 'server']);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-lighthouse-'));
const server = await startServer({
  port: await freePort(),
  dataDir,
  args: ['server/dist/main.js'],
  timeoutMs: 300_000,
  env: { DEMO_DATA: 'on', RUN_JOBS: 'off', WARM_UP: 'off', SEARCH_BACKGROUND_EMBEDDING: 'off' },
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

const results = [];
let firstScreen = null;
try {
  const picked = await pickPages(server.base);
  const pages = { '/events': '/events', 'event page': picked.event, '/login': '/login', 'public profile': picked.user };
  for (const [name, pagePath] of Object.entries(pages)) {
    for (const [preset, config] of Object.entries(presets)) {
      const samples = [];
      const failed = new Set();
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(
          `${server.base}${pagePath}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
          config,
        );
        samples.push(
          Object.fromEntries(categories.map((category) => [category, Math.round(lhr.categories[category].score * 100)])),
        );
        for (const category of categories.slice(1)) for (const failure of failures(lhr, category)) failed.add(failure);
        if (name === '/events' && preset === 'mobile' && !firstScreen) {
          const urls = scriptUrls(lhr);
          firstScreen = { scripts: urls.length, gzipBytes: await gzippedBytes(urls) };
        }
      }
      const scores = Object.fromEntries(
        categories.map((category) => [category, median(samples.map((sample) => sample[category]))]),
      );
      results.push({ page: name, path: pagePath, preset, ...scores, failed: [...failed].join(', ') });
      console.error(`${name} ${preset}: ${categories.map((category) => scores[category]).join(' / ')}`);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, median of ${runs} runs`,
);
console.table(results.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'failed'))));
for (const { page, preset, failed } of results) if (failed) console.log(`${page} ${preset}: not passed: ${failed}`);
const kb = firstScreen.gzipBytes / 1024;
console.log(`First screen of /events: ${firstScreen.scripts} scripts, ${kb.toFixed(1)} KB of JavaScript (gzip)`);

const missed = results.flatMap((row) =>
  categories
    .filter((category) => row[category] < budget[category])
    .map((category) => `${row.page} ${row.preset} ${category} ${row[category]} < ${budget[category]}`),
);
if (kb > firstScreenJsBudgetKb) missed.push(`first-screen JavaScript ${kb.toFixed(1)} KB > ${firstScreenJsBudgetKb} KB`);
if (missed.length > 0) {
  console.log(`\nBudget missed:\n  ${missed.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery budget met.');
