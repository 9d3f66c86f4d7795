import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import { ping, type Db } from '../db/client.ts';
import { publicRoute } from '../docs/openapi.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, HttpError } from './errors.ts';

/** Readiness waits this long for `select 1`: a database slower than that cannot serve requests either. */
const READY_TIMEOUT_MS = 1000;

/**
 * Liveness and readiness, for a load balancer or an orchestrator. Mounted beside the API, not in it:
 * neither is rate-limited (a probe is no client), and liveness is never shed under load (overload.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { shedding: 'exempt' },
      schema: {
        tags: ['meta'],
        summary: 'Liveness and database kind',
        description: 'Answers while the process runs, without asking the database: restart the process only when this fails.',
        security: publicRoute,
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            search: z.enum(['hybrid', 'full-text']),
          }),
        },
      },
    },
    async () => ({
      status: 'ok' as const,
      database: app.database.kind,
      search: app.database.hasVector ? ('hybrid' as const) : ('full-text' as const),
    }),
  );

  app.get(
    '/health/ready',
    {
      config: { shedding: 'pressure-only' },
      schema: {
        tags: ['meta'],
        summary: 'Readiness: whether this process can serve requests now',
        description: `Runs \`select 1\` on the database, waiting at most ${READY_TIMEOUT_MS} ms. 503 while the database is out of reach or the event loop lags: send this process no traffic until it answers 200 again.`,
        security: publicRoute,
        response: { 200: z.object({ status: z.literal('ready') }), 503: ErrorResponseSchema },
      },
    },
    async () => {
      if (!(await answersWithin(app.db, READY_TIMEOUT_MS))) {
        throw new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
      }
      return { status: 'ready' as const };
    },
  );
};

async function answersWithin(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = ping(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
