import crypto from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@hearth/contract/webhooks';

/** 24 random bytes, as Standard Webhooks libraries make them: `whsec_` and base64. */
export function generateWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + crypto.randomBytes(24).toString('base64');
}

/**
 * The three Standard Webhooks headers (https://www.standardwebhooks.com): the HMAC-SHA256 of
 * `{id}.{timestamp}.{body}` keyed with the secret's base64-decoded bytes, so the `standardwebhooks`
 * and `svix` libraries verify it unmodified.
 */
export function signedHeaders(options: { secret: string; id: string; timestamp: Date; body: string }): Record<string, string> {
  const seconds = Math.floor(options.timestamp.getTime() / 1000);
  const key = Buffer.from(options.secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const signature = crypto.createHmac('sha256', key).update(`${options.id}.${seconds}.${options.body}`).digest('base64');
  return {
    'webhook-id': options.id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': `v1,${signature}`,
  };
}
