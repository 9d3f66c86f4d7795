import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const tones = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  accent: 'bg-accent-50 text-accent-700 ring-accent-100',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
};

export function Badge({
  children,
  tone = 'neutral',
  wrap = false,
  className,
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
  /**
   * For a badge holding typed or imported text, which may wrap. A status label never does: with the
   * page's `overflow-wrap: anywhere` a squeezed badge would otherwise break between every letter.
   */
  wrap?: boolean;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        wrap ? 'max-w-full' : 'shrink-0 whitespace-nowrap',
        className,
      )}
    >
      {children}
    </span>
  );
}
