import type { CheckInCounts, CheckInGuest, CheckInList } from '@hearth/contract/check-in';
import type { RegistrationStatus } from '@hearth/contract/events';

/** The list after one guest's check-in changed: their row and, when the server sent them, the counts. */
export function withGuest(list: CheckInList, guest: CheckInGuest, counts?: CheckInCounts): CheckInList {
  return {
    ...list,
    counts: counts ?? list.counts,
    guests: list.guests.map((item) => (item.check_in_code === guest.check_in_code ? guest : item)),
  };
}

/** Guests whose name or e-mail holds every word of the query, in the list's order (by name). */
export function searchGuests(guests: readonly CheckInGuest[], query: string): CheckInGuest[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...guests];
  return guests.filter((guest) => {
    const text = `${guest.name} ${guest.email ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The badge texts: a waitlisted guest shows 'Waitlist'. */
export const STATUS_LABEL: Record<RegistrationStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  declined: 'Declined',
  waitlisted: 'Waitlist',
};
