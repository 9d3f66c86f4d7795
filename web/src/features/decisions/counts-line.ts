import type { RegistrationsResponse } from '@hearth/contract/registrations';

type Counts = Pick<RegistrationsResponse, 'request_count' | 'approved_count' | 'waitlisted_count'> & {
  event: Pick<RegistrationsResponse['event'], 'capacity'>;
};

/**
 * docs/product/registrations.md#event-manager 'Applications: N | Approved: N'; with a capacity 'Approved: N / capacity', and the waitlist
 * whenever there is a capacity or anyone on it.
 */
export function countsLine(data: Counts): string {
  const { capacity } = data.event;
  const approved = capacity === null ? `${data.approved_count}` : `${data.approved_count} / ${capacity}`;
  const waitlist = capacity !== null || data.waitlisted_count > 0 ? ` | Waitlist: ${data.waitlisted_count}` : '';
  return `Applications: ${data.request_count} | Approved: ${approved}${waitlist}`;
}
