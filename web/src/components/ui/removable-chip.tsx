import type { ReactNode } from 'react';

/** One item of a list being put together (an address to invite, a co-host), with a button that takes it out again. */
export function RemovableChip({
  children,
  removeLabel,
  onRemove,
}: {
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pl-3 pr-1 text-sm text-stone-800 ring-1 ring-inset ring-stone-200">
      {children}
      <button
        type="button"
        aria-label={removeLabel}
        className="rounded-full p-1 text-stone-600 hover:bg-stone-200 hover:text-stone-900"
        onClick={onRemove}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 4l8 8M12 4l-8 8" />
        </svg>
      </button>
    </li>
  );
}
