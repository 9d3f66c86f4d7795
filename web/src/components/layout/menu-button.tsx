import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClass } from '../ui/button.tsx';

/** The phone menu's ☰ button (also drawn while the menu's code loads). */
export function MenuButton({ ref, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="button" className={buttonClass({ variant: 'ghost', size: 'icon' })} aria-label="Open menu" {...props}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M3 6h14M3 10h14M3 14h14" />
      </svg>
    </button>
  );
}
