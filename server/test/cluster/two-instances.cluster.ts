import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshDatabase, linkFromMail, waitFor } from '../helpers.ts';
import { testSmtpServer } from '../smtp.ts';
import { startS3Server, type S3TestServer } from '../s3.ts';
import { startReceiver } from '../webhook-receiver.ts';
import { startInstance, waitUntilReady, type Instance } from './instances.ts';
import { startNginx, type Nginx } from './nginx.ts';

/**
 * The proof that Hearth scales out (docs/operations.md): two instances of the built server, each serving HTTP and
 * running jobs, on one PostgreSQL database, one Redis, one S3 server and one SMTP server, behind the
 * shipped deploy/nginx.conf (Debian's nginx, round-robin per request). Each has its own port and
 * DATA_DIR and nothing else of its own.
 */

const ADMIN_EMAIL = 'admin@cluster.test';
const API_RATE_LIMIT = 400;
/** A Redis database of this test's own, emptied first (rate-limit counters live there). */
const REDIS_DB = 9;
/** The default sign-in requests per address per 15 minutes (config.ts). */
const AUTH_IP_LIMIT = 20;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let s3: S3TestServer;
const smtp = testSmtpServer(await freePort());
let a: Instance;
let b: Instance;
let proxy: Nginx;
let adminToken: string;
let redisUrl: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

type Call = { method?: string; token?: string; body?: unknown; headers?: Record<string, string> };

async function call(base: string, path: string, { method = 'GET', token, body, headers = {} }: Call = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json: json as Record<string, unknown> };
}

/** Mail the SMTP server accepted for this address whose subject contains `subject`. */
const mailTo = (email: string, subject: string) =>
  smtp.received.filter((mail) => mail.to.includes(email) && new RegExp(`^Subject: .*${subject}`, 'mi').test(mail.raw));

/** Asks `requestVia` for a sign-in link, waits for the e-mail, redeems the link on `redeemVia`. */
async function signIn(email: string, requestVia: string, redeemVia: string): Promise<string> {
  const before = mailTo(email, 'sign-in link').length;
  const requested = await call(requestVia, '/api/auth/magic-link', { method: 'POST', body: { email } });
  expect(requested.status).toBe(204);
  const mail = await waitFor(() => mailTo(email, 'sign-in link')[before], 30_000, `the sign-in e-mail to ${email}`);
  const link = linkFromMail(mail.raw, '/login-confirm');
  const verified = await call(redeemVia, '/api/auth/verify', {
    method: 'POST',
    body: { email, token: link.searchParams.get('token') },
  });
  expect(verified.status).toBe(200);
  return verified.json.token as string;
}

/** A PNG signature followed by random bytes: uploads are recognised by content, and nothing decodes them. */
function fakePng(size: number): Buffer {
  const data = crypto.randomBytes(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}

beforeAll(async () => {
  database = await freshDatabase();
  if (!database.url) throw new Error('the cluster test needs DATABASE_URL (a PostgreSQL server)');
  redisUrl = `${(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/${REDIS_DB}`;
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();
  s3 = await startS3Server();
  await smtp.start();
  receiver = await startReceiver();

  // Both start at once on an empty database: migrations, search set-up and demo data must not collide.
  const proxyPort = await freePort();
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    ...s3.env,
    SMTP_URL: smtp.url,
    APP_URL: `http://127.0.0.1:${proxyPort}`,
    ADMIN_EMAILS: ADMIN_EMAIL,
    API_RATE_LIMIT: String(API_RATE_LIMIT),
    // As compose.yaml: one proxy in front, which writes X-Forwarded-For itself.
    TRUST_PROXY: '1',
    // A decision's e-mail waits this long for an undo; the test wants it at once.
    DECISION_GRACE_SECONDS: '0',
    // The webhook receiver listens on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE: 'on',
    LOG_LEVEL: 'warn',
  };
  [a, b] = await Promise.all([startInstance('a', shared), startInstance('b', shared)]);
  await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
  proxy = await startNginx([a.url, b.url], proxyPort);
  adminToken = await signIn(ADMIN_EMAIL, a.url, b.url);
}, 240_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp.stop();
  await receiver?.close();
  await s3?.stop();
  await database?.drop();
}, 60_000);

