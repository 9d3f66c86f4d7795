import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from '../helpers.ts';
import { stopChild } from './stop-child.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const mainScript = path.join(root, 'server/dist/main.js');

export type Instance = {
  name: string;
  url: string;
  dataDir: string;
  /** What the process printed, for the report when something fails. */
  output: string[];
  /** Whether the process has ended (crashed, or stopped). */
  exited: () => boolean;
  stop: () => Promise<void>;
};

/**
 * Starts the built server (`node server/dist/main.js`, what `npm start` runs) as one instance:
 * its own port and DATA_DIR, and otherwise only the settings every instance shares.
 */
export async function startInstance(name: string, shared: Record<string, string>): Promise<Instance> {
  if (!fs.existsSync(mainScript)) throw new Error('server/dist/main.js is missing: run npm run build:server');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hearth-cluster-${name}-`));
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [mainScript], {
    cwd: root,
    env: { PATH: process.env.PATH, ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop() {
      await stopChild(child, 'SIGTERM', 15_000);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the instance says it is ready (database reachable, jobs running). */
export async function waitUntilReady(instance: Instance, timeoutMs = 120_000): Promise<void> {
  try {
    await waitFor(
      () => {
        if (instance.exited()) throw new Error(`instance ${instance.name} exited`);
        return fetch(`${instance.url}/api/health/ready`).then(
          (response) => response.ok,
          () => false,
        );
      },
      timeoutMs,
      `instance ${instance.name} to be ready`,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- ${instance.name} output ---\n${instance.output.join('')}`);
  }
}
