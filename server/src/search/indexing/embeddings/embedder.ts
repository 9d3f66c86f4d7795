/** Turns texts into 512-dimension sentence embeddings (the vector(512) columns of talent_embeddings and company_embeddings). */
export type Embedder = {
  /** Stored beside each vector, so a change of model re-embeds. */
  readonly model: string;
  embed(texts: string[]): Promise<number[][]>;
  /** Loads and warms up a local model now, in the background, rather than on the first search. */
  prepare?: () => Promise<void>;
  /** Frees what it holds (a worker thread). */
  close?: () => Promise<void>;
};

export const EMBEDDING_DIMENSIONS = 512;