describe('two instances behind the shipped nginx', () => {
  it('both started at once on an empty database, and the demo data exists once', async () => {
    const events = await call(proxy.url, '/api/events');
    expect(events.status).toBe(200);
    const slugs = (events.json as unknown as { slug: string }[]).map((event) => event.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('accepts a session made by one instance on the other', async () => {
    const token = await signIn('guest-session@cluster.test', b.url, a.url);
    for (const base of [a.url, b.url]) {
      const me = await call(base, '/api/user', { token });
      expect(me.status).toBe(200);
      expect(me.json.email).toBe('guest-session@cluster.test');
    }
    const admin = await call(b.url, '/api/user', { token: adminToken });
    expect(admin.json.role).toBe('admin');
  });

  it('serves on B a poster uploaded through A, with the same safety headers', async () => {
    const poster = fakePng(40_000);
    const form = new FormData();
    form.append('file', new Blob([poster], { type: 'image/png' }), 'poster.png');
    const uploaded = await call(a.url, '/api/event/poster', { method: 'POST', token: adminToken, body: form });
    expect(uploaded.status).toBe(200);
    const response = await fetch(`${b.url}${uploaded.json.file_url as string}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(poster)).toBe(true);
  });

  it('finishes a resumable photo upload whose chunks alternate between the instances', async () => {
    const token = await signIn('photo@cluster.test', a.url, b.url);
    const photo = fakePng(1_300_000);
    const chunk = 256 * 1024;
    const created = await call(proxy.url, '/api/user/photo/uploads', {
      method: 'POST',
      token,
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(photo.length) },
    });
    expect(created.status, created.text).toBe(201);
    const location = new URL(created.headers.get('location')!, proxy.url).pathname;
    let last: Awaited<ReturnType<typeof call>> | null = null;
    const servedBefore = proxy.served();
    for (let offset = 0; offset < photo.length; offset += chunk) {
      const part = photo.subarray(offset, offset + chunk);
      const response = await fetch(`${proxy.url}${location}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${token}`,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: part,
      });
      const text = await response.text();
      expect(response.status, text).toBeLessThan(300);
      last = { status: response.status, headers: response.headers, text, json: text ? JSON.parse(text) : null };
    }
    // Both instances took chunks.
    const servedAfter = proxy.served();
    expect(servedAfter[0]! - servedBefore[0]!).toBeGreaterThan(1);
    expect(servedAfter[1]! - servedBefore[1]!).toBeGreaterThan(1);
    expect(last!.status).toBe(204);
    const fileUrl = last!.headers.get('file-url')!;
    for (const base of [a.url, b.url]) {
      const response = await fetch(`${base}${fileUrl}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true);
    }
  });

  it('pages a talent search started on A with load more on B, with no duplicate and no gap', async () => {
    /** Every result of a search, its pages asked of `instances` in turn, and the size of each page. */
    async function pageThrough(instances: string[]) {
      const idsOf = (list: unknown) => (list as { user: { id: string } }[]).map((result) => result.user.id);
      const first = await call(instances[0]!, '/api/query/new', {
        method: 'POST',
        token: adminToken,
        body: { prompt: 'engineer' },
      });
      expect(first.status).toBe(200);
      const ids = idsOf(first.json.list);
      const pageSizes = [ids.length];
      for (let page = 1; page < 30; page++) {
        const more = await call(instances[page % instances.length]!, '/api/load_more', {
          method: 'POST',
          token: adminToken,
          body: { session_id: first.json.id },
        });
        expect(more.status).toBe(200);
        const next = idsOf(more.json.list);
        if (next.length === 0) break;
        pageSizes.push(next.length);
        ids.push(...next);
      }
      return { ids, pageSizes };
    }
    const alternating = await pageThrough([a.url, b.url]);
    expect(alternating.ids.length).toBeGreaterThan(40);
    expect(new Set(alternating.ids).size).toBe(alternating.ids.length);
    expect(alternating.pageSizes.slice(0, -1).every((size) => size === 20)).toBe(true);
    // No gap: the same search paged on one instance alone gives the same results in the same order.
    const single = await pageThrough([a.url]);
    expect(alternating.ids).toEqual(single.ids);
  });

  it('counts the API rate limit across both instances', async () => {
    const created = await call(a.url, '/api/api-keys', { method: 'POST', token: adminToken, body: { name: 'cluster' } });
    expect(created.status).toBe(201);
    const key = created.json.key as string;
    const statuses: number[] = [];
    // Half the allowance on each instance; the next call, on either, is over the limit.
    for (let i = 0; i < API_RATE_LIMIT; i += 20) {
      const batch = await Promise.all(
        // A read a key may make (keys cannot manage keys).
        Array.from({ length: 20 }, (_, j) => call((i + j) % 2 === 0 ? a.url : b.url, '/api/admins', { token: key })),
      );
      statuses.push(...batch.map((response) => response.status));
    }
    expect(statuses.filter((status) => status === 200).length).toBe(API_RATE_LIMIT);
    const over = await call(b.url, '/api/admins', { token: key });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
  });

  it('sends an approval e-mail exactly once with two workers', async () => {
    const created = await call(a.url, '/api/event/new', {
      method: 'POST',
      token: adminToken,
      body: {
        name: 'Cluster Night',
        slug: 'cluster-night',
        timestamp: Date.now() + 7 * 24 * 3600_000,
        access: 'public',
        requireDefaultQuestions: false,
      },
    });
    expect(created.status).toBe(200);
    const event = created.json as { id: string; slug: string };
    const email = 'approved@cluster.test';
    const token = await signIn(email, b.url, a.url);
    const profile = await call(proxy.url, '/api/user/update', {
      method: 'POST',
      token,
      body: { name: 'Ada Cluster', headline: 'Builder', linkedInURL: 'https://www.linkedin.com/in/ada-cluster' },
    });
    expect(profile.status).toBe(200);
    const me = await call(proxy.url, '/api/user', { token });
    expect((await call(proxy.url, '/api/application/new', { method: 'POST', token, body: { event_id: event.id } })).status).toBe(
      200,
    );
    const approved = await call(
      proxy.url,
      `/api/application/status?event_id=${event.id}&user_id=${me.json.id as string}&new_status=approved`,
      { method: 'POST', token: adminToken },
    );
    expect(approved.status).toBe(200);
    await waitFor(() => mailTo(email, "You're going").length > 0, 30_000, 'the approval e-mail');
    // Both workers poll every few seconds: give the second one time to send it again, if it would.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(mailTo(email, "You're going")).toHaveLength(1);
  });

  it('sends a webhook delivery exactly once with two workers, signed as Standard Webhooks', async () => {
    const endpoint = await call(a.url, '/api/webhooks', {
      method: 'POST',
      token: adminToken,
      body: { url: receiver.url('/cluster-hook'), events: ['event.created'] },
    });
    expect(endpoint.status, endpoint.text).toBe(201);
    const created = await call(b.url, '/api/event/new', {
      method: 'POST',
      token: adminToken,
      body: { name: 'Hooked Night', slug: 'hooked-night', timestamp: Date.now() + 7 * 24 * 3600_000, access: 'public' },
    });
    expect(created.status, created.text).toBe(200);
    const deliveries = () => receiver.received.filter((request) => request.path === '/cluster-hook');
    await waitFor(() => deliveries().length > 0, 30_000, 'the webhook delivery');
    // Both workers poll every few seconds: give the second one time to send it again, if it would.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(deliveries()).toHaveLength(1);
    const [delivery] = deliveries();
    const verified = new Webhook(endpoint.json.secret as string).verify(delivery!.body, delivery!.headers) as {
      type: string;
      data: { event: { slug: string } };
    };
    expect(verified.type).toBe('event.created');
    expect(verified.data.event.slug).toMatch(/^hooked-night-\d{8}$/);
  });

  it('shows an event edited through A on B at once', async () => {
    const timestamp = Date.now() + 3 * 24 * 3600_000;
    const created = await call(a.url, '/api/event/new', {
      method: 'POST',
      token: adminToken,
      body: { name: 'Fresh 0', slug: 'fresh-reads', timestamp, access: 'public' },
    });
    const event = created.json as { id: string; slug: string };
    for (let round = 1; round <= 10; round++) {
      // Read it anonymously on B (and so into B's cache), change it on A, read it on B again.
      expect((await call(b.url, `/api/event/${event.slug}`)).status).toBe(200);
      await call(b.url, '/api/events');
      const updated = await call(a.url, '/api/event/update', {
        method: 'POST',
        token: adminToken,
        body: { id: event.id, name: `Fresh ${round}`, slug: event.slug, timestamp, access: 'public' },
      });
      expect(updated.status, updated.text).toBe(200);
      const detail = await call(b.url, `/api/event/${event.slug}`);
      expect((detail.json.event as { name: string }).name).toBe(`Fresh ${round}`);
      const list = (await call(b.url, '/api/events')).json as unknown as { slug: string; name: string }[];
      expect(list.find((item) => item.slug === event.slug)?.name).toBe(`Fresh ${round}`);
    }
  });

  // Last: it spends this address's sign-in allowance (the counters are then emptied for any test after it).
  it('limits sign-in per client address behind nginx, whatever X-Forwarded-For the client sends', async () => {
    const ask = (headers: Record<string, string> = {}) =>
      call(proxy.url, '/api/auth/magic-link', {
        method: 'POST',
        headers,
        body: { email: `limit-${crypto.randomUUID()}@cluster.test` },
      });
    let limited: Awaited<ReturnType<typeof ask>> | undefined;
    for (let i = 0; i < AUTH_IP_LIMIT + 5 && !limited; i++) {
      const answer = await ask();
      if (answer.status === 429) limited = answer;
      else expect(answer.status).toBe(204);
    }
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get('retry-after')).toBeTruthy();
    for (const forged of ['1.2.3.4, 127.0.0.1', '1.2.3.4', '203.0.113.7, 10.0.0.1, 127.0.0.1']) {
      expect((await ask({ 'x-forwarded-for': forged })).status, forged).toBe(429);
    }
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
  });
});
