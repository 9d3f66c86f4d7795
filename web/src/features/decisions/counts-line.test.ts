import { describe, expect, it } from 'vitest';
import { countsLine } from './counts-line.ts';

const counts = (capacity: number | null, waitlisted = 0) => ({
  event: { capacity },
  request_count: 7,
  approved_count: 3,
  waitlisted_count: waitlisted,
});

describe('countsLine (the manager’s counts)', () => {
  it('is the SPEC line when the event has no capacity and nobody waits', () => {
    expect(countsLine(counts(null))).toBe('Applications: 7 | Approved: 3');
  });

  it('shows approved guests against the capacity, and the waitlist', () => {
    expect(countsLine(counts(3, 2))).toBe('Applications: 7 | Approved: 3 / 3 | Waitlist: 2');
    expect(countsLine(counts(60))).toBe('Applications: 7 | Approved: 3 / 60 | Waitlist: 0');
  });

  it('keeps showing a waitlist left behind when the capacity was removed', () => {
    expect(countsLine(counts(null, 1))).toBe('Applications: 7 | Approved: 3 | Waitlist: 1');
  });
});
