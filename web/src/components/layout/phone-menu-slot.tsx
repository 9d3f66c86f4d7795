import { useRef, useState } from 'react';
import { MenuButton } from './menu-button.tsx';
import type { PhoneMenu as PhoneMenuType } from './phone-menu.tsx';
import type { PhoneMenuLink } from './phone-menu-links.ts';

type Request = 'none' | 'pointer' | 'keyboard';

/**
 * The header's ☰ button. It is a placeholder until someone points at it, focuses or presses it,
 * which fetches the menu's code (never part of the first screen); a press taken meanwhile is
 * remembered and the menu opens as soon as the code is there (from the keyboard on its first item),
 * so a quick tap is never lost. No Suspense: the placeholder stays mounted, and focused, meanwhile.
 */
export function PhoneMenuSlot({ links }: { links: PhoneMenuLink[] }) {
  const [PhoneMenu, setPhoneMenu] = useState<typeof PhoneMenuType | null>(null);
  const [request, setRequest] = useState<Request>('none');
  const placeholderFocused = useRef(false);
  const fetching = useRef(false);
  const fetchMenu = () => {
    if (fetching.current) return;
    fetching.current = true;
    import('./phone-menu.tsx').then(
      (module) => setPhoneMenu(() => module.PhoneMenu),
      // A failed fetch (offline, a new deploy) lets the next reach try again.
      () => (fetching.current = false),
    );
  };
  if (PhoneMenu) return <PhoneMenu links={links} openAtOnce={request} placeholderFocused={placeholderFocused} />;
  return (
    <MenuButton
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={request !== 'none'}
      onPointerEnter={fetchMenu}
      onTouchStart={fetchMenu}
      onFocus={() => {
        placeholderFocused.current = true;
        fetchMenu();
      }}
      onBlur={() => (placeholderFocused.current = false)}
      onClick={(event) => {
        fetchMenu();
        // A click from Enter or Space has no pointer position: detail is 0.
        setRequest(event.detail === 0 ? 'keyboard' : 'pointer');
      }}
    />
  );
}
