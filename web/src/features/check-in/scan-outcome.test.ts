import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { testCheckInGuest } from '../../test/check-in.ts';
import { announce, outcomeFromError } from './scan-outcome.ts';

const guest = testCheckInGuest({ name: 'Grace Hopper', checked_in_at: '2026-03-08T02:05:00.000Z' });

describe('outcomeFromError', () => {
  it('turns the API’s 409, 422 and 404 answers into outcomes', () => {
    const already = { result: 'already_checked_in', message: 'Already checked in at 18:05.', guest };
    expect(outcomeFromError(new ApiError(already.message, 409, 'response', already))).toEqual(already);
    const waitlisted = { result: 'not_approved', message: 'Not approved', guest: { ...guest, status: 'waitlisted' } };
    expect(outcomeFromError(new ApiError('x', 422, 'response', waitlisted))).toEqual(waitlisted);
    const unknown = { result: 'unknown_code', message: 'Unknown ticket code.' };
    expect(outcomeFromError(new ApiError('x', 404, 'response', unknown))).toEqual(unknown);
  });

  it('keeps the message of any other failure', () => {
    expect(outcomeFromError(new ApiError('Event not found.', 404, 'response', { message: 'Event not found.' }))).toEqual({
      result: 'failed',
      message: 'Event not found.',
    });
    expect(outcomeFromError(new ApiError('Network error.', 0, 'network'))).toEqual({
      result: 'failed',
      message: 'Network error.',
    });
    expect(outcomeFromError(new Error('boom')).result).toBe('failed');
  });
});

describe('announce', () => {
  it('says who and what in one sentence', () => {
    expect(announce({ result: 'checked_in', message: 'Checked in.', guest, counts: { checked_in: 1, approved: 1 } })).toBe(
      'Checked in: Grace Hopper.',
    );
    expect(announce({ result: 'already_checked_in', message: '', guest })).toBe('Grace Hopper was already checked in at 18:05.');
    expect(announce({ result: 'not_approved', message: '', guest: { ...guest, status: 'waitlisted' } })).toBe(
      'Not approved: Grace Hopper’s registration is waitlisted.',
    );
    expect(announce({ result: 'other_event', message: 'This ticket is for another event.' })).toBe(
      'This ticket is for another event.',
    );
  });
});
