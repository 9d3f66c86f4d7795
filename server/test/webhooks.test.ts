import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { webhookPayloadSchema, type WebhookEventType } from '@hearth/contract/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../src/db/schema.ts';
import { JOB_SCHEMA } from '../src/jobs/queue.ts';
import { REDELIVER_LIMIT_PER_MINUTE } from '../src/webhooks/routes.ts';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin, makeApiKey, makeEvent, makeRegistration, makeUser } from './factories.ts';
import { startReceiver, type ReceivedWebhook } from './webhook-receiver.ts';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: Record<string, string>;

beforeAll(async () => {
  // Private addresses allowed: the receiver listens on 127.0.0.1. A grace period, to test undo.
  t = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE: 'on', DECISION_GRACE_SECONDS: '60' });
  receiver = await startReceiver();
  admin = await authHeader(t.app, (await makeAdmin(t.app.db, { name: 'Hook Admin' })).id);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const createEndpoint = async (events: WebhookEventType[], path = `/hook-${Math.random().toString(36).slice(2)}`) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: admin,
    payload: { url: receiver.url(path), events, description: 'CRM sync' },
  });
  expect(response.statusCode).toBe(201);
  return { ...(response.json() as { _id: string; secret: string }), path };
};

/** Runs every due delivery (and the jobs before them), as a worker would. */
const deliver = () => t.app.jobs.runDue(['webhook-delivery']);
/** Makes every waiting retry of `queue` due now. */
const makeRetriesDue = (queue: string) =>
  t.app.database.executeSql(
    `UPDATE ${JOB_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state IN ('created', 'retry')`,
    [queue],
  );
const receivedAt = (path: string): ReceivedWebhook[] => receiver.received.filter((request) => request.path === path);

async function createEventThroughApi() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/event/new',
    headers: admin,
    payload: {
      name: 'Agents Night 🤖',
      slug: `agents-${Math.random().toString(36).slice(2, 8)}`,
      timestamp: Date.now() + 30 * 24 * 60 * 60 * 1000,
      type: 'meetup',
      access: 'public',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; slug: string };
}

