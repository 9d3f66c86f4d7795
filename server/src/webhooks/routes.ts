import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import {
  CreatedWebhookEndpointSchema,
  CreateWebhookSchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookIdParamsSchema,
} from '@hearth/contract/webhooks';
import { errorResponses } from '../docs/schemas.ts';
import { refuseAllButSignedInSiteAdminsForWebhooks, requireSignedInSiteAdmin } from '../http/guards.ts';
import { perPersonKey } from '../http/rate-limit.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, redeliver } from './service.ts';

const schemaOf = routeSchemas(
  ['webhooks'],
  errorResponses(400, 401, 403),
  'Site admins signed in with a session token only: an API key is refused (403), since an endpoint holds a signing secret and sends site data out.',
);

/** Redeliveries per caller per minute: each one is an outgoing request. */
export const REDELIVER_LIMIT_PER_MINUTE = 60;

/** docs/product/admin-and-api-keys.md#webhooks: endpoints, their deliveries, and Redeliver. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseAllButSignedInSiteAdminsForWebhooks);

  app.get(
    '/webhooks',
    schemaOf({ summary: 'List the webhook endpoints, without secrets', response: { 200: WebhookEndpointListSchema } }),
    async () => listWebhooks({ db: app.db }),
  );

  app.post(
    '/webhooks',
    schemaOf({
      summary: 'Register a webhook endpoint; the answer carries its signing `secret`, shown this once',
      description:
        'Every delivery is a POST signed by the Standard Webhooks scheme (`webhook-id`, `webhook-timestamp`, `webhook-signature`); the bodies are documented under `webhooks` in this document.',
      body: CreateWebhookSchema,
      response: { 201: CreatedWebhookEndpointSchema },
    }),
    async (request, reply) => {
      const actor = requireSignedInSiteAdmin(request);
      return reply.status(201).send(await createWebhook({ db: app.db, actor, input: request.body }));
    },
  );

  app.delete(
    '/webhooks/:id',
    schemaOf({
      summary: 'Delete a webhook endpoint and its deliveries',
      params: WebhookIdParamsSchema,
      response: { 204: z.null(), 404: ErrorResponseSchema },
    }),
    async (request, reply) => {
      await deleteWebhook({ db: app.db, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    schemaOf({
      summary: "An endpoint's last 50 deliveries, newest first",
      params: WebhookIdParamsSchema,
      response: { 200: WebhookDeliveryListSchema, 404: ErrorResponseSchema },
    }),
    async (request) => listDeliveries({ db: app.db, id: request.params.id }),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: { rateLimit: { max: REDELIVER_LIMIT_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perPersonKey('redeliver') } },
      ...schemaOf({
        summary: 'Send a delivery again, with the same `webhook-id` and body',
        description: `A disabled endpoint is enabled again. At most ${REDELIVER_LIMIT_PER_MINUTE} a minute per caller.`,
        params: WebhookDeliveryParamsSchema,
        response: { 202: WebhookDeliverySchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
      }),
    },
    async (request, reply) => {
      const delivery = await redeliver({ db: app.db, jobs: app.jobs, ...request.params });
      return reply.status(202).send(delivery);
    },
  );
};
