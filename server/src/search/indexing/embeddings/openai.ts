import { EMBEDDING_DIMENSIONS, type Embedder } from './embedder.ts';

/** Any OpenAI-compatible `POST {url}/embeddings` endpoint, asked for 512 dimensions. */
export function createOpenAiEmbedder(options: { url: string; apiKey?: string; model: string }): Embedder {
  const endpoint = `${options.url.replace(/\/$/, '')}/embeddings`;
  return {
    model: options.model,
    async embed(texts) {
      if (texts.length === 0) return [];
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({ model: options.model, input: texts, dimensions: EMBEDDING_DIMENSIONS }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`Embeddings endpoint answered ${response.status}`);
      const body = (await response.json()) as { data: { index: number; embedding: number[] }[] };
      const vectors = [...body.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
      if (vectors.some((vector) => vector.length !== EMBEDDING_DIMENSIONS))
        throw new Error(`Embeddings must have ${EMBEDDING_DIMENSIONS} dimensions`);
      return vectors;
    },
  };
}
