import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { isHttpUrl } from '@hearth/contract/link-text';
import { cn } from '../ui/cn.ts';

/**
 * docs/product/events.md#descriptions: the Markdown subset a description may use. Anything else
 * (headings, tables, images, code) shows as its text; raw HTML tags are dropped unparsed (the words
 * between them stay), so they never run.
 */
const ALLOWED_ELEMENTS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'];

// The sanitiser runs after the subset is chosen: a second, independent allow-list of elements,
// attributes and link protocols, so a renderer bug cannot let a script or an event handler through.
const SCHEMA = {
  ...defaultSchema,
  tagNames: ALLOWED_ELEMENTS,
  attributes: { a: ['href'] },
  protocols: { href: ['http', 'https'] },
  clobberPrefix: '',
};

/** Links go only to http(s) addresses; any other (javascript:, data:, a relative path) is dropped. */
function httpOnly(url: string): string | null {
  return isHttpUrl(url) ? defaultUrlTransform(url) : null;
}

const COMPONENTS: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener nofollow ugc" className="font-medium text-accent-700 underline">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

/**
 * A description (an event's, a project's) rendered from Markdown. Heavy (the parser): screens load it
 * through `LazyMarkdown`, which shows the plain text until it arrives.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-3 break-words [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-6',
        className,
      )}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkBreaks]}
        rehypePlugins={[[rehypeSanitize, SCHEMA]]}
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        urlTransform={httpOnly}
        components={COMPONENTS}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
