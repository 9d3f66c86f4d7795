import { lazy, Suspense } from 'react';
import { cn } from '../ui/cn.ts';

const Markdown = lazy(() => import('./markdown.tsx').then((module) => ({ default: module.Markdown })));

/**
 * A Markdown description whose renderer loads only where one is shown, keeping it off the first
 * screen of pages that list events. Until it arrives the text shows as typed, line breaks kept.
 */
export function LazyMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <Suspense fallback={<p className={cn('whitespace-pre-line', className)}>{children}</p>}>
      <Markdown className={className}>{children}</Markdown>
    </Suspense>
  );
}
