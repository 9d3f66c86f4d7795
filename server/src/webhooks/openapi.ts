import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, webhookPayloadSchema, type WebhookEventType } from '@hearth/contract/webhooks';

const descriptions: Record<WebhookEventType, string> = {
  'registration.created': 'Someone asked to attend an event (or was approved at once by one-step RSVP).',
  'registration.status_changed':
    "A host's decision on a registration, sent once its grace period is over (never for a decision that was undone).",
  'invite.accepted': 'An invitee accepted an invitation.',
  'invite.declined': 'An invitee declined an invitation.',
  'checkin.created': 'A guest was checked in at the door.',
  'event.created': 'An event was created.',
  'event.updated': 'An event was changed.',
  'event.deleted': 'An event was deleted.',
  'project.created': 'A project was created.',
  'project.updated': 'A project was changed.',
};

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

/**
 * The OpenAPI 3.1 `webhooks` object: one POST per event type, its body the payload schema from the
 * contract, with the Standard Webhooks headers every delivery carries.
 */
export function webhooksDocument(): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const { $schema: _schema, ...schema } = z.toJSONSchema(webhookPayloadSchema(type), {
        target: 'draft-2020-12',
        io: 'output',
        reused: 'inline',
        unrepresentable: 'any',
      });
      return [
        type,
        {
          post: {
            operationId: `webhook${type.replace(/(^|[._])(\w)/g, (_, __, char: string) => char.toUpperCase())}`,
            summary: descriptions[type],
            tags: ['webhooks'],
            parameters: [
              header('webhook-id', 'The delivery id: the same on every retry, so a receiver can drop duplicates.'),
              header('webhook-timestamp', 'Seconds since 1970 when this attempt was signed.'),
              header('webhook-signature', '`v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` with the secret.'),
            ],
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: { '200': { description: 'Any 2xx answer within 10 s counts as received; anything else is retried.' } },
          },
        },
      ];
    }),
  );
}
