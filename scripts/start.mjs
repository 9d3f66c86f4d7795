#!/usr/bin/env node
// `npm start`: build what is missing or stale (the web app, unless WEB_DIST points elsewhere, and the
// server bundle), then serve the app and the API on one port with plain `node server/dist/main.js`.
// `npm run worker` (`--worker`): the same, but runs server/dist/worker.js (jobs only, no HTTP).
// SIGTERM and SIGINT are passed on to the server, and this process exits with it.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const worker = process.argv.includes('--worker');

let child = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child) child.kill(signal);
    else process.exit(128 + os.constants.signals[signal]);
  });
}

try {
  await buildIfStale(worker || process.env.WEB_DIST ? ['server'] : ['web', 'server']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

child = spawn(process.execPath, [path.join(root, 'server/dist', worker ? 'worker.js' : 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + os.constants.signals[signal]));
