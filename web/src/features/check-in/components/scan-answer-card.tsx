import type { ReactNode } from 'react';
import { checkInTimeLabel, type CheckInGuest } from '@hearth/contract/check-in';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { STATUS_LABEL } from '../guest-list.ts';
import type { ScanOutcome } from '../scan-outcome.ts';

const tones = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  danger: 'border-red-300 bg-red-50 text-red-900',
  neutral: 'border-stone-300 bg-white text-stone-900',
};

function Card({ tone, title, children }: { tone: keyof typeof tones; title: string; children?: ReactNode }) {
  return (
    <div className={cn('space-y-3 rounded-2xl border-2 p-4', tones[tone])}>
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}

function Guest({ guest }: { guest: CheckInGuest }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar src={guest.photoURL} name={guest.name} size="lg" />
      <div className="min-w-0">
        <p className="truncate text-base font-semibold text-stone-900" title={guest.name}>
          {guest.name}
        </p>
        {guest.headline ? <p className="line-clamp-2 text-sm text-stone-700">{guest.headline}</p> : null}
      </div>
    </div>
  );
}

type Props = {
  outcome: ScanOutcome;
  onCheckIn: (code: string) => void;
  onUndo: (code: string) => void;
  busy: boolean;
};

/**
 * The answer to the last scan, tap or undo, in words and colour a host can read at arm's length.
 * 'Undo check-in' and 'Check in again' sit in the same place, so focus stays on the button.
 */
export function ScanAnswerCard({ outcome, onCheckIn, onUndo, busy }: Props) {
  switch (outcome.result) {
    case 'checked_in':
      return (
        <Card tone="success" title="Checked in">
          <Guest guest={outcome.guest} />
          <CardAction busy={busy} onAct={() => onUndo(outcome.guest.check_in_code)}>
            Undo check-in
          </CardAction>
        </Card>
      );
    case 'already_checked_in':
      return (
        <Card tone="warning" title={`Already checked in at ${checkInTimeLabel(outcome.guest.checked_in_at ?? '')}`}>
          <Guest guest={outcome.guest} />
        </Card>
      );
    case 'not_approved':
      return (
        <Card tone="danger" title="Not approved">
          <Guest guest={outcome.guest} />
          <p className="text-sm">
            Registration status: <strong>{STATUS_LABEL[outcome.guest.status]}</strong>. Do not let them in with this ticket.
          </p>
        </Card>
      );
    case 'other_event':
      return (
        <Card tone="danger" title="Another event’s ticket">
          <p className="text-sm">This ticket is for another event.</p>
        </Card>
      );
    case 'unknown_code':
      return (
        <Card tone="danger" title="Unknown code">
          <p className="text-sm">No ticket of this event has this code. Check the code, or search the guest by name.</p>
        </Card>
      );
    case 'undone':
      return (
        <Card tone="neutral" title="Check-in undone">
          <Guest guest={outcome.guest} />
          <CardAction busy={busy} onAct={() => onCheckIn(outcome.guest.check_in_code)}>
            Check in again
          </CardAction>
        </Card>
      );
    case 'failed':
      return (
        <Card tone="danger" title="Could not check in">
          <p className="text-sm">{outcome.message}</p>
        </Card>
      );
  }
}

/** The card's one action. While busy it stays focusable (aria-disabled) and does nothing, so focus is not lost. */
function CardAction({ busy, onAct, children }: { busy: boolean; onAct: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" className="h-11" aria-disabled={busy} onClick={() => !busy && onAct()}>
      {children}
    </Button>
  );
}
