import type { FastifyInstance } from 'fastify';
import type { Embedder } from './embeddings/embedder.ts';
import { createEmbedder } from './embeddings/create.ts';
import { embedPending } from './indexing.ts';
import { setupSearch } from './sql.ts';

/** The search's embedder and a way to embed what is pending now. */
export type SearchIndex = { embedder: Embedder; embedPending: () => Promise<number> };

/** How often a listening server looks for talents and companies to embed (new sign-ups, imports). */
const EMBED_EVERY_MS = 60_000;

/**
 * Installs the search SQL (triggers, and vector tables where pgvector exists) and, once the server
 * listens, embeds in the background whatever has no embedding yet; search answers full-text for those meanwhile.
 */
export async function startSearchIndex(app: FastifyInstance): Promise<SearchIndex> {
  await setupSearch(app.db, { hasVector: app.database.hasVector });
  if (!app.database.hasVector) app.log.warn('pgvector is not available: talent and company search is full-text only');
  const embedder = createEmbedder(app.config);
  // Bulk embedding gets its own model, so a search never waits behind a batch.
  const background = createEmbedder(app.config);
  let running: Promise<number> | null = null;
  const controller = new AbortController();
  const embedNow = () => {
    if (!app.database.hasVector) return Promise.resolve(0);
    running ??= embedPending({
      db: app.db,
      embedder: background,
      batchSize: 16,
      signal: controller.signal,
      onProgress: ({ kind, done, total }) => {
        if (done === total || done % 1024 < 16) app.log.info(`search: embedded ${done}/${total} ${kind}`);
      },
    }).finally(async () => {
      // Its model (about 170 MB) is let go until there is something to embed again: sign-ups and
      // imports are occasional, and loading it takes under a second.
      await background.close?.();
      running = null;
    });
    return running;
  };
  const index: SearchIndex = { embedder, embedPending: embedNow };

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    // A listening server loads the model now, so the first search does not wait for it.
    if (app.database.hasVector) {
      void embedder
        .prepare?.()
        .catch((error: unknown) => app.log.warn({ err: error }, 'search: the embedding model failed to load'));
    }
    // SEARCH_BACKGROUND_EMBEDDING=off leaves embedding to `npm run db:embed` (benchmarks, big imports).
    if (!app.config.embeddings.background) return;
    const tick = () =>
      embedNow().catch((error: unknown) => app.log.error({ err: error }, 'search: embedding failed; will retry'));
    void tick();
    timer = setInterval(tick, EMBED_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    controller.abort();
    await running?.catch(() => 0);
    await background.close?.();
    await embedder.close?.();
  });
  return index;
}
