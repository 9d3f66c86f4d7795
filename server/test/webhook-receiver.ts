import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { path: string; headers: Record<string, string>; body: string };

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: it records every request and answers each with
 * the next status given for its path (then 200).
 */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = answers.get(request.url ?? '')?.shift() ?? 200;
      if (status >= 300 && status < 400) response.setHeader('location', '/elsewhere');
      response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    /** The statuses to answer the next requests to `path` with, in order. */
    answer: (path: string, ...statuses: number[]) => answers.set(path, [...(answers.get(path) ?? []), ...statuses]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
