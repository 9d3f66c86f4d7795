import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { sessions, signInTokens, users } from '../src/db/schema.ts';
import { loadConfig } from '../src/config.ts';
import { authHeader, buildTestApp, linkFromMail, readOutbox, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'boss@example.test' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each call comes from its own address, so the per-IP limit only bites in its own test. */
function requestLink(
  email: string,
  redirectUrl?: string,
  remoteAddress = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
) {
  return t.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email, redirectUrl }, remoteAddress });
}

async function latestLinkFor(email: string) {
  const mail = (await readOutbox(t)).find((raw) => raw.includes(`To: ${email}`));
  if (!mail) throw new Error(`no mail to ${email}`);
  return linkFromMail(mail, '/login-confirm');
}

const verify = (email: string, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, token } });
const refresh = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });
const DAY_MS = 24 * 3600_000;

describe('magic link sign-in', () => {
  it('answers 204 for any well-formed address and e-mails a link with the token', async () => {
    const response = await requestLink('New.Person@Example.test', '/events/demo?x=1');
    expect(response.statusCode).toBe(204);
    const link = await latestLinkFor('new.person@example.test');
    expect(link.origin).toBe('http://hearth.test');
    expect(link.pathname).toBe('/login-confirm');
    expect(link.searchParams.get('email')).toBe('new.person@example.test');
    expect(link.searchParams.get('redirectUrl')).toBe('/events/demo?x=1');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('stores only a hash of the token', async () => {
    await requestLink('hash.check@example.test');
    const token = (await latestLinkFor('hash.check@example.test')).searchParams.get('token')!;
    const rows = await t.app.db.select().from(signInTokens).where(eq(signInTokens.email, 'hash.check@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a malformed address with 400 and an empty one with the SPEC message', async () => {
    const bad = await requestLink('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/valid email/i);
    const empty = await requestLink('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter your email address');
  });

  it('verifies once, creates the user, and marks a new user', async () => {
    await requestLink('first.timer@example.test', '/events');
    const token = (await latestLinkFor('first.timer@example.test')).searchParams.get('token')!;
    const first = await verify('first.timer@example.test', token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.isNewUser).toBe(true);
    expect(body.redirectUrl).toBe('/events');
    expect(body.user.email).toBe('first.timer@example.test');
    expect(body.user.role).toBe('user');

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.user.id);

    const second = await verify('first.timer@example.test', token);
    expect(second.statusCode).toBe(410);
    expect(second.json().reason).toBe('used');
  });

  it('gives exactly one session for twenty concurrent redemptions', async () => {
    await requestLink('racer@example.test');
    const token = (await latestLinkFor('racer@example.test')).searchParams.get('token')!;
    const results = await Promise.all(Array.from({ length: 20 }, () => verify('racer@example.test', token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 410 && r.json().reason === 'used')).toHaveLength(19);
  });

  describe('a link that does not sign in says why', () => {
    async function issuedToken(email: string) {
      await requestLink(email);
      return (await latestLinkFor(email)).searchParams.get('token')!;
    }
    const expire = (email: string) =>
      t.app.db
        .update(signInTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(signInTokens.email, email));

    it('a used link: 410, reason used, with the address it was issued to', async () => {
      const token = await issuedToken('twice@example.test');
      expect((await verify('twice@example.test', token)).statusCode).toBe(200);
      const again = await verify('twice@example.test', token);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({
        reason: 'used',
        email: 'twice@example.test',
        message: expect.stringMatching(/already been used/),
      });
    });

    it('an expired link: 410, reason expired, with the address, and it still does not sign in', async () => {
      const token = await issuedToken('late@example.test');
      await expire('late@example.test');
      const late = await verify('Late@Example.test', token);
      expect(late.statusCode).toBe(410);
      expect(late.json()).toEqual({ reason: 'expired', email: 'late@example.test', message: expect.stringMatching(/expired/) });
      const [row] = await t.app.db.select().from(signInTokens).where(eq(signInTokens.email, 'late@example.test'));
      expect(row!.usedAt).toBeNull();
    });

    it('a link used and then expired says used', async () => {
      const token = await issuedToken('used.then.late@example.test');
      expect((await verify('used.then.late@example.test', token)).statusCode).toBe(200);
      await expire('used.then.late@example.test');
      expect((await verify('used.then.late@example.test', token)).json().reason).toBe('used');
    });

    it('an unknown token: 404, reason invalid, and no address', async () => {
      const unknown = await verify('nobody@example.test', 'a-well-formed-token-nobody-was-ever-sent');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ reason: 'invalid', message: expect.stringMatching(/not valid/) });
    });

    it("a real token with another address: 404 invalid, naming neither address, and the owner's link still works", async () => {
      const token = await issuedToken('owner@example.test');
      const edited = await verify('someone.else@example.test', token);
      expect(edited.statusCode).toBe(404);
      expect(edited.json()).toEqual({ reason: 'invalid', message: expect.any(String) });
      expect(edited.body).not.toContain('owner@example.test');
      expect((await verify('owner@example.test', token)).statusCode).toBe(200);
    });

    it('a malformed request stays 400 with only a message and the field it is about (no reason)', async () => {
      for (const payload of [
        { email: 'short@example.test', token: 'too-short' },
        { email: 'not-an-address', token: 'a-well-formed-token-nobody-was-ever-sent' },
      ]) {
        const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload });
        expect(malformed.statusCode).toBe(400);
        expect(Object.keys(malformed.json()).sort()).toEqual(['field', 'message']);
      }
    });
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'does not follow redirectUrl=%s',
    async (redirectUrl) => {
      const email = `redirect-${Math.random().toString(36).slice(2)}@example.test`;
      await requestLink(email, redirectUrl);
      const link = await latestLinkFor(email);
      expect(link.searchParams.get('redirectUrl')).toBe('/profile');
      const body = (await verify(email, link.searchParams.get('token')!)).json();
      expect(body.redirectUrl).toBe('/profile');
    },
  );

  it('grants admin to ADMIN_EMAILS', async () => {
    await requestLink('Boss@example.test');
    const token = (await latestLinkFor('boss@example.test')).searchParams.get('token')!;
    expect((await verify('boss@example.test', token)).json().user.role).toBe('admin');
  });

  it('rate limits links per address', async () => {
    const email = 'spammy@example.test';
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await requestLink(email)).statusCode);
    expect(codes.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(codes[5]).toBe(429);
  });

  it('rate limits links per IP, and X-Forwarded-For does not get around it', async () => {
    const codes = [];
    for (let i = 0; i < 21; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        payload: { email: `ip-${i}@example.test` },
        remoteAddress: '192.0.2.77',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 204)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('sessions', () => {
  it('refreshes a token and revokes the session on log out', async () => {
    const user = await makeUser(t.app.db);
    const headers = await authHeader(t.app, user.id);
    const refreshed = await refresh(headers);
    expect(refreshed.statusCode).toBe(200);
    const refreshedHeaders = { authorization: `Bearer ${refreshed.json().token}` };
    expect((await me(refreshedHeaders)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: refreshedHeaders });
    expect(logout.statusCode).toBe(204);
    expect((await me(refreshedHeaders)).statusCode).toBe(401);
  });

  it('retires the old token at refresh: refused at once, and it cannot be refreshed again', async () => {
    const user = await makeUser(t.app.db);
    const old = await authHeader(t.app, user.id);
    expect((await me(old)).statusCode).toBe(200);
    const first = await refresh(old);
    expect(first.statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    const again = await refresh(old);
    expect(again.statusCode).toBe(401);
    // The new token still works, and refreshes in turn.
    const next = { authorization: `Bearer ${first.json().token}` };
    expect((await me(next)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
    expect((await me(next)).statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes of one token through', async () => {
    const user = await makeUser(t.app.db);
    const old = await authHeader(t.app, user.id);
    const codes = (await Promise.all([refresh(old), refresh(old)])).map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 401]);
    const live = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });

  it('sets started_at at sign-in, keeps it across refreshes, and never issues a token past the absolute lifetime', async () => {
    const email = 'started.at@example.test';
    await requestLink(email);
    const token = (await latestLinkFor(email)).searchParams.get('token')!;
    const signedIn = await verify(email, token);
    expect(signedIn.statusCode).toBe(200);
    const { sid, exp } = decodeJwt(signedIn.json().token) as { sid: string; exp: number };
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(Math.abs(row!.startedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(exp * 1000).toBeLessThanOrEqual(row!.startedAt.getTime() + 90 * DAY_MS);

    // 89.5 days after sign-in: the refreshed token ends with the session, in half a day, not in 30 days.
    const startedAt = new Date(Date.now() - 89.5 * DAY_MS);
    await t.app.db.update(sessions).set({ startedAt }).where(eq(sessions.id, sid));
    const refreshed = await refresh({ authorization: `Bearer ${signedIn.json().token}` });
    expect(refreshed.statusCode).toBe(200);
    const next = decodeJwt(refreshed.json().token) as { sid: string; exp: number };
    expect(next.sid).not.toBe(sid);
    expect(next.exp * 1000).toBeLessThanOrEqual(startedAt.getTime() + 90 * DAY_MS);
    expect(next.exp * 1000).toBeGreaterThan(Date.now());
    const [nextRow] = await t.app.db.select().from(sessions).where(eq(sessions.id, next.sid));
    expect(nextRow!.startedAt).toEqual(startedAt);
  });

  it('refuses a session past its absolute lifetime, refresh included', async () => {
    const user = await makeUser(t.app.db);
    const headers = await authHeader(t.app, user.id);
    expect((await me(headers)).statusCode).toBe(200);
    await t.app.db
      .update(sessions)
      .set({ startedAt: new Date(Date.now() - 91 * DAY_MS) })
      .where(eq(sessions.userId, user.id));
    expect((await refresh(headers)).statusCode).toBe(401);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('follows SESSION_MAX_AGE_DAYS, and refuses a bad value', async () => {
    const short = await buildTestApp({ SESSION_MAX_AGE_DAYS: '1' });
    try {
      const user = await makeUser(short.app.db);
      const headers = await authHeader(short.app, user.id);
      const refreshed = await short.app.inject({ method: 'POST', url: '/api/auth/refresh', headers });
      expect(refreshed.statusCode).toBe(200);
      expect(decodeJwt(refreshed.json().token).exp! * 1000).toBeLessThanOrEqual(Date.now() + DAY_MS);
      await short.app.db
        .update(sessions)
        .set({ startedAt: new Date(Date.now() - 1.5 * DAY_MS) })
        .where(eq(sessions.userId, user.id));
      const late = await short.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { authorization: `Bearer ${refreshed.json().token}` },
      });
      expect(late.statusCode).toBe(401);
    } finally {
      await short.close();
    }
    for (const value of ['0', '-3', 'soon']) {
      expect(() => loadConfig({ SESSION_MAX_AGE_DAYS: value })).toThrow(/SESSION_MAX_AGE_DAYS/);
    }
  });

  it('refreshes only session tokens: an API key gets 401', async () => {
    const admin = await makeAdmin(t.app.db);
    const { key } = await makeApiKey(t.app.db, { createdBy: admin.id });
    const response = await refresh({ authorization: `Bearer ${key}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Only a session token can be refreshed.');
  });

  it('refuses a missing, forged or tampered token with 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    const user = await makeUser(t.app.db);
    const { authorization } = await authHeader(t.app, user.id);
    const tampered = authorization.slice(0, -2) + (authorization.endsWith('A') ? 'BB' : 'AA');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: tampered } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer nonsense' } })).statusCode,
    ).toBe(401);
  });

  it('health reports the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    const [count] = await t.app.db.select().from(users).limit(1);
    expect(count).toBeDefined();
  });
});
