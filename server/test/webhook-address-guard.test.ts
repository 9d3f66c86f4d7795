import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../src/webhooks/address-guard.ts';
import { postWebhook } from '../src/webhooks/send.ts';
import { startReceiver } from './webhook-receiver.ts';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const post = (url: string, allowPrivate: boolean, timeoutMs?: number) =>
  postWebhook({ url, body: '{}', headers: { 'webhook-id': 'msg_test' }, allowPrivate, timeoutMs });

describe('webhook address guard', () => {
  it('knows private, loopback, link-local and other reserved addresses, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses a URL that resolves to a private address, by name or by number, unless allowed', async () => {
    const before = receiver.received.length;
    const port = new URL(receiver.url()).port;
    for (const url of [receiver.url(), `http://localhost:${port}/hook`, `http://[::ffff:127.0.0.1]:${port}/hook`]) {
      const refused = await post(url, false);
      expect(refused.status, url).toBeNull();
      expect(refused.error, url).toMatch(/private, loopback or link-local/);
    }
    expect(receiver.received.length).toBe(before);

    const allowed = await post(receiver.url(), true);
    expect(allowed).toEqual({ status: 200, error: null });
    expect(receiver.received.length).toBe(before + 1);
  });

  it('does not follow a redirect: a 3xx is a failed attempt and the target is never asked', async () => {
    receiver.answer('/moved', 302);
    const result = await post(receiver.url('/moved'), true);
    expect(result).toEqual({ status: 302, error: 'Redirect (302) not followed.' });
    expect(receiver.received.filter((request) => request.path === '/elsewhere')).toHaveLength(0);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    const result = await post(`http://127.0.0.1:${port}/`, true, 300);
    expect(result).toEqual({ status: null, error: 'No answer within 0.3 s.' });
    expect(Date.now() - started).toBeLessThan(5000);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
