// The sentence encoder's graph run in one synchronous pass. Plain JavaScript: it runs on the
// encoder's worker thread (local-worker.mjs), which does not get the tsx loader.
import { tensor1d, tensor2d } from '@energetic-ai/core';

const SCOPE = 'module_apply_default/Encoder_en/KonaTransformer/';
/** Positions past this many tokens are cut off by the graph itself (a constant of the model). */
const MAX_TOKENS = `${SCOPE}ClipToMaxLength/Less/y`;
/**
 * The graph's two `Where` ops make tfjs run it op by op with `executeAsync`. What they compute
 * follows from the tokens alone, so we feed the nodes that read them: the tokens kept (those within
 * MAX_TOKENS), and each kept token's (row, position) with its position.
 */
const KEPT = `${SCOPE}ClipToMaxLength/Reshape`;
const CELLS = `${SCOPE}Encode/TransformerStack/Layer_1/TransformerLayer/FFN/StoreMask/ToInt32`;
const POSITIONS = `${SCOPE}Encode/TransformerStack/Layer_0/AddTimingSignal/strided_slice_2`;
/**
 * Embedded both ways once, at load (the last text runs past MAX_TOKENS): any difference and the
 * library's path is used.
 */
const PROBE = ['Staff ML engineer, distributed training @ Scale', 'Fondatrice · 東京 · 🚀', 'PyTorch CUDA Ray '.repeat(60)];

/**
 * `embed(texts)` for an `EmbeddingsModel` of @energetic-ai/embeddings, giving exactly what its own
 * `embed` gives, about 15% faster for a single prompt (`direct`); the library's own path when the
 * model is not the graph this was written for.
 */
export async function graphEncoder(embeddingsModel) {
  const library = { embed: (texts) => embeddingsModel.embed(texts), direct: false };
  const { tokenizer, model } = embeddingsModel;
  const maxTokens = model.weights?.[MAX_TOKENS]?.[0]?.dataSync()[0];
  const nodes = model.executor?.graph?.nodes ?? {};
  if (!maxTokens || ![KEPT, CELLS, POSITIONS].every((name) => nodes[name])) return library;

  const direct = (texts) => {
    const indices = [];
    const values = [];
    const kept = [];
    const cells = [];
    const positions = [];
    texts.forEach((text, row) => {
      tokenizer.encode(text).forEach((id, position) => {
        if (position < maxTokens) {
          kept.push(values.length);
          cells.push(row, position);
          positions.push(position);
        }
        indices.push(row, position);
        values.push(id);
      });
    });
    const inputs = {
      indices: tensor2d(indices, [values.length, 2], 'int32'),
      values: tensor1d(values, 'int32'),
      [KEPT]: tensor1d(kept, 'int32'),
      [CELLS]: tensor2d(cells, [positions.length, 2], 'int32'),
      [POSITIONS]: tensor1d(positions, 'int32'),
    };
    try {
      const output = model.execute(inputs);
      const vectors = output.arraySync();
      output.dispose();
      return vectors;
    } finally {
      for (const input of Object.values(inputs)) input.dispose();
    }
  };

  try {
    const [ours, theirs] = [direct(PROBE), await library.embed(PROBE)];
    const same =
      ours.length === theirs.length && ours.every((vector, row) => vector.every((value, at) => value === theirs[row][at]));
    return same ? { embed: async (texts) => direct(texts), direct: true } : library;
  } catch {
    return library;
  }
}
