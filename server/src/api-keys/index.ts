// What other features may use of API keys (docs/decisions/022-feature-boundaries.md).
export { revokeKeysOfCreators, revokeKeysOfNonAdmins } from './service.ts';
export { apiKeyResolver } from './resolver.ts';
