import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { phoneMenuLinks } from './phone-menu-links.ts';
import { PhoneMenu } from './phone-menu.tsx';
import { SiteHeader } from './site-header.tsx';

const labels = (options: Parameters<typeof phoneMenuLinks>[0]) => phoneMenuLinks(options).map((link) => link.label);
const base = { signedIn: false, isAdmin: false, authLoading: false, createEventHref: '/events?create=1' };

describe('phone menu', () => {
  it('offers Events and Log in when signed out, and Events alone while the sign-in is loading', () => {
    expect(labels(base)).toEqual(['Events', 'Log in']);
    expect(labels({ ...base, authLoading: true })).toEqual(['Events']);
  });

  it('offers Profile and Events to a user, and the admin items to an admin', () => {
    expect(labels({ ...base, signedIn: true })).toEqual(['Profile', 'Events']);
    expect(labels({ ...base, signedIn: true, isAdmin: true })).toEqual([
      'Profile',
      'Events',
      'Database',
      'API Keys',
      'Admin',
      'Create Event',
    ]);
  });

  const renderHeader = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/events']}>
          <SiteHeader />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  // The real trigger (Radix) carries data-state; the placeholder drawn while the menu's code loads does not.
  const menuLoaded = () =>
    waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('data-state', 'closed'));

  // First to render the header: React.lazy loads the menu's code once per test file.
  it("keeps a press made before the menu's code arrived, and opens on its first item", async () => {
    const user = userEvent.setup();
    renderHeader();
    const placeholder = screen.getByRole('button', { name: 'Open menu' });
    expect(placeholder).not.toHaveAttribute('data-state');
    placeholder.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Events' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('opens from the keyboard for a signed-out visitor, with real links', async () => {
    const user = userEvent.setup();
    renderHeader();
    // Nothing is fetched until someone reaches for the button; focusing it fetches the menu.
    expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveAttribute('data-state');
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await menuLoaded();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Events', 'Log in']);
    expect(items[0]).toHaveAttribute('href', '/events');
    expect(items[0]).toHaveAttribute('aria-current', 'page');
    expect(items[1]).toHaveAttribute('href', '/login');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it("keeps focus on the button that takes the placeholder's place", () => {
    render(
      <MemoryRouter initialEntries={['/events']}>
        <PhoneMenu links={phoneMenuLinks(base)} placeholderFocused={{ current: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
