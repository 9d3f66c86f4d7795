import type { FastifyInstance } from 'fastify';

/** Past this a shutdown gives up waiting (a stuck request or job must not keep the process alive). */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * On the first SIGTERM or SIGINT: `beforeClose`, then `app.close()`, which stops accepting connections,
 * closes idle kept-alive ones, waits for in-flight requests and then runs the onClose hooks (job
 * workers drain, the database closes); then exit. After 10 s the process exits with 1 in any case.
 * Repeated signals are ignored: Ctrl-C reaches both `npm start` (which forwards it) and the server.
 */
export function closeOnSignals(app: FastifyInstance, options: { beforeClose?: () => Promise<void> } = {}) {
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s, exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    Promise.resolve(options.beforeClose?.())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
}
