import type { IncomingMessage } from 'node:http';

/**
 * The request body as a Web stream that ends, rather than fails, when the client goes away: tus then
 * keeps the bytes that arrived, and the client resumes from that offset (tus core "resume").
 * Reading pauses while the consumer is behind.
 */
function bodyOf(request: IncomingMessage): ReadableStream<Uint8Array> {
  let closed = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const close = () => {
        if (closed) return;
        closed = true;
        controller.close();
      };
      request.on('data', (chunk: Buffer) => {
        if (closed) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) request.pause();
      });
      request.on('end', close);
      request.on('aborted', close);
      request.on('error', close);
      request.on('close', close);
    },
    pull() {
      request.resume();
    },
    cancel() {
      closed = true;
      request.resume();
    },
  });
}

/** The Node request as a Web `Request` (what @tus/server's `handleWeb` takes), its URL on `origin`. */
export function toWebRequest(request: IncomingMessage, origin: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method,
    headers,
    ...(hasBody ? { body: bodyOf(request), duplex: 'half' } : {}),
  });
}
