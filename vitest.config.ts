import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (one fewer than the cores) is a single worker on a 2-core machine; the test
    // files wait on servers, sockets and child processes often enough that two finish sooner
    // (the unit run on 2 cores: 9.5 min with one; 7.7 with two; 6.0 with two and global-setup.ts).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts', 'server/src/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
