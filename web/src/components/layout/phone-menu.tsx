import { useEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../ui/menu.tsx';
import { MenuButton } from './menu-button.tsx';
import type { PhoneMenuLink } from './phone-menu-links.ts';

/**
 * The header's navigation below the `sm` breakpoint, for everyone (docs/product/site-and-layout.md#phone-menu lists the signed-in
 * items; a signed-out visitor gets Events and Log in). Items are real links, so they open in a new
 * tab too; arrow keys, Enter and Esc come from the Radix menu. Loaded lazily by the header;
 * `openAtOnce` is a press its placeholder button took before this code arrived.
 */
export function PhoneMenu({
  links,
  openAtOnce = 'none',
  placeholderFocused,
}: {
  links: PhoneMenuLink[];
  openAtOnce?: 'none' | 'pointer' | 'keyboard';
  placeholderFocused?: RefObject<boolean>;
}) {
  const { pathname } = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  // Runs once, as this button takes the placeholder's place: focus stays on it, and a key pressed
  // on the placeholder is pressed again here, so Radix opens the menu on its first item.
  useEffect(() => {
    const button = trigger.current;
    if (!button) return;
    if (openAtOnce === 'keyboard') {
      button.focus();
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    } else if (placeholderFocused?.current) {
      button.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only at mount: the placeholder is gone afterwards
  }, []);
  return (
    <Menu defaultOpen={openAtOnce === 'pointer'}>
      <MenuTrigger asChild>
        <MenuButton ref={trigger} />
      </MenuTrigger>
      <MenuContent>
        {links.map((link) => (
          <MenuItem key={link.label} asChild>
            <Link to={link.to} aria-current={pathname === link.to ? 'page' : undefined}>
              {link.label}
            </Link>
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
