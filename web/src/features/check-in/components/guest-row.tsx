import { checkInTimeLabel, type CheckInGuest } from '@hearth/contract/check-in';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { STATUS_LABEL } from '../guest-list.ts';

type Props = { guest: CheckInGuest; busy: boolean; onCheckIn: (code: string) => void; onUndo: (code: string) => void };

/**
 * One guest of the search: who, whether they are in, and the one tap that checks them in or undoes it.
 * The button stays the same element and is never `disabled`, so focus stays on it across the change.
 */
export function GuestRow({ guest, busy, onCheckIn, onUndo }: Props) {
  const approved = guest.status === 'approved';
  const checkedIn = guest.checked_in_at !== null;
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar src={guest.photoURL} name={guest.name} size="md" />
      <div className="min-w-0 flex-1">
        <p className="font-medium [overflow-wrap:anywhere] text-stone-900">{guest.name}</p>
        {guest.email ? (
          <p className="truncate text-sm text-stone-600" title={guest.email}>
            {guest.email}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap gap-1.5">
          {checkedIn ? <Badge tone="success">In at {checkInTimeLabel(guest.checked_in_at!)}</Badge> : null}
          {approved ? null : (
            <Badge tone={guest.status === 'declined' ? 'danger' : 'warning'}>{STATUS_LABEL[guest.status]}</Badge>
          )}
        </div>
      </div>
      {checkedIn ? (
        <Button
          variant="secondary"
          size="sm"
          className="h-11 shrink-0"
          aria-disabled={busy}
          aria-label={`Undo check-in of ${guest.name}`}
          onClick={() => !busy && onUndo(guest.check_in_code)}
        >
          Undo
        </Button>
      ) : approved ? (
        <Button
          size="sm"
          className="h-11 shrink-0"
          aria-disabled={busy}
          aria-label={`Check in ${guest.name}`}
          onClick={() => !busy && onCheckIn(guest.check_in_code)}
        >
          Check in
        </Button>
      ) : null}
    </li>
  );
}
