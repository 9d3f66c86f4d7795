import type { Config } from '../../config.ts';
import type { Embedder } from './embedder.ts';
import { createLocalEmbedder, createLocalWorkerEmbedder } from './local.ts';
import { createOpenAiEmbedder } from './openai.ts';

/** EMBEDDINGS_URL switches from the local model to an OpenAI-compatible endpoint. */
export function createEmbedder(config: Pick<Config, 'embeddings'>): Embedder {
  const { url, apiKey, model } = config.embeddings;
  if (url) return createOpenAiEmbedder({ url, apiKey, model: model ?? 'text-embedding-3-small' });
  return createLocalEmbedder();
}

/** For bulk embedding inside the server: the local model runs on a worker thread. */
export function createBackgroundEmbedder(config: Pick<Config, 'embeddings'>): Embedder & { close?: () => Promise<void> } {
  return config.embeddings.url ? createEmbedder(config) : createLocalWorkerEmbedder();
}
