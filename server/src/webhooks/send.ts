import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, isPrivateAddress, PrivateAddressError } from './address-guard.ts';

/** An attempt that has not been answered in this long counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Of an answer only its status matters; a little of its body is read for the delivery log, no more. */
const MAX_ANSWER_BYTES = 4096;

export type SendResult = { status: number | null; error: string | null };

/**
 * POSTs `body` to `url` once: no redirect is followed (a 3xx is a failure), an address that resolves
 * to a private network is refused unless `allowPrivate`, and the whole exchange has 10 s.
 */
export function postWebhook(options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs?: number;
}): Promise<SendResult> {
  const url = new URL(options.url);
  const client = url.protocol === 'https:' ? https : http;
  // A socket given an address connects without a lookup: check an address written in the URL here.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!options.allowPrivate && net.isIP(literal) && isPrivateAddress(literal)) {
    return Promise.resolve({ status: null, error: new PrivateAddressError(literal).message });
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(options.body)),
          'user-agent': 'Hearth-Webhooks/1',
        },
        lookup: guardedLookup(options.allowPrivate),
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        const error = ok ? null : status >= 300 && status < 400 ? `Redirect (${status}) not followed.` : `HTTP ${status}`;
        response.on('end', () => finish({ status, error }));
        response.on('close', () => finish({ status, error }));
        response.on('error', () => finish({ status, error }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, error: `No answer within ${(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s.` });
    }, options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    request.on('error', (error) => finish({ status: null, error: error.message }));
    request.end(options.body);
  });
}
