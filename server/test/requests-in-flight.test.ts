import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countApiRequests } from '../src/http/requests-in-flight.ts';
import { waitFor } from './helpers.ts';

// The count background jobs give way to (jobs/queue.ts `busy`).
describe('countApiRequests', () => {
  const app = Fastify();
  const inFlight = countApiRequests(app);
  const release: (() => void)[] = [];
  let base = '';
  beforeAll(async () => {
    app.get('/api/slow', () => new Promise<string>((resolve) => release.push(() => resolve('done'))));
    app.get('/page', () => new Promise<string>((resolve) => release.push(() => resolve('page'))));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('counts API requests from arrival until answered, not pages', async () => {
    const answers = [fetch(`${base}/api/slow`), fetch(`${base}/api/slow`), fetch(`${base}/page`)];
    await waitFor(() => release.length === 3, 5000, 'three requests to arrive');
    expect(inFlight()).toBe(2);
    release.splice(0).forEach((resolve) => resolve());
    await Promise.all(answers);
    await waitFor(() => inFlight() === 0, 5000, 'the count to fall to 0');
  });

  it('stops counting a request whose client went away', async () => {
    const controller = new AbortController();
    const answer = fetch(`${base}/api/slow`, { signal: controller.signal }).catch(() => 'aborted');
    await waitFor(() => inFlight() === 1, 5000, 'the request to arrive');
    controller.abort();
    expect(await answer).toBe('aborted');
    await waitFor(() => inFlight() === 0, 5000, 'the count to fall to 0');
    release.splice(0).forEach((resolve) => resolve());
  });
});
