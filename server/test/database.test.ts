import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { freshDatabase } from './helpers.ts';

// docs/architecture.md#errors: on a real PostgreSQL, a dropped connection must not take the server down.
describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL connections', () => {
  it('survive the server terminating an idle connection', async () => {
    const fresh = await freshDatabase();
    const database = await openDatabase({ databaseUrl: fresh.url });
    const admin = new pg.Client({ connectionString: fresh.url });
    await admin.connect();
    try {
      await database.db.execute(sql`select 1`);
      const terminated = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const result = await database.db.execute(sql`select 2 as two`);
      expect(result).toMatchObject({ rows: [{ two: 2 }] });
    } finally {
      await admin.end();
      await database.close();
      await fresh.drop();
    }
  });
});
