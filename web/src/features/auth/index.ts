// The auth feature's public entry: other features import from here only.
export { useAuth } from './use-auth.ts';
export { authKeys } from './api.ts';
