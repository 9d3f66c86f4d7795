import { useState } from 'react';
import { videoEmbed } from '@hearth/contract/video-embed';

/**
 * docs/product/profiles-and-projects.md#demo-video: a click-to-load facade. Until the visitor presses play nothing
 * of the video host loads (no script, no iframe, no thumbnail); then its player replaces the button.
 */
export function VideoFacade({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbed(url);
  if (!embed) return null;
  if (playing) {
    return (
      <iframe
        src={embed.embedUrl}
        title={`Demo video: ${title}`}
        className="aspect-video w-full rounded-2xl border-0 bg-black"
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl bg-stone-900 text-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent-500/50"
    >
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-2xl text-stone-900 shadow-lg transition-transform group-hover:scale-105"
      >
        ▶
      </span>
      <span className="text-sm font-medium">Play demo video</span>
      <span className="text-xs text-stone-300">Loads the player from {embed.provider}</span>
    </button>
  );
}
