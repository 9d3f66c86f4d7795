import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { KeyHint } from '../../../components/ui/key-hint.tsx';

type Props = { open: boolean; title: string; onClose: () => void; children: ReactNode };

/**
 * docs/product/search.md#screen: on a phone the profile of the result tapped opens over the list. The
 * list underneath never moves, and closing gives focus back to the result tapped, so 'Back to
 * results' returns to the same place in the list.
 */
export function ProfileSheet({ open, title, onClose, children }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} size="lg">
      <Button variant="secondary" size="sm" className="mb-4" onClick={onClose}>
        <span aria-hidden="true">←</span> Back to results<KeyHint> (ESC)</KeyHint>
      </Button>
      {children}
    </Dialog>
  );
}
