import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogFooter, type DialogOpenProps } from './dialog.tsx';

type ConfirmDialogProps = DialogOpenProps & {
  onConfirm: () => void | Promise<unknown>;
  /** docs/product/profiles-and-projects.md#project-card default: 'Are you sure you want to proceed?' */
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title = 'Are you sure you want to proceed?',
  description = 'This action cannot be undone. This will permanently delete it.',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = true,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} size="sm">
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={() => void onConfirm()} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
