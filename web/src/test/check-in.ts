import type { CheckInGuest } from '@hearth/contract/check-in';
import { testUser } from './users.ts';

/** `testUser` at the door: an approved guest with a ticket, not checked in; `overrides` change what a test is about. */
export function testCheckInGuest(overrides: Partial<CheckInGuest> = {}): CheckInGuest {
  const { id, name, email, photoURL, headline } = testUser();
  return {
    user_id: id,
    name,
    email: email ?? null,
    photoURL,
    headline,
    status: 'approved',
    check_in_code: 'abc',
    checked_in_at: null,
    ...overrides,
  };
}
