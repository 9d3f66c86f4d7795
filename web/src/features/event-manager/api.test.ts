import { describe, expect, it } from 'vitest';
import type { ApplicationItem, RequestsResponse } from '@hearth/contract/registrations';
import { withStatus } from './api.ts';

const item = (id: string, status: ApplicationItem['request']['status'], minute: number): ApplicationItem => ({
  id,
  name: id,
  email: `${id}@example.com`,
  headline: '',
  photoURL: null,
  linkedInURL: null,
  twitterURL: null,
  githubURL: null,
  request: { status, questions: [], answers: [] },
  created_at: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
});

const response: RequestsResponse = {
  event: { id: 'e', slug: 's', name: 'Event', questions: [] },
  pending_requests: [item('a', 'pending', 1), item('c', 'pending', 3)],
  reviewed_requests: [item('b', 'approved', 2), item('d', 'declined', 4)],
  request_count: 4,
  pending_count: 2,
  approved_count: 1,
  declined_count: 1,
};

describe('withStatus (the lists right after approve / decline)', () => {
  it('moves a pending request to the reviewed list in request order and updates the counts', () => {
    const next = withStatus(response, 'c', 'approved');
    expect(next.pending_requests.map((entry) => entry.id)).toEqual(['a']);
    expect(next.reviewed_requests.map((entry) => [entry.id, entry.request.status])).toEqual([
      ['b', 'approved'],
      ['c', 'approved'],
      ['d', 'declined'],
    ]);
    expect([next.request_count, next.pending_count, next.approved_count, next.declined_count]).toEqual([4, 1, 2, 1]);
  });

  it('switches a reviewed request between approved and declined', () => {
    const next = withStatus(response, 'b', 'declined');
    expect(next.reviewed_requests.find((entry) => entry.id === 'b')?.request.status).toBe('declined');
    expect([next.pending_count, next.approved_count, next.declined_count]).toEqual([2, 0, 2]);
  });

  it('changes nothing when the status is re-selected or the applicant is unknown', () => {
    expect(withStatus(response, 'b', 'approved')).toBe(response);
    expect(withStatus(response, 'nobody', 'approved')).toBe(response);
  });
});
