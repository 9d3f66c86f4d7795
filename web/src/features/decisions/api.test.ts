import { describe, expect, it } from 'vitest';
import { withStatus, type Registration, type RegistrationLists } from './api.ts';

const item = (
  userId: string,
  status: Registration['request']['status'],
  minute: number,
  extra: Partial<Registration> = {},
): Registration => ({
  userId,
  name: userId,
  email: `${userId}@example.com`,
  headline: '',
  photoURL: null,
  linkedInURL: null,
  twitterURL: null,
  githubURL: null,
  request: { status, questions: [], answers: [] },
  created_at: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  waitlisted_at: status === 'waitlisted' ? new Date(Date.UTC(2026, 0, 2, 0, minute)).toISOString() : null,
  checked_in_at: null,
  ...extra,
});

const response: RegistrationLists = {
  event: { id: 'e', slug: 's', name: 'Event', questions: [], capacity: null },
  pending_requests: [item('a', 'pending', 1), item('c', 'pending', 3)],
  reviewed_requests: [item('b', 'approved', 2), item('d', 'declined', 4)],
  waitlisted_requests: [],
  request_count: 4,
  pending_count: 2,
  approved_count: 1,
  declined_count: 1,
  waitlisted_count: 0,
  checked_in_count: 0,
};

/** Capacity 2, both places taken (b checked in), two on the waitlist: w2 joined before w1. */
const full: RegistrationLists = {
  event: { ...response.event, capacity: 2 },
  pending_requests: [item('a', 'pending', 1)],
  reviewed_requests: [item('b', 'approved', 2, { checked_in_at: '2026-01-03T00:00:00.000Z' }), item('e', 'approved', 5)],
  waitlisted_requests: [item('w2', 'waitlisted', 6), item('w1', 'waitlisted', 7)],
  request_count: 5,
  pending_count: 1,
  approved_count: 2,
  declined_count: 0,
  waitlisted_count: 2,
  checked_in_count: 1,
};
const NOW = '2026-01-04T00:00:00.000Z';
const statuses = (next: RegistrationLists) =>
  [...next.pending_requests, ...next.reviewed_requests, ...next.waitlisted_requests].map((entry) => [
    entry.userId,
    entry.request.status,
  ]);

describe('withStatus (the lists right after approve / decline)', () => {
  it('moves a pending request to the reviewed list in request order and updates the counts', () => {
    const next = withStatus(response, 'c', 'approved');
    expect(next.pending_requests.map((entry) => entry.userId)).toEqual(['a']);
    expect(next.reviewed_requests.map((entry) => [entry.userId, entry.request.status])).toEqual([
      ['b', 'approved'],
      ['c', 'approved'],
      ['d', 'declined'],
    ]);
    expect([next.request_count, next.pending_count, next.approved_count, next.declined_count]).toEqual([4, 1, 2, 1]);
  });

  it('switches a reviewed request between approved and declined', () => {
    const next = withStatus(response, 'b', 'declined');
    expect(next.reviewed_requests.find((entry) => entry.userId === 'b')?.request.status).toBe('declined');
    expect([next.pending_count, next.approved_count, next.declined_count]).toEqual([2, 0, 2]);
  });

  it('changes nothing when the status is re-selected or the applicant is unknown', () => {
    expect(withStatus(response, 'b', 'approved')).toBe(response);
    expect(withStatus(response, 'nobody', 'approved')).toBe(response);
  });
});

describe('withStatus with a capacity (the waitlist)', () => {
  it('puts a guest approved while the event is full at the end of the waitlist', () => {
    const next = withStatus(full, 'a', 'approved', NOW);
    expect(next.waitlisted_requests.map((entry) => [entry.userId, entry.waitlisted_at === NOW])).toEqual([
      ['w2', false],
      ['w1', false],
      ['a', true],
    ]);
    expect([next.approved_count, next.waitlisted_count, next.pending_count, next.request_count]).toEqual([2, 3, 0, 5]);
  });

  it('gives the place of a declined guest to the first on the waitlist', () => {
    const next = withStatus(full, 'b', 'declined', NOW);
    expect(statuses(next)).toEqual([
      ['a', 'pending'],
      ['b', 'declined'],
      ['e', 'approved'],
      ['w2', 'approved'],
      ['w1', 'waitlisted'],
    ]);
    expect([next.approved_count, next.waitlisted_count, next.checked_in_count]).toEqual([2, 1, 0]);
  });

  it('promotes a waitlisted guest by hand, out of order and past the capacity', () => {
    const next = withStatus(full, 'w1', 'approved', NOW);
    expect(next.reviewed_requests.map((entry) => entry.userId)).toEqual(['b', 'e', 'w1']);
    expect(next.waitlisted_requests.map((entry) => entry.userId)).toEqual(['w2']);
    expect(next.approved_count).toBe(3);
  });
});
