import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

/** A description list's term shown as an icon (its `children`, SVG shapes); screen readers hear `label`. */
export function IconTerm({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <dt className={cn('rounded-lg border border-stone-200 bg-white p-2 text-stone-600', className)}>
      <span className="sr-only">{label}</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.6">
        {children}
      </svg>
    </dt>
  );
}
