// What other features may use of users (docs/decisions/022-feature-boundaries.md).
export { toUser } from './serialize.ts';
export { getProfile } from './service.ts';
export { publicProfileColumns } from '../db/profile-columns.ts';
export { listMailContacts } from './mail-contacts.ts';
