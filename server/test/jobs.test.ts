import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { createJobQueue, JOB_SCHEMA, RETRY } from '../src/jobs/queue.ts';
import { enqueueMail } from '../src/mail/jobs.ts';
import { deliverOnce } from '../src/mail/deliver-once.ts';
import { authHeader, buildTestApp, freePort, linkFromMail, waitFor, type TestApp } from './helpers.ts';
import { makeAdmin, makeEvent, makeRegistration, makeUser } from './factories.ts';
import { testSmtpServer } from './smtp.ts';

type JobRow = {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  start_after: string;
  output: { message?: string } | null;
};

const jobsOf = async (t: TestApp, name: string) =>
  (
    await t.app.database.executeSql(
      `SELECT id, name, state::text AS state, retry_count, start_after, output FROM ${JOB_SCHEMA}.job WHERE name = $1`,
      [name],
    )
  ).rows as JobRow[];

async function approvalFixture(t: TestApp) {
  const host = await makeUser(t.app.db);
  const guest = await makeUser(t.app.db);
  const event = await makeEvent(t.app.db, { requireDefaultQuestions: false, location: 'Pier 70' }, { hosts: [host.id] });
  await makeRegistration(t.app.db, { eventId: event.id, userId: guest.id });
  return { guest, event, hostAuth: await authHeader(t.app, host.id) };
}

describe('e-mail while SMTP is down', () => {
  let t: TestApp;
  let smtp: ReturnType<typeof testSmtpServer>;
  beforeAll(async () => {
    smtp = testSmtpServer(await freePort());
    // SMTP is "down": nothing listens on its port yet. Workers run in the app, polling fast.
    t = await buildTestApp({ SMTP_URL: smtp.url, RUN_JOBS: 'on', MAX_EVENT_LOOP_DELAY: '0' }, { jobs: { pollMs: 100 } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('approves at once and delivers the e-mail once SMTP is back', async () => {
    const { guest, event, hostAuth } = await approvalFixture(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/application/status?event_id=${event.id}&user_id=${guest.id}&new_status=approved`,
      headers: hostAuth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', changed: true });

    // The first attempt fails and the job waits for its retry (the first within 10 s).
    const [failed] = await waitFor(
      async () => {
        const rows = (await jobsOf(t, 'mail')).filter((row) => row.state === 'retry');
        return rows.length ? rows : undefined;
      },
      10_000,
      'a failed attempt',
    );
    expect(failed!.output?.message).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(failed!.start_after).getTime() - Date.now()).toBeLessThanOrEqual(10_000);

    await smtp.start();
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(guest.email!)), 60_000, 'the approval e-mail');
    expect(mail.raw).toContain("Subject: You're going to");
    expect(mail.raw).toContain('Pier 70');
    // Re-selecting the status changes nothing and sends nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/application/status?event_id=${event.id}&user_id=${guest.id}&new_status=approved`,
      headers: hostAuth,
    });
    expect(again.json()).toMatchObject({ changed: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((m) => m.to.includes(guest.email!))).toHaveLength(1);
  }, 90_000);

  it('answers a sign-in request with 204 and sends a working link once SMTP is back', async () => {
    await smtp.stop();
    const email = 'outage@example.test';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      payload: { email, redirectUrl: '/events' },
    });
    expect(response.statusCode).toBe(204);
    await waitFor(async () => (await jobsOf(t, 'sign-in-link')).find((row) => row.state === 'retry'), 10_000, 'a failed attempt');
    await smtp.start();
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email)), 60_000, 'the sign-in e-mail');
    // linkFromMail decodes the quoted-printable once; decoding it here too turned a token starting
    // with two hex digits ('token=A1…') into another character now and then.
    const token = linkFromMail(mail.raw, '/login-confirm').searchParams.get('token');
    const verify = await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, token } });
    expect(verify.statusCode).toBe(200);
  }, 90_000);
});

