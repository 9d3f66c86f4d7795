import { lazy, Suspense } from 'react';
import { cn } from '../ui/cn.ts';

const Markdown = lazy(() => import('./markdown.tsx').then((module) => ({ default: module.Markdown })));

/**
 * Anything the Markdown subset would render differently from the typed text: emphasis, code, links
 * and bare URLs, lists, quotes, headings and rules, tables, HTML and entities, escapes.
 */
const MARKDOWN_SYNTAX = /[*_`~[\]<>#\\&|]|https?:\/\/|www\.|^\s*(?:[-+]|\d+[.)])\s|^\s*[-=]{2,}\s*$/m;

/** Whether `text` needs the Markdown renderer, or reads the same as its plain paragraphs. */
export const usesMarkdown = (text: string) => MARKDOWN_SYNTAX.test(text);

/** Paragraphs split at blank lines, line breaks kept: how the renderer shows text with no Markdown in it. */
function PlainText({ children, className }: { children: string; className?: string }) {
  const paragraphs = children.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <div className={cn('space-y-3 break-words', className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph.trim()}
        </p>
      ))}
    </div>
  );
}

/**
 * A Markdown description whose renderer (a parser, heavy on a phone) loads only for text that uses
 * Markdown, and only where one is shown. Until it arrives the text shows as typed, line breaks kept.
 */
export function LazyMarkdown({ children, className }: { children: string; className?: string }) {
  if (!usesMarkdown(children)) return <PlainText className={className}>{children}</PlainText>;
  return (
    <Suspense fallback={<PlainText className={className}>{children}</PlainText>}>
      <Markdown className={className}>{children}</Markdown>
    </Suspense>
  );
}
