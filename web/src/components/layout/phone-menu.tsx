import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useMenuHandoff, type MenuHandoff } from '../ui/lazy-menu.ts';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../ui/menu.tsx';
import { MenuButton } from './menu-button.tsx';
import type { PhoneMenuLink } from './phone-menu-links.ts';

/**
 * The header's navigation below the `sm` breakpoint, for everyone (docs/product/site-and-layout.md#phone-menu lists the signed-in
 * items; a signed-out visitor gets Events and Log in). Items are real links, so they open in a new
 * tab too; arrow keys, Enter and Esc come from the Radix menu. Loaded lazily by the header;
 * `openAtOnce` is a press its placeholder button took before this code arrived.
 */
export function PhoneMenu({ links, ...handoff }: { links: PhoneMenuLink[] } & MenuHandoff) {
  const { pathname } = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  useMenuHandoff(trigger, handoff);
  return (
    <Menu defaultOpen={handoff.openAtOnce === 'pointer'}>
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