describe('exactly once', () => {
  it('two workers never send one message twice', async () => {
    const smtp = testSmtpServer(await freePort());
    await smtp.start();
    const a = await buildTestApp({ SMTP_URL: smtp.url }, { jobs: { pollMs: 20 } });
    // A second app with its own job queue on the same database: two workers racing.
    const b = await buildApp({ ...a.config }, { database: a.app.database, jobs: { pollMs: 20 } });
    await b.ready();
    try {
      const count = 30;
      for (let i = 0; i < count; i++) {
        await enqueueMail(a.app.jobs, a.app.db, { to: `race${i}@example.test`, subject: `Race ${i}`, text: 'hello' });
      }
      await Promise.all([
        a.app.jobs.runDue(['mail']),
        b.jobs.runDue(['mail']),
        a.app.jobs.runDue(['mail']),
        b.jobs.runDue(['mail']),
      ]);
      await waitFor(() => smtp.received.length >= count || undefined, 20_000, 'every message');
      const ids = smtp.received.map((m) => m.messageId);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
      // Sent messages keep who and what in the queue, not their bodies.
      const { rows } = (await a.app.database.executeSql(`SELECT data FROM ${JOB_SCHEMA}.job WHERE name = 'mail'`)) as {
        rows: { data: Record<string, unknown> }[];
      };
      expect(rows.map((row) => Object.keys(row.data).sort())).toEqual(Array.from({ length: count }, () => ['subject', 'to']));
    } finally {
      await b.close();
      await a.close();
      await smtp.stop();
    }
  }, 60_000);

  it('a retry of a message that was sent does not send it again', async () => {
    const t = await buildTestApp();
    try {
      let sends = 0;
      const send = async () => void sends++;
      expect(await deliverOnce(t.app.db, { jobId: 'job-1', leaseSeconds: 60, send })).toBe(true);
      expect(await deliverOnce(t.app.db, { jobId: 'job-1', leaseSeconds: 60, send })).toBe(false);
      expect(sends).toBe(1);
      // A claim held by a live worker makes the other attempt wait (it is retried later)…
      await t.app.db.execute(sql`INSERT INTO mail_deliveries (job_id, claimed_at) VALUES ('job-2', now())`);
      await expect(deliverOnce(t.app.db, { jobId: 'job-2', leaseSeconds: 60, send })).rejects.toThrow(/Another worker/);
      // …while the claim of a worker that died (older than the lease) is taken over.
      await t.app.db.execute(sql`UPDATE mail_deliveries SET claimed_at = now() - interval '2 minutes' WHERE job_id = 'job-2'`);
      expect(await deliverOnce(t.app.db, { jobId: 'job-2', leaseSeconds: 60, send })).toBe(true);
      // A failed send releases the claim at once.
      await expect(
        deliverOnce(t.app.db, { jobId: 'job-3', leaseSeconds: 60, send: () => Promise.reject(new Error('SMTP said no')) }),
      ).rejects.toThrow('SMTP said no');
      expect(await deliverOnce(t.app.db, { jobId: 'job-3', leaseSeconds: 60, send })).toBe(true);
      expect(sends).toBe(3);
    } finally {
      await t.close();
    }
  });
});

