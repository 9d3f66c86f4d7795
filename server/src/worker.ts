import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeOnSignals } from './shutdown.ts';

// `npm run worker`: works through the durable job queue and serves no HTTP. The embedded PGlite
// database belongs to the one process that opened it, so a separate worker needs PostgreSQL.
const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL: the embedded database can only be opened by one process (npm start runs jobs itself).',
  );
  process.exit(1);
}
// No warm-up and no public read cache (its LISTEN connection): they serve visitors, and a worker has none.
const app = await buildApp({ ...config, runJobs: true, warmUp: false, publicReadCache: false });
await app.ready();
app.log.info(`Hearth worker running (database: ${app.database.kind})`);
closeOnSignals(app);
