import { describe, expect, it } from 'vitest';
import type { CheckInList } from '@hearth/contract/check-in';
import { testCheckInGuest } from '../../test/check-in.ts';
import { searchGuests, withGuest } from './guest-list.ts';

const guest = (name: string, email: string) => testCheckInGuest({ user_id: name, name, email, check_in_code: `code-${name}` });

const ada = guest('Ada Lovelace', 'ada@example.test');
const grace = guest('Grace Hopper', 'grace@navy.test');
const list: CheckInList = {
  event: { id: 'e', slug: 's', name: 'Event' },
  counts: { checked_in: 0, approved: 2 },
  guests: [ada, grace],
};

describe('searchGuests', () => {
  it('matches every word against the name or the e-mail, ignoring case', () => {
    expect(searchGuests(list.guests, 'grace')).toEqual([grace]);
    expect(searchGuests(list.guests, 'NAVY.test')).toEqual([grace]);
    expect(searchGuests(list.guests, 'ada love')).toEqual([ada]);
    expect(searchGuests(list.guests, 'ada hopper')).toEqual([]);
  });

  it('keeps everyone for a blank query', () => {
    expect(searchGuests(list.guests, '  ')).toEqual([ada, grace]);
  });
});

describe('withGuest', () => {
  it('replaces the guest’s row by code and takes the new counts', () => {
    const checkedIn = { ...grace, checked_in_at: '2026-03-08T02:05:00.000Z' };
    const next = withGuest(list, checkedIn, { checked_in: 1, approved: 2 });
    expect(next.guests).toEqual([ada, checkedIn]);
    expect(next.counts).toEqual({ checked_in: 1, approved: 2 });
    expect(withGuest(list, checkedIn).counts).toEqual(list.counts);
  });
});
