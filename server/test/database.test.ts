import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';

// docs/architecture.md#errors: on a real PostgreSQL, a dropped connection must not take the server down.
describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL connections', () => {
  it('survive the server terminating an idle connection', async () => {
    const baseUrl = process.env.DATABASE_URL!;
    const name = `hearth_test_drop_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await database.db.execute(sql`select 1`);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const result = await database.db.execute(sql`select 2 as two`);
      expect(result).toMatchObject({ rows: [{ two: 2 }] });
    } finally {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
