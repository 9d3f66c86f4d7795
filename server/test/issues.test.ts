import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueReports } from '../src/db/schema.ts';
import { authHeader, buildTestApp, readOutbox, type TestApp } from './helpers.ts';
import { makeAdmin, makeUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'ops@example.test' });
});
afterAll(() => t.close());

/** `POST /api/issues`, from `remoteAddress` when given (reports are rate limited per IP). */
const report = (payload: object, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/issues', payload, ...options });

describe('POST /api/issues', () => {
  it('stores a report from anyone and e-mails the admins', async () => {
    const admin = await makeAdmin(t.app.db, { email: 'lead-admin@example.test' });
    const response = await report({ email: 'visitor@example.test', name: 'Visitor', issue: 'The map does not load.' });
    expect(response.statusCode).toBe(204);
    const rows = await t.app.db.select().from(issueReports);
    expect(rows.some((row) => row.issue === 'The map does not load.' && row.userId === null)).toBe(true);
    const mail = (await readOutbox(t)).find((raw) => raw.includes('The map does not load.'));
    expect(mail).toBeDefined();
    expect(mail).toContain(admin.email!);
    expect(mail).toContain('ops@example.test');
  });

  it('links the report to a signed-in reporter', async () => {
    const user = await makeUser(t.app.db);
    const response = await report(
      { email: '', name: '', issue: 'Signed-in report' },
      { remoteAddress: '10.1.0.1', headers: await authHeader(t.app, user.id) },
    );
    expect(response.statusCode).toBe(204);
    const rows = await t.app.db.select().from(issueReports);
    expect(rows.find((row) => row.issue === 'Signed-in report')?.userId).toBe(user.id);
  });

  it('refuses an empty issue and oversize fields with 400', async () => {
    const empty = await report({ issue: '   ' }, { remoteAddress: '10.1.0.2' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please describe the issue');
    const huge = await report({ issue: 'x'.repeat(5001) }, { remoteAddress: '10.1.0.3' });
    expect(huge.statusCode).toBe(400);
  });

  it('rate limits reports per IP with 429 and Retry-After', async () => {
    const codes: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 6; i++) {
      const response = await report({ issue: `flood ${i}` }, { remoteAddress: '10.1.0.9' });
      codes.push(response.statusCode);
      retryAfter ??= response.headers['retry-after'] as string | undefined;
    }
    expect(codes).toEqual([204, 204, 204, 204, 204, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404 and malformed JSON with 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/issues',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTypeOf('string');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await report({ issue: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request is too large.');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limits in Redis (REDIS_URL)', () => {
  it('shares the per-IP counter between two instances', async () => {
    const namespaceIp = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const [a, b] = await Promise.all([
      buildTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' }),
      buildTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' }),
    ]);
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? a.app : b.app;
        codes.push(
          (
            await app.inject({
              method: 'POST',
              url: '/api/issues',
              payload: { issue: `shared ${i}` },
              remoteAddress: namespaceIp,
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([204, 204, 204, 204, 204, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
