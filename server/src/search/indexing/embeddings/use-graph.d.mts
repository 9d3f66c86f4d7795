import type { EmbeddingsModel } from '@energetic-ai/embeddings';

export function graphEncoder(
  model: EmbeddingsModel,
): Promise<{ embed: (texts: string[]) => Promise<number[][]>; direct: boolean }>;
