// What the benchmarks share: a real server on its own port and DATA_DIR, the median of runs, and
// signing in through the e-mailed link read from that server's outbox.
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { spawnServer, waitUntilHealthy } from '../scripts/server-process.mjs';

/** A port nothing listens on now (other benchmarks may run on this machine at the same time). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const ticksPerSecond = 100; // USER_HZ on Linux

/** CPU seconds used so far by the process `pid` (0 once it is gone). */
export function cpuOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by every PostgreSQL process on this machine (ended backends are lost:
 * keep-alive pools keep them).
 */
export function postgresCpu() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) total += cpuOf(entry);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Starts `server/src/main.ts` (or the node arguments `args`, e.g. `['server/dist/main.js']`) on
 * 127.0.0.1:`port` with `dataDir` and extra `env`, and waits for /api/health. The per-IP API limit is
 * lifted: a benchmark would otherwise measure 429s. Gives up after `timeoutMs`.
 */
export async function startServer({
  port,
  dataDir,
  env = {},
  args = ['--import', 'tsx', 'server/src/main.ts'],
  timeoutMs = 60_000,
}) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer({
    args,
    port,
    dataDir,
    env: { API_RATE_LIMIT: '100000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  if (await waitUntilHealthy(server, port, timeoutMs)) return { base, stop, pid: server.pid };
  await stop();
  throw new Error('server did not start');
}

/** `{ token, user }` of a session, through the e-mailed link read from the outbox. */
export async function signIn({ base, dataDir, email }) {
  const before = Date.now() - 1;
  const sent = await fetch(`${base}/api/auth/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (sent.status !== 204) throw new Error(`magic link: ${sent.status}`);
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => Number(file.split('-')[0]) >= before) : [];
    for (const file of files.sort().reverse()) {
      const raw = fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!raw.includes(email)) continue;
      const link = new URL(raw.match(/http\S+\/login-confirm\S+/)[0].replace(/&amp;/g, '&'));
      const response = await fetch(`${base}/api/auth/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, token: link.searchParams.get('token') }),
      });
      if (!response.ok) throw new Error(`verify: ${response.status}`);
      return response.json();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in mail for ${email}`);
}
