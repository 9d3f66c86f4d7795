import { cn } from './cn.ts';

const sizes = {
  xs: 'h-6 w-6 text-[10px]',
  sm: 'h-8 w-8 text-xs',
  md: 'h-10 w-10 text-sm',
  lg: 'h-16 w-16 text-xl',
  xl: 'h-24 w-24 text-3xl',
};

/** A photo, or the default avatar (docs/product/profiles-and-projects.md#profile-header). */
export function Avatar({
  src,
  name,
  size = 'md',
  className,
  decorative = false,
}: {
  src?: string | null;
  name?: string;
  size?: keyof typeof sizes;
  className?: string;
  /** Inside a control that already names the person: no alt text of its own. */
  decorative?: boolean;
}) {
  return (
    <img
      src={src || '/default-avatar.svg'}
      alt={decorative ? '' : name ? `${name}’s photo` : 'Profile photo'}
      className={cn('shrink-0 rounded-full bg-stone-200 object-cover ring-2 ring-white', sizes[size], className)}
      loading="lazy"
      decoding="async"
    />
  );
}

/** The initial avatar of a person tile (docs/product/events.md#sections). */
export function InitialAvatar({ name, size = 'md', className }: { name: string; size?: keyof typeof sizes; className?: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-700',
        sizes[size],
        className,
      )}
    >
      {initial}
    </span>
  );
}
