#!/usr/bin/env node
// CI check of the production image's steps (Dockerfile, runtime stage), where no container engine
// runs: the same files (the package manifests and lockfile, then the built server/dist and web/dist)
// go into an empty folder, where `npm install --omit=dev` must give everything
// `node server/dist/main.js` needs: the server must answer GET /api/health within 60 s, serve the web
// app, and stop on SIGTERM within 10 s.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** The Dockerfile's `COPY` lines of the runtime stage, before `npm install --omit=dev`. */
const RUNTIME_MANIFESTS = [
  'package.json',
  'package-lock.json',
  'contract/package.json',
  'server/package.json',
  'web/package.json',
];
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-production-'));
const dataDir = path.join(copy, 'data');

function fail(message) {
  console.error(`production check failed: ${message}`);
  process.exitCode = 1;
}

try {
  checkDockerfileMatches();
  await buildIfStale(['web', 'server']);

  console.log(`Copying what the Dockerfile's runtime stage copies to ${copy}…`);
  for (const file of RUNTIME_MANIFESTS) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  for (const dist of ['server/dist', 'web/dist']) fs.cpSync(path.join(root, dist), path.join(copy, dist), { recursive: true });

  console.log('npm install --omit=dev…');
  execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], { cwd: copy, stdio: 'inherit' });
  const devOnly = ['tsx', 'esbuild', 'vite', 'typescript'].filter((name) => fs.existsSync(path.join(copy, 'node_modules', name)));
  if (devOnly.length) throw new Error(`dev dependencies were installed: ${devOnly.join(', ')}`);

  const port = await freePort();
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    let health = null;
    while (!health && Date.now() < deadline && server.exitCode === null) {
      health = await fetch(`${base}/api/health`).then(
        (response) => (response.ok ? response.json() : null),
        () => null,
      );
      if (!health) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!health) throw new Error('GET /api/health did not answer 200 within 60 s');
    console.log(`GET /api/health: ${JSON.stringify(health)}`);
    const page = await fetch(`${base}/`);
    if (!page.ok || !(await page.text()).includes('<div id="root">'))
      throw new Error(`GET / did not serve the web app (${page.status})`);
  } finally {
    server.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000))]);
    if (code === 'timeout') {
      server.kill('SIGKILL');
      fail('the server did not stop within 10 s of SIGTERM');
    } else if (code !== 0) fail(`the server exited with ${code} after SIGTERM`);
  }
  if (!process.exitCode) console.log('production check passed: npm install --omit=dev runs the built server');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}

/** This check stands in for the image build only while it copies and installs what the Dockerfile does. */
function checkDockerfileMatches() {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.indexOf(' AS runtime'));
  const copyLines = [...runtime.matchAll(/^COPY (.+)$/gm)].map((match) => match[1].split(/\s+/));
  // Every source of a COPY (its last word is the destination).
  const sources = (lines) =>
    lines
      .flatMap((words) => words.slice(0, -1))
      .sort()
      .join(', ');
  const manifests = sources(copyLines.filter((words) => !words[0].startsWith('--from')));
  const builds = sources(copyLines.filter((words) => words[0] === '--from=build').map((words) => words.slice(1)));
  if (manifests !== [...RUNTIME_MANIFESTS].sort().join(', '))
    throw new Error(`the Dockerfile's runtime stage copies ${manifests}; this check copies ${RUNTIME_MANIFESTS.join(', ')}`);
  if (builds !== '/app/server/dist, /app/web/dist') throw new Error(`the runtime stage copies ${builds} from the build stage`);
  if (!runtime.includes('npm install --omit=dev --no-audit --no-fund'))
    throw new Error('the runtime stage no longer runs npm install --omit=dev --no-audit --no-fund');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
