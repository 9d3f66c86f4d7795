// What `npm start`, `npm run worker` and the production check share: build the web app and the
// server only when their output is missing or older than a file (or folder) they are built from.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const builds = {
  web: {
    output: 'web/dist/index.html',
    sources: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'contract/src'],
    run: () => run('npm', ['run', 'build', '-w', 'web']),
  },
  server: {
    output: 'server/dist/main.js',
    sources: ['server/src', 'contract/src', 'server/package.json', 'scripts/build-server.mjs'],
    run: async () => {
      // esbuild is a dev dependency: a production install runs the dist it was given.
      const { buildServer } = await import('./build-server.mjs').catch((error) => {
        throw new Error(
          `server/dist is missing or older than server/src, and it cannot be built here (${error.message}): run npm install, then npm run build`,
        );
      });
      await buildServer();
    },
  },
};

/** The newest modification time under `file` (folders count too: adding or removing a file changes theirs). */
function newestChange(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(file)) {
    if (entry !== 'node_modules') newest = Math.max(newest, newestChange(path.join(file, entry)));
  }
  return newest;
}

export function isStale(name) {
  const { output, sources } = builds[name];
  const built = fs.statSync(path.join(root, output), { throwIfNoEntry: false });
  return !built || sources.some((source) => newestChange(path.join(root, source)) > built.mtimeMs);
}

/** Builds each of `names` ('web', 'server') that is stale, one after the other. */
export async function buildIfStale(names) {
  for (const name of names) {
    if (!isStale(name)) continue;
    console.log(`Building ${name === 'web' ? 'the web app' : 'the server'} (missing or older than its sources)…`);
    await builds[name].run();
  }
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
