import { cn } from '../../../components/ui/cn.ts';

export const DEFAULT_EVENT_IMAGE = '/default-event.svg';

/** An event poster, or the default image (docs/product/events.md#event-card). Decorative: the name is always beside it. */
export function EventImage({
  src,
  className,
  eager = false,
}: {
  src: string | null | undefined;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={src || DEFAULT_EVENT_IMAGE}
      alt=""
      className={cn('bg-stone-100 object-cover', className)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_EVENT_IMAGE)) event.currentTarget.src = DEFAULT_EVENT_IMAGE;
      }}
    />
  );
}
