import { useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { isSafeImage } from '../safe-image.ts';

/** docs/product/profiles-and-projects.md#project-page: the cover large, the other images as thumbnails that show it. */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const shown = images.filter(isSafeImage);
  const [index, setIndex] = useState(0);
  if (shown.length === 0) return null;
  const current = shown[Math.min(index, shown.length - 1)]!;
  return (
    <div className="space-y-2">
      <img
        src={current}
        alt={shown.length > 1 ? `${name}, image ${index + 1} of ${shown.length}` : name}
        className="aspect-[16/9] w-full rounded-2xl border border-stone-200 bg-stone-100 object-cover"
      />
      {shown.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label="Images">
          {shown.map((src, position) => (
            <li key={`${src}-${position}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Show image ${position + 1} of ${shown.length}`}
                aria-pressed={position === index}
                className={cn(
                  'block overflow-hidden rounded-lg ring-2 ring-offset-2',
                  position === index ? 'ring-stone-900' : 'ring-transparent',
                )}
              >
                <img src={src} alt="" className="h-14 w-24 object-cover" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
