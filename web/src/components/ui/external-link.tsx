import type { ReactNode } from 'react';
import { isHttpUrl } from '@hearth/contract/link-text';
import { cn } from './cn.ts';

/**
 * A link to another site, opened in a new tab. Only an http(s) address becomes a link (docs/architecture.md#security);
 * anything else shows nothing, or with `plainClassName` the same text unlinked.
 */
export function ExternalLink({
  href,
  className,
  plainClassName,
  children,
}: {
  href: string | null | undefined;
  className?: string;
  plainClassName?: string;
  children: ReactNode;
}) {
  if (!href || !isHttpUrl(href)) return plainClassName === undefined ? null : <span className={plainClassName}>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn('text-accent-700 hover:underline', className)}>
      {children}
    </a>
  );
}
