import { Link, useLocation } from 'react-router';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../ui/menu.tsx';
import { MenuButton } from './menu-button.tsx';
import type { PhoneMenuLink } from './phone-menu-links.ts';

/**
 * The header's navigation below the `sm` breakpoint, for everyone (SPEC §2 lists the signed-in
 * items; a signed-out visitor gets Events and Log in). Items are real links, so they open in a new
 * tab too; arrow keys, Enter and Esc come from the Radix menu. Loaded lazily by the header.
 */
export function PhoneMenu({ links }: { links: PhoneMenuLink[] }) {
  const { pathname } = useLocation();
  return (
    <Menu>
      <MenuTrigger asChild>
        <MenuButton />
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
