import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { enqueueEmbedding } from '../../jobs/embedding.ts';
import type { Embedder } from './embeddings/embedder.ts';
import { createEmbedder } from './embeddings/create.ts';
import { embedPending, restoreVectorIndexes } from './embed-pending.ts';
import { defineEvidenceJob } from './evidence.ts';

/** The search's embedder (prompts). */
export type SearchIndex = { embedder: Embedder };

/** Profiles one `embed` job embeds before it queues the next pass (a pass stays well within its timeout). */
const EMBED_SLICE = 512;

/**
 * In a process that serves requests, embedding gives way: one encoder thread at a low CPU
 * priority (nice 10), small batches, and after each batch a pause as long as the batch took, so the database
 * (PGlite runs on the request thread) is free at least half the time. A worker process (`npm run worker`)
 * embeds at full speed on every core.
 */
const SERVING = { batchSize: 8, threads: 1 };

/** The start's embedding pass waits this long, so it does not compete with the first burst of visitors. */
const START_PASS_DELAY_MS = 30_000;

/**
 * Defines the `embed` job, which embeds whatever has no current embedding; search answers full-text
 * for those meanwhile. The tables, triggers and indexes it relies on are made by the migrations.
 */
export async function startSearchIndex(app: FastifyInstance): Promise<SearchIndex> {
  if (app.database.hasVector) await app.database.withStartupLock(() => restoreVectorIndexes(app.db));
  if (!app.database.hasVector) app.log.warn('pgvector is not available: talent and company search is full-text only');
  const embedder = createEmbedder(app.config);
  const controller = new AbortController();
  const background = app.config.embeddings.background && app.database.hasVector;

  defineEvidenceJob(app);
  app.jobs.define('embed', {
    policy: 'stately',
    concurrency: 1,
    timeoutSeconds: 15 * 60,
    handler: async (_data, { db }) => {
      if (!background) return;
      const serving = app.server.listening;
      // Bulk embedding gets its own model, so a search never waits behind a batch; it is let go
      // after each pass (about 170 MB): sign-ups and imports are occasional, and loading takes under a second.
      const bulk = createEmbedder(
        app.config,
        serving ? { threads: SERVING.threads, lowPriority: true } : { threads: os.availableParallelism() },
      );
      let batchStarted = Date.now();
      try {
        const embedded = await embedPending({
          db,
          embedder: bulk,
          batchSize: serving ? SERVING.batchSize : 64,
          limit: EMBED_SLICE,
          signal: controller.signal,
          pause: serving
            ? async () => {
                await sleep(Date.now() - batchStarted);
                batchStarted = Date.now();
              }
            : undefined,
          onProgress: ({ kind, done, total }) => {
            if (done === total || done % 256 < SERVING.batchSize) app.log.info(`search: embedded ${done}/${total} ${kind}`);
          },
        });
        if (embedded > 0 && !controller.signal.aborted) await enqueueEmbedding(app.jobs, db);
      } finally {
        await bulk.close?.();
      }
    },
  });

  if (background) {
    // Whatever is pending from before (an import without embedding, a crash) and the demo data,
    // written before the server listens, get a pass once the first visitors have been served.
    app.addHook('onReady', async () => {
      await enqueueEmbedding(app.jobs, app.db, { startAfter: new Date(Date.now() + START_PASS_DELAY_MS) });
    });
  }
  // With the warm-up, the prompt encoder is loaded and warmed before the server is ready, so neither
  // the first search nor the first visitors wait for it.
  if (app.config.warmUp && app.database.hasVector) {
    app.addHook('onReady', async () => {
      await embedder
        .prepare?.()
        .catch((error: unknown) => app.log.warn({ err: error }, 'search: the embedding model failed to load'));
    });
  }
  app.addHook('onClose', async () => {
    controller.abort();
    await embedder.close?.();
  });
  return { embedder };
}
