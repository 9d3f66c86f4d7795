import { lazy, Suspense, useRef, useState } from 'react';
import { MenuButton } from './menu-button.tsx';
import type { PhoneMenuLink } from './phone-menu-links.ts';

// The menu library loads after the first paint: it stays off the first screen's critical path.
const PhoneMenu = lazy(() => import('./phone-menu.tsx').then((module) => ({ default: module.PhoneMenu })));

type Request = 'none' | 'pointer' | 'keyboard';

/**
 * The header's ☰ button. Until the menu's code is there, the button still takes a press: it is
 * remembered, and the menu opens as soon as it loads (from the keyboard on its first item), so a
 * quick tap on a slow connection is never lost.
 */
export function PhoneMenuSlot({ links }: { links: PhoneMenuLink[] }) {
  const [request, setRequest] = useState<Request>('none');
  const placeholderFocused = useRef(false);
  const fallback = (
    <MenuButton
      onFocus={() => (placeholderFocused.current = true)}
      onBlur={() => (placeholderFocused.current = false)}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={request !== 'none'}
      // A click from Enter or Space has no pointer position: detail is 0.
      onClick={(event) => setRequest(event.detail === 0 ? 'keyboard' : 'pointer')}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <PhoneMenu links={links} openAtOnce={request} placeholderFocused={placeholderFocused} />
    </Suspense>
  );
}
