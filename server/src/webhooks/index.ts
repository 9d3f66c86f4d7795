// What other features may use of webhooks (docs/decisions/022-feature-boundaries.md).
export { emitWebhookEvent, webhookEventRef } from './emit.ts';
