import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemoData } from './demo/seed.ts';

const config = loadConfig();
const app = await buildApp(config);
if (config.demoData) await seedDemoData({ db: app.db, log: app.log });
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Hearth is serving ${config.appUrl} (database: ${app.database.kind}, search: ${app.database.hasVector ? 'hybrid' : 'full-text only'})`,
);

// Graceful shutdown: stop accepting, let in-flight requests finish, close the database (onClose).
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}
