import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { longDate } from '@hearth/contract/event-dates';
import { EventDetailSchema, EventListSchema } from '@hearth/contract/events';
import { markdownExcerpt } from '@hearth/contract/markdown-text';
import type { Db } from '../db/client.ts';
import { loadEventForViewer, isPublicToAnonymous } from './access.ts';
import { getEventDetail } from './detail.ts';
import { listEvents } from './service.ts';
import { shareCardVersion } from './share-card-image.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { appShellFor, embeddedAnswerTag, sendAppShell, withHeadTag } from '../http/app-shell.ts';

/** Plain one-line summary for previews: the Markdown description's words (no marks, no link targets), at most `max` characters. */
export function summarize(text: string, max = 200): string {
  return markdownExcerpt(text, max - 1);
}

/**
 * An absolute URL for og:image. Link previewers do not render SVG, so an event without a raster
 * poster gets its generated share card (`fallback`), else the site's raster preview image.
 */
export function previewImage(imageSrc: string | null, appUrl: string, fallback = `${appUrl}/og-default.jpg`): string {
  if (!imageSrc) return fallback;
  try {
    const url = new URL(imageSrc, `${appUrl}/`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return fallback;
    return /\.svg$/i.test(url.pathname) ? fallback : url.toString();
  } catch {
    return fallback;
  }
}

/** What the event page's poster loads (web: EventImage): its own path or http(s) address, else the default. */
export function posterSource(imageSrc: string | null): string {
  if (imageSrc && (imageSrc.startsWith('/') || /^https?:\/\//i.test(imageSrc))) return imageSrc;
  return '/default-event.svg';
}

/** index.html with the event's title, description and Open Graph tags, all escaped. */
export function injectEventMeta(html: string, meta: { title: string; description: string; url: string; image: string }): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Hearth">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(meta.image)}">`,
  ].join('\n    ');
  const withoutOld = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const titled = /<title>[\s\S]*?<\/title>/i.test(withoutOld)
    ? withoutOld.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(meta.title)}</title>`)
    : withoutOld.replace(/<head>/i, () => `<head>\n    <title>${escapeHtml(meta.title)}</title>`);
  return titled.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

/** What `GET /api/event/{slug}` and `GET /api/events` send (the routes' schemas and serialiser compiler), for the pages. */
const serializeEventDetail = serializerCompiler({ schema: EventDetailSchema, method: 'GET', url: '/api/event/:slug' });
const serializeEventList = serializerCompiler({ schema: EventListSchema, method: 'GET', url: '/api/events' });

/**
 * `GET /events/:slug` outside /api: the SPA's index.html with server-rendered <title>,
 * description and Open Graph tags, so a shared link previews well. Only events the anonymous
 * public may see (public, unlisted) get them. Every other slug, unknown or hidden alike (a page
 * request carries no bearer token, and telling them apart would reveal a hidden event), gets the
 * plain SPA with 404 and `noindex`; a signed-in guest's browser still loads the event through the
 * API. The page carries the anonymous answer of `GET /api/event/{slug}` (from the same public read
 * cache), which the app uses when no one is signed in. Registered beside the static files, before
 * the SPA fallback.
 */
export function eventPageMeta(options: { db: Db; webDist: string; appUrl: string }): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { slug: string } }>('/events/:slug', { schema: { hide: true } }, async (request, reply) => {
      const loaded = await loadEventForViewer({ db: options.db, actor: null, slug: request.params.slug });
      const event = loaded && isPublicToAnonymous(loaded.event) ? loaded.event : null;
      const shell = await appShellFor(options.webDist, {
        pathname: event ? `/events/${event.slug}` : null,
        // The poster is the page's largest paint: fetched beside the app's code, not after it.
        image: event ? posterSource(event.imageSrc) : null,
      });
      if (shell === null) return reply.status(404).send({ message: 'Not found.' });
      if (!event) return sendAppShell(reply, shell, { found: false });
      const slug = request.params.slug;
      // Deleted or hidden since it was loaded above: the page simply asks the API itself.
      const answer = await app.publicReads
        .read(`event:${slug}`, async () =>
          serializeEventDetail(
            await getEventDetail({ db: options.db, actor: null, slug, projectsOf: app.eventHooks.projectsOf }),
          ),
        )
        .catch(() => null);
      const html = injectEventMeta(shell, {
        title: `${event.name} · Hearth`,
        description: summarize(`${longDate(event.startsAt.getTime(), event.timezone)}. ${event.description}`),
        url: `${options.appUrl}/events/${encodeURIComponent(event.slug)}`,
        image: previewImage(
          event.imageSrc,
          options.appUrl,
          `${options.appUrl}/api/event/${encodeURIComponent(event.slug)}/share-card.png?v=${shareCardVersion(event)}`,
        ),
      });
      const answerTag = answer ? embeddedAnswerTag(`/event/${encodeURIComponent(slug)}`, answer.body) : null;
      return sendAppShell(reply, withHeadTag(html, answerTag), { found: true });
    });

    // The list a visitor lands on, with its anonymous answer in the page like an event's.
    app.get('/events', { schema: { hide: true } }, async (_request, reply) => {
      const shell = await appShellFor(options.webDist, { pathname: '/events' });
      if (shell === null) return reply.status(404).send({ message: 'Not found.' });
      const answer = await app.publicReads.read('events', async () =>
        serializeEventList(await listEvents({ db: options.db, actor: null })),
      );
      return sendAppShell(reply, withHeadTag(shell, embeddedAnswerTag('/events', answer.body)), { found: true });
    });
  };
}
