import { useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * A small secondary button that asks first: `onConfirm` runs from the dialog, which closes once it
 * answers true (done; then `onConfirmed` hears of it) and stays open otherwise, to try again or cancel.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  description,
  onConfirm,
  onConfirmed,
  pending,
}: {
  label: string;
  ariaLabel: string;
  title: ReactNode;
  description: ReactNode;
  onConfirm: () => Promise<boolean>;
  onConfirmed?: () => void;
  pending: boolean;
}) {
  const [open, setOpen] = useState(false);
  async function confirm() {
    if (!(await onConfirm())) return;
    setOpen(false);
    onConfirmed?.();
  }
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={ariaLabel}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={confirm}
        title={title}
        description={description}
        confirmLabel={label}
        pending={pending}
      />
    </>
  );
}
