import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { suiteApp } from './helpers.ts';

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For counts, never every hop: the client writes
 * the first entries of that header itself, so a per-IP limit must not follow them.
 */

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('takes off, a hop count, or a list of proxy addresses and CIDR ranges; the old on means one hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxy('off')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('on')).toBe(1);
    expect(trustProxy('true')).toBe(1);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8, 192.168.1.7,::1, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['everyone', '10.0.0.0/33', '10.0.0.1/8/2', 'nginx', '-1']) {
      expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY: must be off, a number of proxy hops/);
    }
  });
});

/** A sign-in request as it reaches the app from the proxy at 127.0.0.1 (inject's address). */
const signIn = (app: ReturnType<typeof suiteApp>['app'], forwardedFor: string, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/magic-link',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `someone-${n}-${Math.random().toString(36).slice(2)}@example.com` },
  });

for (const setting of ['1', 'on', '127.0.0.1']) {
  describe(`the sign-in limit behind one proxy (TRUST_PROXY=${setting})`, () => {
    const t = suiteApp({ TRUST_PROXY: setting, AUTH_IP_LIMIT: '2' });

    it('counts the address the proxy wrote, whatever the client put before it', async () => {
      // The proxy wrote the client's address; the client wrote the rest.
      expect((await signIn(t.app, '203.0.113.9', 1)).statusCode).toBe(204);
      expect((await signIn(t.app, '1.1.1.1, 203.0.113.9', 2)).statusCode).toBe(204);
      const limited = await signIn(t.app, '203.0.113.9', 3);
      expect(limited.statusCode).toBe(429);
      for (const forged of ['1.2.3.4, 203.0.113.9', '198.51.100.1, 1.2.3.4, 203.0.113.9']) {
        expect((await signIn(t.app, forged, 4)).statusCode, forged).toBe(429);
      }
      // Another client (another address written by the proxy) has its own allowance.
      expect((await signIn(t.app, '203.0.113.10', 5)).statusCode).toBe(204);
    });
  });
}
