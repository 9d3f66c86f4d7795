import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, injectors, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const { get, post } = injectors(() => t.app);

const profile = { name: 'Ada', headline: 'Builder', linkedInURL: 'https://www.linkedin.com/in/ada' };

describe('text PostgreSQL cannot store is refused by one rule, on every route', () => {
  it('refuses a NUL in a path parameter with 400 naming it', async () => {
    const response = await get('/api/event/a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The slug contains a character that cannot be saved/);
  });

  it('refuses a NUL in a body field and in a query parameter', async () => {
    const user = await makeUser(t.app.db);
    const headers = await authHeader(t.app, user.id);
    const body = await post('/api/user/update', { ...profile, name: 'A\u0000da' }, headers);
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toMatch(/^The name contains a character/);
    const query = await get('/api/user/email?email=a%00b%40example.test', headers);
    expect(query.statusCode).toBe(400);
  });

  it('refuses a lone surrogate (half an emoji), in a value or a key, at any depth', async () => {
    const admin = await makeAdmin(t.app.db);
    const headers = { ...(await authHeader(t.app, admin.id)), 'content-type': 'application/json' };
    for (const payload of ['{"name":"Launch \\ud83d","date":"2026-03-07"}', '{"name":"Launch","sponsors":[{"\\udc00":1}]}']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/event/new', headers, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message).toContain('contains a character that cannot be saved');
    }
  });

  it('keeps whole emoji and other scripts', async () => {
    const user = await makeUser(t.app.db);
    const headers = await authHeader(t.app, user.id);
    const name = 'Ada 👩‍💻 漢字';
    const response = await post('/api/user/update', { ...profile, name }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe(name);
  });
});

describe('malformed multipart', () => {
  it('answers 400 for a multipart upload without a boundary or cut short', async () => {
    const admin = await makeAdmin(t.app.db);
    await makeEvent(t.app.db, {}, { hosts: [admin.id] });
    const headers = await authHeader(t.app, admin.id);
    const cutShort = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc';
    for (const url of ['/api/user/photo', '/api/event/poster']) {
      const noBoundary = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data' },
        payload: '--x\r\n\r\nabc\r\n--x--',
      });
      expect(noBoundary.statusCode, url).toBe(400);
      expect(noBoundary.json().message).toMatch(/is not valid multipart form data/);
      const truncated = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: cutShort,
      });
      expect(truncated.statusCode, url).toBe(400);
    }
  });
});

describe('validation messages name the field', () => {
  it("says 'Please select an event for your project' when a project has no event", async () => {
    const user = await makeUser(t.app.db);
    const response = await post('/api/projects/create', { name: 'PaperPilot' }, await authHeader(t.app, user.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please select an event for your project', field: 'event_id' });
  });

  it('names the field where the schema has no message of its own', async () => {
    const wrongType = await post('/api/issues', { issue: 5 });
    expect(wrongType.json()).toEqual({ message: 'The issue must be text.', field: 'issue' });
    const missing = await post('/api/auth/verify', { email: 'a@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Please fill in the token.', field: 'token' });
    const tooLong = await post('/api/issues', { issue: 'x', name: 'n'.repeat(201) });
    expect(tooLong.json()).toEqual({ message: 'The name can be at most 200 characters.', field: 'name' });
  });
});
