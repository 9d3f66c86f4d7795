/** The video hosts a project's demo video may come from (docs/product/profiles-and-projects.md#demo-video). */
export const VIDEO_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.loom.com'] as const;

export type VideoEmbed = { provider: 'YouTube' | 'Vimeo' | 'Loom'; embedUrl: string };

const host = (url: URL) => url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');

/**
 * The player address of a YouTube, Vimeo or Loom link, or null for any other link. The page loads
 * it only when the visitor presses play (a click-to-load facade), so nothing of the host's loads before.
 */
export function videoEmbed(link: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const name = host(url);
  const segments = url.pathname.split('/').filter(Boolean);
  if (name === 'youtube.com' || name === 'youtu.be' || name === 'youtube-nocookie.com') {
    const id =
      name === 'youtu.be'
        ? segments[0]
        : segments[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live'].includes(segments[0] ?? '')
            ? segments[1]
            : null;
    if (!id || !/^[\w-]{11}$/.test(id)) return null;
    return { provider: 'YouTube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` };
  }
  if (name === 'vimeo.com' || name === 'player.vimeo.com') {
    const id = name === 'vimeo.com' ? segments[0] : segments[0] === 'video' ? segments[1] : null;
    if (!id || !/^\d{1,12}$/.test(id)) return null;
    return { provider: 'Vimeo', embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1` };
  }
  if (name === 'loom.com') {
    const id = ['share', 'embed'].includes(segments[0] ?? '') ? segments[1] : null;
    if (!id || !/^[0-9a-f]{16,64}$/i.test(id)) return null;
    return { provider: 'Loom', embedUrl: `https://www.loom.com/embed/${id}?autoplay=1` };
  }
  return null;
}
