import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: the built server as two instances (not one of `npm test`'s projects). */
export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '../../..'),
    include: ['server/test/cluster/**/*.cluster.ts'],
    env: { DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
