import type { ChildProcess, StdioOptions } from 'node:child_process';

/** Spawns `node args…` on 127.0.0.1:`port` with `dataDir` as DATA_DIR, LOG_LEVEL=warn and `env` on top. */
export function spawnServer(options: {
  args: string[];
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): ChildProcess;

/** Polls GET /api/health every 100 ms: true once it answers 2xx, false after `timeoutMs` or when `child` exits first. */
export function waitUntilHealthy(child: ChildProcess, port: number, timeoutMs: number): Promise<boolean>;
