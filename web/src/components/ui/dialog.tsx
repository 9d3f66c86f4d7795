import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { useFocusReturn } from './focus-return.ts';

/** What every controlled dialog takes: whether it is open, and what to call when it opens or closes. */
export type DialogOpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

type DialogProps = DialogOpenProps & {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Forced dialogs (e.g. 'Complete Your Profile') have no close button and ignore Esc and outside clicks. */
  forced?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
};

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/** The one dialog: focus trapped, Esc and outside click close it unless forced; focus returns to its opener. */
export function Dialog({ open, onOpenChange, title, description, children, forced = false, size = 'md' }: DialogProps) {
  const focusReturn = useFocusReturn(open);
  const block = (event: Event) => {
    if (forced) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (forced && !next ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            // Centred in the viewport below the top 6rem, which the toasts own (app/lazy-toaster.tsx):
            // a toast answering a press in the dialog never covers its title.
            'fixed left-1/2 top-[calc(50%+2.5rem)] z-50 flex max-h-[calc(100dvh-7rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl outline-none',
            widths[size],
          )}
        >
          <div className={cn('border-b border-stone-100 px-6 pb-4 pt-5', forced ? '' : 'pr-14')}>
            <RadixDialog.Title className="text-lg font-semibold text-stone-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-stone-600">{description}</RadixDialog.Description>
            ) : null}
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
          {/* Last in the DOM (drawn top-right) so that opening focuses the first field, not Close. */}
          {forced ? null : (
            <RadixDialog.Close
              className="absolute right-3 top-3 rounded-md p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
              aria-label="Close"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
