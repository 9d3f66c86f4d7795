import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from './escape-html.ts';
import { preloadTags, readManifest, screenChunks } from './route-preloads.ts';

export const NOINDEX_META = '<meta name="robots" content="noindex">';

/** The SPA's index.html, or null when the web app is not built. */
export async function readAppShell(webDist: string): Promise<string | null> {
  try {
    return await fs.promises.readFile(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/**
 * The app shell for a page path, with hints for its screen's code and, where given, its largest
 * image (route-preloads.ts). `pathname` null: no hints (a not-found page).
 */
export async function appShellFor(
  webDist: string,
  options: { pathname: string | null; image?: string | null },
): Promise<string | null> {
  const [html, manifest] = await Promise.all([readAppShell(webDist), readManifest(webDist)]);
  if (html === null || options.pathname === null) return html;
  const tags = preloadTags({ chunks: manifest ? screenChunks(manifest, options.pathname) : [], image: options.image });
  return withHeadTag(html, tags || null);
}

/** `tag` added at the end of the page's head (none when null). */
export function withHeadTag(html: string, tag: string | null): string {
  return tag ? html.replace(/<\/head>/i, () => `  ${tag}\n  </head>`) : html;
}

/** The element the web app reads an embedded answer from (web/src/lib/embedded-answer.ts). */
export const EMBEDDED_ANSWER_ID = 'hearth-answer';

/**
 * The anonymous answer of an API path (`/events`, without `/api`) as a JSON script element, so a
 * visitor's first screen renders as soon as the app's code has run instead of asking for its data
 * afterwards. Never executed; `<` is escaped, so no text in the answer can close the element.
 */
export function embeddedAnswerTag(apiPath: string, body: string): string {
  const json = body.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${EMBEDDED_ANSWER_ID}" data-path="${escapeHtml(apiPath)}">${json}</script>`;
}

/**
 * Sends the app shell for a page about one thing (an event, a user). When the thing is not there,
 * the browser still gets the app (which draws the not-found screen) but with HTTP 404 and
 * `noindex`, so crawlers and link checkers see a missing page, not an empty 200.
 */
export function sendAppShell(reply: FastifyReply, html: string, options: { found: boolean }): FastifyReply {
  const body = options.found ? html : html.replace(/<\/head>/i, () => `  ${NOINDEX_META}\n  </head>`);
  return reply
    .status(options.found ? 200 : 404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(body);
}
