import type { Config } from '../../../config.ts';
import type { Embedder } from './embedder.ts';
import { createLocalEmbedder } from './local.ts';
import { createOpenAiEmbedder } from './openai.ts';

/** EMBEDDINGS_URL switches from the local model to an OpenAI-compatible endpoint. `threads` only concerns the local model. */
export function createEmbedder(
  config: Pick<Config, 'embeddings'>,
  options: { threads?: number; lowPriority?: boolean } = {},
): Embedder {
  const { url, apiKey, model } = config.embeddings;
  if (url) return createOpenAiEmbedder({ url, apiKey, model: model ?? 'text-embedding-3-small' });
  return createLocalEmbedder(options);
}
