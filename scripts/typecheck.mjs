#!/usr/bin/env node
// `npm run typecheck`: tsc --noEmit on each workspace, as many at once as there are cores (tsc uses
// one), each one's output printed whole when it ends; fails when any fails.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projects = ['contract', 'server', 'web', 'e2e'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`tsc -p ${project}: exit ${code}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const lanes = Array.from({ length: Math.min(os.availableParallelism(), projects.length) }, async () => {
  let ok = true;
  while (queue.length > 0) ok = (await check(queue.shift())) && ok;
  return ok;
});
process.exitCode = (await Promise.all(lanes)).every(Boolean) ? 0 : 1;
