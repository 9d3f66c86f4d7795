import { z } from 'zod';
import { EventSchema, RegistrationStatusSchema } from './events.ts';
import { InviteSchema } from './invites.ts';
import { CheckInGuestSchema } from './check-in.ts';
import { ProjectSchema } from './projects.ts';

/** docs/product/admin-and-api-keys.md#webhooks: what an endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'registration.created',
  'registration.status_changed',
  'invite.accepted',
  'invite.declined',
  'checkin.created',
  'event.created',
  'event.updated',
  'event.deleted',
  'project.created',
  'project.updated',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).meta({ id: 'WebhookEventType' });
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** Every signing secret starts with this (the Standard Webhooks form: the rest is base64). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

const WebhookUrlSchema = z
  .string({ error: 'Please enter the URL to send events to' })
  .trim()
  .min(1, 'Please enter the URL to send events to')
  .max(2000, 'A URL can be at most 2000 characters.')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Please enter an http(s) URL without a user name or password.');

export const CreateWebhookSchema = z
  .object({
    url: WebhookUrlSchema,
    events: z
      .array(WebhookEventTypeSchema, { error: 'Please choose the events to send.' })
      .min(1, 'Please choose at least one event')
      .max(WEBHOOK_EVENT_TYPES.length)
      .transform((types) => WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type))),
    description: z.string().trim().max(200, 'A description can be at most 200 characters.').optional().default(''),
  })
  .meta({ id: 'CreateWebhook', description: 'Where to send which events.' });
export type CreateWebhook = z.input<typeof CreateWebhookSchema>;

export const WebhookEndpointSchema = z
  .object({
    _id: z.string().uuid(),
    url: z.string(),
    events: z.array(WebhookEventTypeSchema),
    description: z.string(),
    created_at: z.iso.datetime(),
    created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
    is_active: z.boolean().meta({ description: 'False once the endpoint was disabled for failing.' }),
    failing_since: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'The first failed attempt since the last success; after 3 days the endpoint is disabled.' }),
    disabled_at: z.iso.datetime().nullable(),
    disabled_reason: z.string().nullable(),
  })
  .meta({ id: 'WebhookEndpoint', description: 'An endpoint events are sent to, without its secret.' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export const WebhookEndpointListSchema = z.array(WebhookEndpointSchema);

export const CreatedWebhookEndpointSchema = WebhookEndpointSchema.extend({
  secret: z.string().meta({ description: 'The signing secret (`whsec_…`), shown this once.' }),
}).meta({
  id: 'CreatedWebhookEndpoint',
  description: 'A new endpoint with its signing secret (only the create call returns it).',
});
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpointSchema>;

export const WebhookDeliveryStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatusSchema>;

export const WebhookDeliverySchema = z
  .object({
    _id: z.string().meta({ description: 'The `webhook-id` header of every attempt.' }),
    event_type: WebhookEventTypeSchema,
    status: WebhookDeliveryStatusSchema.meta({
      description: '`pending` while it is being tried (and retried), `succeeded` on a 2xx answer, `failed` once given up.',
    }),
    attempts: z.number().int(),
    response_status: z.number().int().nullable().meta({ description: 'The HTTP status of the last attempt, or null.' }),
    last_error: z.string().nullable(),
    created_at: z.iso.datetime(),
    last_attempt_at: z.iso.datetime().nullable(),
    delivered_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WebhookDelivery', description: 'One event sent to one endpoint.' });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = z.array(WebhookDeliverySchema);

export const WebhookIdParamsSchema = z.object({ id: z.string().uuid('Webhook not found.') });
export const WebhookDeliveryParamsSchema = z.object({
  id: z.string().uuid('Webhook not found.'),
  deliveryId: z.string().uuid('Delivery not found.'),
});

// Payloads: the API's own objects, as the endpoint's admin reads them.

/** The event a registration, invitation or check-in belongs to. */
const EventRefSchema = EventSchema.pick({ id: true, slug: true, name: true });

const WebhookRegistrationSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  status: RegistrationStatusSchema,
});

/** What `data` holds for each event type. */
export const WebhookDataSchemas = {
  'registration.created': z.object({ event: EventRefSchema, registration: WebhookRegistrationSchema }),
  'registration.status_changed': z.object({
    event: EventRefSchema,
    registration: WebhookRegistrationSchema,
    decided_at: z.iso.datetime().meta({ description: 'When the host decided; sent once the decision can no longer be undone.' }),
  }),
  'invite.accepted': z.object({ event: EventRefSchema, invite: InviteSchema }),
  'invite.declined': z.object({ event: EventRefSchema, invite: InviteSchema }),
  'checkin.created': z.object({ event: EventRefSchema, guest: CheckInGuestSchema }),
  'event.created': z.object({ event: EventSchema }),
  'event.updated': z.object({ event: EventSchema }),
  'event.deleted': z.object({ event: EventRefSchema }),
  'project.created': z.object({ project: ProjectSchema }),
  'project.updated': z.object({ project: ProjectSchema }),
} satisfies Record<WebhookEventType, z.ZodType>;
export type WebhookData<Type extends WebhookEventType> = z.infer<(typeof WebhookDataSchemas)[Type]>;

/** The body of every request: the Standard Webhooks envelope. */
export const webhookPayloadSchema = <Type extends WebhookEventType>(type: Type) =>
  z.object({
    type: z.literal(type),
    timestamp: z.iso.datetime().meta({ description: 'When it happened.' }),
    data: WebhookDataSchemas[type] as (typeof WebhookDataSchemas)[Type],
  });
