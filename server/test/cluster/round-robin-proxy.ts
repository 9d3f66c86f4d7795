import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobinProxy = {
  url: string;
  /** How many requests each upstream has been given, in the order of `upstreams`. */
  served: number[];
  close: () => Promise<void>;
};

/**
 * A load balancer as small as it gets: each request (not each connection) goes to the next
 * upstream in turn, so consecutive calls of one client alternate between instances. It sets
 * X-Forwarded-For like a real proxy would.
 */
export async function startRoundRobinProxy(upstreams: string[], port = 0): Promise<RoundRobinProxy> {
  const served = upstreams.map(() => 0);
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const index = next++ % upstreams.length;
    served[index]! += 1;
    const target = new URL(request.url ?? '/', upstreams[index]);
    const upstream = http.request(
      target,
      {
        method: request.method,
        agent,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: `upstream ${upstreams[index]} failed: ${error.message}` }));
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
