// The auth feature's public entry: other features import from here only.
export { useAuth, type AuthState } from './use-auth.ts';
export { authKeys } from './api.ts';
