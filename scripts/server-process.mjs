// A server process for the tests and benchmarks that need a real one: `node args…` from the repository
// root on 127.0.0.1, with its own DATA_DIR and warnings-only logs.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function spawnServer({ args, port, dataDir, env = {}, stdio = 'ignore' }) {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio,
  });
}

export async function waitUntilHealthy(child, port, timeoutMs) {
  for (const started = Date.now(); Date.now() - started < timeoutMs && child.exitCode === null;) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
