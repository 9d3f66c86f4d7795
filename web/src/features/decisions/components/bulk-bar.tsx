import { useState } from 'react';
import type { DecisionStatus } from '@hearth/contract/decisions';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { bulkConfirmText } from '../decision-message.ts';

type Props = {
  selectedCount: number;
  matchingCount: number;
  /** Waitlist is offered once the event has a capacity. */
  hasCapacity: boolean;
  pending: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onDecide: (status: DecisionStatus) => Promise<unknown>;
  onConfirmOpenChange?: (open: boolean) => void;
};

const TITLES: Record<DecisionStatus, (count: string) => string> = {
  approved: (count) => `Approve ${count}?`,
  declined: (count) => `Decline ${count}?`,
  waitlisted: (count) => `Put ${count} on the waitlist?`,
  pending: (count) => `Move ${count} back to pending?`,
};

/** Selection and bulk decisions on the applicants shown, each confirmed with how many are e-mailed. */
export function BulkBar(props: Props) {
  const { selectedCount, matchingCount, hasCapacity, pending, onSelectAll, onClear, onDecide } = props;
  const [confirming, setConfirming] = useState<DecisionStatus | null>(null);
  const setConfirm = (status: DecisionStatus | null) => {
    setConfirming(status);
    props.onConfirmOpenChange?.(status !== null);
  };
  const count = `${selectedCount.toLocaleString('en-US')} ${selectedCount === 1 ? 'applicant' : 'applicants'}`;
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 bg-stone-50 px-3 py-1 text-sm"
      aria-label="Bulk decisions"
      role="group"
    >
      <span className="font-medium tabular-nums text-stone-800" aria-live="polite">
        {selectedCount ? `${selectedCount.toLocaleString('en-US')} selected` : 'None selected'}
      </span>
      <Button variant="ghost" size="sm" onClick={onSelectAll} disabled={matchingCount === 0 || selectedCount === matchingCount}>
        Select all {matchingCount.toLocaleString('en-US')}
      </Button>
      {selectedCount > 0 ? (
        <>
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear selection
          </Button>
          <span className="ml-auto flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setConfirm('approved')}>
              Approve selected
            </Button>
            {hasCapacity ? (
              <Button variant="secondary" size="sm" onClick={() => setConfirm('waitlisted')}>
                Waitlist selected
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => setConfirm('declined')}>
              Decline selected
            </Button>
          </span>
        </>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirming ? TITLES[confirming](count) : ''}
        description={confirming ? bulkConfirmText(selectedCount, confirming) : ''}
        confirmLabel={confirming ? TITLES[confirming](count).replace('?', '') : 'Confirm'}
        destructive={confirming === 'declined'}
        pending={pending}
        onConfirm={async () => {
          if (!confirming) return;
          await onDecide(confirming);
          setConfirm(null);
        }}
      />
    </div>
  );
}
