// What other features may use of decisions (docs/decisions/022-feature-boundaries.md).
export { decideRegistrations, type DecisionEffects } from './decide.ts';
export { queueDecisionMail } from './mail-job.ts';
export { filterConditions, sortOrder, type RegistrationsFilter } from './filters.ts';
export { registrationWebhookData } from './webhook-data.ts';
