import type { FastifyInstance } from 'fastify';

/**
 * Counts the API requests this process is serving (from their arrival until their connection's
 * answer is sent or the client goes), for what should give way to them: background jobs
 * (jobs/queue.ts `busy`).
 */
export function countApiRequests(app: FastifyInstance): () => number {
  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      inFlight += 1;
      reply.raw.once('close', () => (inFlight -= 1));
    }
    done();
  });
  return () => inFlight;
}
