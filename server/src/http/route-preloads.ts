import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './escape-html.ts';

/** The part of Vite's build manifest we read: each module's chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The screen modules a page path renders (web/src/app/router.tsx). Their code is announced in the
 * HTML, so the browser fetches it beside the entry script instead of after it has run. A path not
 * listed simply gets no hints.
 */
export const SCREEN_MODULES: [RegExp, string[]][] = [
  [/^\/events\/?$/, ['src/app/routes/events.tsx']],
  [/^\/events\/[^/]+\/?$/, ['src/app/routes/event-detail.tsx']],
  [/^\/user\/[^/]+\/?$/, ['src/app/routes/user-profile.tsx', 'src/app/prefetch-user-profile.ts']],
  [/^\/login\/?$/, ['src/app/routes/login.tsx']],
  [/^\/profile\/?$/, ['src/app/routes/profile.tsx']],
];

/** Vite's manifest of a build (`build.manifest`), or null when there is none. */
export async function readManifest(webDist: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await fs.promises.readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The chunks a path's screen needs at once, in load order, without the entry (its script tag loads it). */
export function screenChunks(manifest: Manifest, pathname: string): string[] {
  const modules = SCREEN_MODULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
    files.push(`/${chunk.file}`);
  };
  modules.forEach(visit);
  return files;
}

/** Link tags for the screen's chunks and, where given, the image that will be its largest paint. */
export function preloadTags(options: { chunks: string[]; image?: string | null }): string {
  const tags = options.chunks.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`);
  if (options.image) tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(options.image)}">`);
  return tags.join('\n    ');
}
