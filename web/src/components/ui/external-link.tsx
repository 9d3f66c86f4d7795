import type { ReactNode } from 'react';
import { isHttpUrl } from '@hearth/contract/link-text';
import { cn } from './cn.ts';

/**
 * A link to another site, opened in a new tab. Only an http(s) address becomes a link (docs/architecture.md#security);
 * anything else shows `fallback` (nothing by default).
 */
export function ExternalLink({
  href,
  className,
  fallback = null,
  children,
}: {
  href: string | null | undefined;
  className?: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  if (!href || !isHttpUrl(href)) return fallback;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn('text-accent-700 hover:underline', className)}>
      {children}
    </a>
  );
}
