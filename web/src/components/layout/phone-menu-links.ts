import { paths } from '../../lib/paths.ts';

export type PhoneMenuLink = { label: string; to: string };

/** What the phone menu offers: the order of docs/product/site-and-layout.md#phone-menu for a signed-in user; Events and Log in otherwise. */
export function phoneMenuLinks(options: {
  signedIn: boolean;
  isAdmin: boolean;
  authLoading: boolean;
  createEventHref: string;
}): PhoneMenuLink[] {
  if (!options.signedIn) {
    const events = { label: 'Events', to: paths.events() };
    return options.authLoading ? [events] : [events, { label: 'Log in', to: paths.login() }];
  }
  const links = [
    { label: 'Profile', to: paths.profile() },
    { label: 'Events', to: paths.events() },
  ];
  if (!options.isAdmin) return links;
  return [
    ...links,
    { label: 'Database', to: paths.database() },
    { label: 'API Keys', to: paths.apiKeys() },
    { label: 'Admin', to: paths.admin() },
    { label: 'Create Event', to: options.createEventHref },
  ];
}
