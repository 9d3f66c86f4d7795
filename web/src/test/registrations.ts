import type { RegistrationLists } from '../features/decisions/api.ts';

/** An event manager's registration lists with nobody in them, for component tests; `overrides` add the counts a test needs. */
export function testRegistrations(overrides: Partial<RegistrationLists> = {}): RegistrationLists {
  return {
    event: { id: 'e', slug: 'demo', name: 'Demo Night', questions: [], capacity: 2 },
    pending_requests: [],
    reviewed_requests: [],
    waitlisted_requests: [],
    request_count: 0,
    pending_count: 0,
    approved_count: 0,
    declined_count: 0,
    waitlisted_count: 0,
    checked_in_count: 0,
    ...overrides,
  };
}