describe('webhook endpoints', () => {
  it('shows the secret once, lists endpoints without it, and deletes them', async () => {
    const created = await createEndpoint(['event.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.payload).not.toContain(created.secret);
    expect(listed.json().find((item: { _id: string }) => item._id === created._id)).toMatchObject({
      events: ['event.created'],
      description: 'CRM sync',
      is_active: true,
      created_by: { name: 'Hook Admin' },
    });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${created._id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${created._id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Webhook not found.');
  });

  it('refuses bad input with a message naming the field', async () => {
    for (const [payload, message] of [
      [{ url: 'ftp://example.com', events: ['event.created'] }, 'Please enter an http(s) URL without a user name or password.'],
      [
        { url: 'https://user:pw@example.com', events: ['event.created'] },
        'Please enter an http(s) URL without a user name or password.',
      ],
      [{ url: 'https://example.com', events: [] }, 'Please choose at least one event'],
      [{ events: ['event.created'] }, 'Please enter the URL to send events to'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: admin, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const unknownType = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: admin,
      payload: { url: 'https://example.com', events: ['user.deleted'] },
    });
    expect(unknownType.statusCode).toBe(400);
  });

  it('is for signed-in site admins only: a key, even with every scope, and a guest are refused', async () => {
    const owner = await makeAdmin(t.app.db);
    const { key } = await makeApiKey(t.app.db, { createdBy: owner.id });
    const guest = await authHeader(t.app, (await makeUser(t.app.db)).id);
    const calls = [
      { method: 'GET', url: '/api/webhooks' },
      { method: 'POST', url: '/api/webhooks', payload: { url: 'https://example.com', events: ['event.created'] } },
      { method: 'DELETE', url: '/api/webhooks/00000000-0000-4000-8000-000000000000' },
    ] as const;
    for (const call of calls) {
      const byKey = await t.app.inject({ ...call, headers: { authorization: `Bearer ${key}` } });
      expect(byKey.statusCode).toBe(403);
      expect(byKey.json().message).toBe('API keys cannot manage webhooks. Sign in to do this.');
      expect((await t.app.inject({ ...call, headers: guest })).statusCode).toBe(403);
      expect((await t.app.inject({ ...call })).statusCode).toBe(401);
    }
  });
});

describe('deliveries', () => {
  it('signs by Standard Webhooks (the standardwebhooks library verifies it) with a body that follows the schema', async () => {
    const endpoint = await createEndpoint(['event.created']);
    const event = await createEventThroughApi();
    await deliver();
    const [request] = receivedAt(endpoint.path);
    expect(request).toBeDefined();
    const verified = new Webhook(endpoint.secret).verify(request!.body, request!.headers);
    const payload = webhookPayloadSchema('event.created').parse(verified);
    expect(payload.data.event).toMatchObject({ id: event.id, slug: event.slug, name: 'Agents Night 🤖' });
    expect(request!.headers['content-type']).toBe('application/json');
    // A different secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(request!.body, request!.headers),
    ).toThrow();
  });

  it('retries a failing receiver with the same webhook-id: fails twice, then succeeds, three requests in all', async () => {
    const endpoint = await createEndpoint(['event.created']);
    receiver.answer(endpoint.path, 500, 503);
    await createEventThroughApi();
    for (let round = 0; round < 5; round++) {
      await deliver();
      await makeRetriesDue('webhook-delivery');
    }
    const requests = receivedAt(endpoint.path);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(new Set(requests.map((request) => request.body)).size).toBe(1);
    const deliveries = await t.app.inject({ method: 'GET', url: `/api/webhooks/${endpoint._id}/deliveries`, headers: admin });
    expect(deliveries.json()).toMatchObject([
      {
        _id: requests[0]!.headers['webhook-id'],
        event_type: 'event.created',
        status: 'succeeded',
        attempts: 3,
        response_status: 200,
      },
    ]);
  });

  it('redelivers with the same webhook-id and enables a disabled endpoint again', async () => {
    const endpoint = await createEndpoint(['event.created']);
    await createEventThroughApi();
    await deliver();
    const [first] = receivedAt(endpoint.path);
    const deliveryId = first!.headers['webhook-id']!;
    await t.app.db
      .update(webhookEndpoints)
      .set({ disabledAt: new Date(), disabledReason: 'x' })
      .where(eq(webhookEndpoints.id, endpoint._id));
    const redelivered = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint._id}/deliveries/${deliveryId}/redeliver`,
      headers: admin,
    });
    expect(redelivered.statusCode).toBe(202);
    expect(redelivered.json()).toMatchObject({ _id: deliveryId, status: 'pending' });
    await deliver();
    expect(receivedAt(endpoint.path).map((request) => request.headers['webhook-id'])).toEqual([deliveryId, deliveryId]);
    const [row] = await t.app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
    expect(row!.disabledAt).toBeNull();
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint._id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it(`takes at most ${REDELIVER_LIMIT_PER_MINUTE} redeliveries a minute from one admin, then 429 with Retry-After`, async () => {
    const endpoint = await createEndpoint(['event.created']);
    await createEventThroughApi();
    await deliver();
    const deliveryId = receivedAt(endpoint.path)[0]!.headers['webhook-id']!;
    const busy = await authHeader(t.app, (await makeAdmin(t.app.db, { name: 'Busy Admin' })).id);
    const redeliver = () =>
      t.app.inject({ method: 'POST', url: `/api/webhooks/${endpoint._id}/deliveries/${deliveryId}/redeliver`, headers: busy });
    for (let i = 0; i < REDELIVER_LIMIT_PER_MINUTE; i++) expect((await redeliver()).statusCode).toBe(202);
    const refused = await redeliver();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    // Another admin has a limit of their own.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/webhooks/${endpoint._id}/deliveries/${deliveryId}/redeliver`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(202);
  });

  it('disables an endpoint that has failed for 3 days, with a notice, and stops retrying', async () => {
    const endpoint = await createEndpoint(['event.created']);
    await t.app.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '3 days 1 minute'` })
      .where(eq(webhookEndpoints.id, endpoint._id));
    receiver.answer(endpoint.path, 500);
    await createEventThroughApi();
    await deliver();
    await makeRetriesDue('webhook-delivery');
    await deliver();
    expect(receivedAt(endpoint.path)).toHaveLength(1);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: admin })).json();
    expect(listed.find((item: { _id: string }) => item._id === endpoint._id)).toMatchObject({
      is_active: false,
      disabled_reason: 'Disabled after failing for 3 days. Fix the receiver, then add the endpoint again.',
    });
    const [delivery] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint._id));
    expect(delivery).toMatchObject({ status: 'failed', responseStatus: 500, attempts: 1 });
  });

  it('sends registration.status_changed only after the grace period, and never for an undone decision', async () => {
    const endpoint = await createEndpoint(['registration.status_changed']);
    const host = await makeUser(t.app.db);
    const event = await makeEvent(t.app.db, {}, { hosts: [host.id] });
    const hostAuth = await authHeader(t.app, host.id);
    const [kept, undone] = [await makeUser(t.app.db, { name: 'Kept Guest' }), await makeUser(t.app.db)];
    for (const user of [kept, undone]) await makeRegistration(t.app.db, { eventId: event.id, userId: user.id });
    const decide = (userIds: string[], status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/event/${event.slug}/applications/status`,
        headers: hostAuth,
        payload: { user_ids: userIds, new_status: status },
      });
    expect((await decide([kept!.id], 'approved')).statusCode).toBe(200);
    expect((await decide([undone!.id], 'declined')).statusCode).toBe(200);
    // Undo: back to pending within the grace period.
    expect((await decide([undone!.id], 'pending')).statusCode).toBe(200);

    // Within the grace period nothing is sent.
    await t.app.jobs.runDue(['decision-mail']);
    await deliver();
    expect(receivedAt(endpoint.path)).toHaveLength(0);

    await makeRetriesDue('decision-mail');
    await t.app.jobs.runDue(['decision-mail']);
    await deliver();
    const requests = receivedAt(endpoint.path);
    expect(requests).toHaveLength(1);
    const payload = webhookPayloadSchema('registration.status_changed').parse(JSON.parse(requests[0]!.body));
    expect(payload.data).toMatchObject({
      event: { id: event.id, slug: event.slug },
      registration: { user_id: kept!.id, name: 'Kept Guest', status: 'approved' },
    });
  });
});
