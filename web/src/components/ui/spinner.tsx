import { cn } from './cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <SpinnerIcon className="h-5 w-5 text-stone-500" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The turning ring alone, hidden from screen readers: the text beside it says what is going on. */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('animate-spin', className)} fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** docs/product/site-and-layout.md#protected-pages: protected pages show a full-screen 'Loading...' while auth state is idle or loading. */
export function LoadingScreen({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center text-sm text-stone-600" role="status" aria-live="polite">
      {text}
    </div>
  );
}

/** A list or panel still loading (docs/product/site-and-layout.md#loading): 'Loading...' where it will stand. */
export function LoadingPanel() {
  return (
    <p role="status" className="rounded-xl border border-stone-200 bg-white px-4 py-10 text-center text-sm text-stone-600">
      Loading...
    </p>
  );
}
