import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { freshDatabase, testConfig } from './helpers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An uncompressed dump of a PGlite database that a test app has started on (migrated, search set up). */
    pgliteSnapshot: string | undefined;
    /** With DATABASE_URL: a database on that server that a test app has started on, for test files to copy. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Each server test file starts its in-memory PGlite from one copy made here, instead of running
 * PGlite's initdb and every migration again (seconds per file). With DATABASE_URL, each file's
 * database is a copy (CREATE DATABASE … TEMPLATE) of one migrated here.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-snapshot-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const template = await freshDatabase(process.env.DATABASE_URL);
    const app = await buildApp(testConfig(dataDir, {}, template.url));
    await app.ready();
    await app.close();
    project.provide('pgliteSnapshot', undefined);
    project.provide('postgresTemplate', template.name);
    return async () => {
      await template.drop();
      removeDataDir();
    };
  }
  project.provide('postgresTemplate', undefined);
  const database = await openDatabase({ inMemory: true });
  const app = await buildApp(testConfig(dataDir), { database });
  await app.ready();
  await app.close();
  const file = path.join(dataDir, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return removeDataDir;
}
