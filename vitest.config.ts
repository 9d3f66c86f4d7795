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
          // Files share their worker's module cache: each isolated file imported the whole server again
          // (about 5 s of CPU a file); shared, the server project takes a third less CPU. Every file
          // builds its own app and database, so no state crosses files but the modules' caches.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
