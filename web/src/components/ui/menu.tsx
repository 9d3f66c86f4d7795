import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

/** Non-modal: a modal menu hides the page with aria-hidden while its links stay focusable (axe: aria-hidden-focus). */
export function Menu(props: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={false} {...props} />;
}
export const MenuTrigger = RadixMenu.Trigger;

export function MenuContent({
  className,
  children,
  ...props
}: ComponentProps<typeof RadixMenu.Content> & { children: ReactNode }) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={8}
        align="end"
        className={cn('z-50 min-w-44 rounded-xl border border-stone-200 bg-white p-1 shadow-lg', className)}
        {...props}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex cursor-pointer select-none items-center rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-stone-100',
        className,
      )}
      {...props}
    />
  );
}