describe('the queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) has no SMTP server: every attempt fails fast.
    t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', ADMIN_EMAILS: '' });
  });
  afterAll(() => t.close());

  it('enqueues in the transaction of its cause: a rolled-back change leaves no job', async () => {
    const before = (await jobsOf(t, 'mail')).length;
    await expect(
      t.app.db.transaction(async (tx) => {
        await enqueueMail(t.app.jobs, tx, { to: 'nobody@example.test', subject: 'Never', text: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await jobsOf(t, 'mail')).length).toBe(before);
  });

  it('waits while the process is busy serving people, then runs what is due', async () => {
    let busy = true;
    const ran: string[] = [];
    const queue = createJobQueue({ database: t.app.database, log: t.app.log, pollMs: 20, busy: () => busy });
    queue.define<{ userIds: string[] }>('search-evidence', { handler: async (data) => void ran.push(...data.userIds) });
    await queue.start({ work: true });
    try {
      const id = crypto.randomUUID();
      await queue.enqueue(t.app.db, 'search-evidence', { userIds: [id] });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(ran).toEqual([]);
      busy = false;
      await waitFor(() => ran.includes(id), 5000, 'the job to run once the process is free');
    } finally {
      await queue.stop();
    }
  });

  it('queues the embedding of a changed profile with the change, and the job embeds it', async () => {
    if (!t.app.database.hasVector) return; // full-text only: nothing to embed
    const openEmbedJobs = async () => (await jobsOf(t, 'embed')).filter((row) => ['created', 'retry'].includes(row.state));
    // The start's pass waits for the first visitors to be served: run it now.
    await t.app.database.executeSql(
      `UPDATE ${JOB_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE name = 'embed'`,
    );
    await t.app.jobs.runDue(['embed']);
    const user = await makeUser(t.app.db);
    expect(await openEmbedJobs()).toHaveLength(0);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: await authHeader(t.app, user.id),
      payload: { name: 'Vera Vector', headline: 'Rust systems engineer', linkedInURL: 'https://www.linkedin.com/in/vera-vector' },
    });
    expect(update.statusCode).toBe(200);
    expect(await openEmbedJobs()).toHaveLength(1);
    await t.app.jobs.runDue(['embed']);
    const embedded = await t.app.db.execute(sql`SELECT 1 FROM talent_embeddings WHERE user_id = ${user.id}`);
    expect((embedded as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  }, 60_000);

  it('retries with doubling delays capped at 5 minutes, for more than 24 hours', async () => {
    await enqueueMail(t.app.jobs, t.app.db, { to: 'backoff@example.test', subject: 'Backoff', text: 'x' });
    await t.app.jobs.runDue(['mail']);
    const [first] = (await jobsOf(t, 'mail')).filter((row) => row.state === 'retry');
    const firstDelay = new Date(first!.start_after).getTime() - Date.now();
    expect(firstDelay).toBeGreaterThan(3_000);
    expect(firstDelay).toBeLessThanOrEqual(10_000);
    // Ten failures later, pg-boss would wait 43–85 minutes; ours waits 5.
    await t.app.database.executeSql(
      `UPDATE ${JOB_SCHEMA}.job SET retry_count = 10, start_after = now() - interval '1 second' WHERE id = $1`,
      [first!.id],
    );
    await t.app.jobs.runDue(['mail']);
    const [later] = (await jobsOf(t, 'mail')).filter((row) => row.id === first!.id);
    expect(later!.state).toBe('retry');
    const laterDelay = new Date(later!.start_after).getTime() - Date.now();
    expect(laterDelay).toBeGreaterThan(290_000);
    expect(laterDelay).toBeLessThanOrEqual(300_000);
    // The retries add up to more than a day before the job is given up.
    let minimum = 0;
    for (let retry = 1; retry <= RETRY.limit; retry++) {
      minimum += Math.min(RETRY.maxDelaySeconds, (RETRY.delaySeconds * 2 ** Math.min(16, retry)) / 2);
    }
    expect(minimum).toBeGreaterThan(24 * 60 * 60);
  });

  it('shows site admins the queues and lets them retry a failed job', async () => {
    const admin = await makeAdmin(t.app.db);
    const user = await makeUser(t.app.db);
    const adminAuth = await authHeader(t.app, admin.id);
    await enqueueMail(t.app.jobs, t.app.db, { to: 'given-up@example.test', subject: 'Given up', text: 'x' });
    // One attempt left: the next failure is final.
    await t.app.database.executeSql(
      `UPDATE ${JOB_SCHEMA}.job SET retry_limit = 0 WHERE name = 'mail' AND data->>'to' = 'given-up@example.test'`,
    );
    await t.app.jobs.runDue(['mail']);

    expect((await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs', headers: await authHeader(t.app, user.id) })).statusCode).toBe(
      403,
    );
    const overview = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: adminAuth });
    expect(overview.statusCode).toBe(200);
    const body = overview.json();
    const mail = body.queues.find((queue: { name: string }) => queue.name === 'mail');
    expect(mail.failed).toBeGreaterThanOrEqual(1);
    expect(mail.lastError.message).toMatch(/ECONNREFUSED|connect/i);
    const failed = body.failed.find((job: { summary: string }) => job.summary === 'E-mail to given-up@example.test: Given up');
    expect(failed).toMatchObject({ queue: 'mail', attempts: 1 });

    const retryUrl = `/api/jobs/mail/${failed.id}/retry`;
    expect((await t.app.inject({ method: 'POST', url: retryUrl, headers: await authHeader(t.app, user.id) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'POST', url: retryUrl, headers: adminAuth })).statusCode).toBe(204);
    const [retried] = (await jobsOf(t, 'mail')).filter((row) => row.id === failed.id);
    expect(retried!.state).toBe('retry');
    // Only a failed job can be retried; unknown ids are 404, malformed ones 400.
    const again = await t.app.inject({ method: 'POST', url: retryUrl, headers: adminAuth });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Only a failed job can be retried.' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/mail/${crypto.randomUUID()}/retry`,
      headers: adminAuth,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/jobs/mail/not-a-uuid/retry', headers: adminAuth });
    expect(malformed.statusCode).toBe(400);
    const badQueue = await t.app.inject({ method: 'POST', url: `/api/jobs/fax/${failed.id}/retry`, headers: adminAuth });
    expect(badQueue.statusCode).toBe(400);
  });
});
