import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, writeWebDist, type TestApp } from './helpers.ts';
import { makeEvent, makeRegistration, makeUser } from './factories.ts';

describe('GET /user/{userId} (the app shell)', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-web-'));
  beforeAll(async () => {
    writeWebDist(webDist, {
      chunks: {
        'src/app/routes/user-profile.tsx': 'assets/user-profile-abc.js',
        'src/app/routes/events.tsx': 'assets/events-abc.js',
      },
    });
    t = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers 200 without noindex for a real user', async () => {
    const user = await makeUser(t.app.db, { name: 'Rhea Real' });
    const page = await t.app.inject({ method: 'GET', url: `/user/${user.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('noindex');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/user-profile-abc.js">');
  });

  it('carries nothing of the user: no name, headline, e-mail, role or events (the API decides what a viewer sees)', async () => {
    const user = await makeUser(t.app.db, {
      name: 'Sid Secret',
      headline: 'Quiet builder',
      role: 'admin',
      showUpcomingEvents: true,
    });
    const event = await makeEvent(t.app.db, { name: 'Hush Unlisted Night', access: 'unlisted' });
    await makeRegistration(t.app.db, { eventId: event.id, userId: user.id, status: 'approved' });
    const page = await t.app.inject({ method: 'GET', url: `/user/${user.id}` });
    expect(page.statusCode).toBe(200);
    for (const secret of ['Sid Secret', 'Quiet builder', user.email!, 'admin', 'Hush Unlisted Night', event.slug]) {
      expect(page.body).not.toContain(secret);
    }
  });

  it("announces a screen's code on the other app pages too, and none on a page it does not know", async () => {
    const events = await t.app.inject({ method: 'GET', url: '/events?view=past' });
    expect(events.statusCode).toBe(200);
    expect(events.headers['content-type']).toMatch(/text\/html/);
    expect(events.body).toContain('<link rel="modulepreload" crossorigin href="/assets/events-abc.js">');
    const other = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<div id="root"></div>');
    expect(other.body).not.toContain('modulepreload');
  });

  it.each([
    ['an unknown id', crypto.randomUUID()],
    ['a malformed id', 'does-not-exist'],
  ])('answers the app shell with 404 and noindex for %s', async (_what, id) => {
    const page = await t.app.inject({ method: 'GET', url: `/user/${id}` });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('modulepreload');
  });

  it('leaves the API answer of an unknown user as JSON', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/user/${crypto.randomUUID()}` });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'User not found.' });
  });
});
