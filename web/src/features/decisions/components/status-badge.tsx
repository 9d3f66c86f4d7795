import type { RegistrationStatus } from '@hearth/contract/events';
import { Badge } from '../../../components/ui/badge.tsx';

const TONES = { approved: 'success', waitlisted: 'info', pending: 'warning', declined: 'danger' } as const;
const LABELS: Record<RegistrationStatus, string> = {
  approved: 'Approved',
  waitlisted: 'Waitlist',
  pending: 'Pending',
  declined: 'Declined',
};

/** A registration status (docs/product/registrations.md#statuses) as a coloured badge. */
export function StatusBadge({ status }: { status: RegistrationStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
