import { useLazyMenu } from '../ui/lazy-menu.ts';
import { MenuButton } from './menu-button.tsx';
import type { PhoneMenuLink } from './phone-menu-links.ts';

const loadPhoneMenu = () => import('./phone-menu.tsx').then((module) => module.PhoneMenu);

/** The header's ☰ button: a placeholder until the phone menu's code is wanted (ui/lazy-menu.ts). */
export function PhoneMenuSlot({ links }: { links: PhoneMenuLink[] }) {
  const { Menu: PhoneMenu, handoff, placeholderProps } = useLazyMenu(loadPhoneMenu);
  if (PhoneMenu) return <PhoneMenu links={links} {...handoff} />;
  return <MenuButton {...placeholderProps} />;
}
