import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * A keyboard hint ("(ESC)", "Enter to search"): shown only where there is a fine pointer that can hover,
 * so a phone or tablet, which has no such keys at hand, never shows it (the `touch` variant of index.css).
 */
export function KeyHint({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cn('touch:hidden', className)}>{children}</span>;
}
