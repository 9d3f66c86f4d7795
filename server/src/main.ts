import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemoData } from './demo/seed.ts';
import { closeOnSignals } from './shutdown.ts';

/** How long kept-alive clients get to take their `Connection: close` and go before idle sockets are closed. */
const DRAIN_MS = 1000;

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
app.addHook('onSend', (_request, reply, _payload, done) => {
  if (closing) reply.header('connection', 'close');
  done();
});

if (config.demoData) await app.database.withStartupLock(() => seedDemoData({ db: app.db, log: app.log }));
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Hearth is serving ${config.appUrl} (database: ${app.database.kind}, search: ${app.database.hasVector ? 'hybrid' : 'full-text only'})`,
);

// Graceful shutdown, so no client sees a reset: stop accepting, then answer on every open connection
// with `Connection: close` (its client closes it after that answer) for up to DRAIN_MS; app.close()
// then closes the sockets still idle and waits for in-flight requests. Not http.Server#close() first:
// it closes idle sockets at once, and under load an "idle" socket often holds a request not yet read,
// which the client then loses to a reset.
closeOnSignals(app, {
  beforeClose: async () => {
    closing = true;
    net.Server.prototype.close.call(app.server);
    const started = Date.now();
    while ((await openConnections()) > 0 && Date.now() - started < DRAIN_MS) await sleep(20);
  },
});

function openConnections() {
  return new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
}
