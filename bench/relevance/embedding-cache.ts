import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Embedder } from '../../server/src/search/indexing/embeddings/embedder.ts';

/**
 * Embeddings kept on disk between benchmark runs, by model and text: the judged set is embedded
 * once (about a minute here), and a change of what is embedded only embeds the changed texts.
 */
export function cachedEmbedder(inner: Embedder): Embedder & { save: () => void } {
  const file = path.join(os.tmpdir(), `hearth-relevance-embeddings-${inner.model}.json`);
  const cache = new Map<string, string>(fs.existsSync(file) ? Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))) : []);
  const encode = (vector: number[]) => Buffer.from(new Float32Array(vector).buffer).toString('base64');
  const decode = (text: string) => Array.from(new Float32Array(new Uint8Array(Buffer.from(text, 'base64')).buffer));
  let changed = false;
  return {
    model: inner.model,
    async embed(texts) {
      const missing = [...new Set(texts.filter((text) => !cache.has(text)))];
      if (missing.length > 0) {
        const vectors = await inner.embed(missing);
        missing.forEach((text, index) => cache.set(text, encode(vectors[index]!)));
        changed = true;
      }
      return texts.map((text) => decode(cache.get(text)!));
    },
    prepare: inner.prepare,
    close: inner.close,
    save() {
      if (changed) fs.writeFileSync(file, JSON.stringify(Object.fromEntries(cache)));
      changed = false;
    },
  };
}
