import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { testConfig } from './helpers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An uncompressed dump of a PGlite database that a test app has started on (migrated, search set up). */
    pgliteSnapshot: string | undefined;
  }
}

/**
 * Each server test file starts its in-memory PGlite from one copy made here, instead of running
 * PGlite's initdb and every migration again (seconds per file). With DATABASE_URL there is nothing to copy.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return project.provide('pgliteSnapshot', undefined);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-snapshot-'));
  const database = await openDatabase({ inMemory: true });
  const app = await buildApp(testConfig(dataDir), { database });
  await app.ready();
  await app.close();
  const file = path.join(dataDir, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
