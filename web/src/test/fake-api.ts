import { vi } from 'vitest';

/** A JSON answer as the API sends it; without a body when `body` is undefined (a 204). */
export const jsonResponse = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** One request the web made: its method, path (and query through `url`) and what it sent. */
export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  init: RequestInit;
}

/**
 * Stubs `fetch` with `respond` (tests undo it with `vi.unstubAllGlobals()`). Returns every request, in order,
 * both as `requests` and as `calls` lines such as `POST /api/admins`.
 */
export function fakeApi(respond: (request: FakeRequest) => Response | Promise<Response>) {
  const requests: FakeRequest[] = [];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const request = { method: init.method ?? 'GET', path: url.pathname, url, init };
      requests.push(request);
      calls.push(`${request.method} ${request.path}`);
      return respond(request);
    }),
  );
  return { requests, calls };
}

/**
 * Stubs `fetch` for a form that sends to one `path` (such as `/api/issues`): every request elsewhere
 * fails the test; each answer has `status` (a 204, or `{ message }`). Returns the JSON bodies sent.
 */
export function recordSentBodies(path: string, { status = 204, message = 'Failed' }: { status?: number; message?: string } = {}) {
  const sent: unknown[] = [];
  fakeApi((request) => {
    if (request.path !== path) throw new Error(`unexpected request ${request.path}`);
    sent.push(JSON.parse(String(request.init.body)));
    return jsonResponse(status, status === 204 ? undefined : { message });
  });
  return sent;
}
