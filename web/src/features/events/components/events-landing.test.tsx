import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { Event } from '@hearth/contract/events';
import { EventsRoute } from '../../../app/routes/events.tsx';
import { testEvent } from '../../../test/events.ts';

const NOW = Date.UTC(2026, 5, 15, 20); // 13:00 PDT, Monday 15 June 2026
const DAY = 24 * 60 * 60 * 1000;

const make = (id: string, timestamp: number, extra: Partial<Event> = {}): Event =>
  testEvent({ id, event_id: id, name: `Event ${id}`, slug: `event-${id}`, timestamp, type: 'meetup', ...extra });

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderLanding(events: Event[], entry = '/events') {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(events), { status: 200 }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <EventsRoute />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The selected tab's panel once the events are in (while loading it holds the loading text). */
async function loadedPanel(name: 'Upcoming' | 'Past') {
  await waitFor(() => expect(screen.queryByText('Loading events...')).not.toBeInTheDocument());
  return screen.getByRole('tabpanel', { name });
}

describe('events landing', () => {
  it('shows loading text, then today, tomorrow and dated groups, the coming-soon card and past events', async () => {
    renderLanding([
      make('past-old', NOW - 40 * DAY),
      make('later', NOW + 10 * DAY),
      make('today', NOW - 2 * 60 * 60 * 1000, { status: 'approved' }), // started two hours ago: still today
      make('tomorrow', NOW + DAY, { access: 'member', role: 'event_admin' }),
      make('past-recent', NOW - 3 * DAY, { status: 'approved' }),
    ]);
    // While loading, the selected tab still controls a panel that is there (axe: aria-valid-attr-value).
    const loading = screen.getByText('Loading events...');
    const tab = screen.getByRole('tab', { name: 'Upcoming' });
    expect(document.getElementById(tab.getAttribute('aria-controls')!)).toContainElement(loading);
    const upcoming = await loadedPanel('Upcoming');
    const links = within(upcoming)
      .getAllByRole('link', { name: /^Event / })
      .map((link) => link.textContent);
    expect(links).toEqual(['Event today', 'Event tomorrow', 'Event later', 'Event past-recent', 'Event past-old']);
    expect(within(upcoming).getByRole('heading', { name: 'Today Monday' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('heading', { name: 'Tomorrow Tuesday' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('heading', { name: 'June 25 Thursday' })).toBeInTheDocument();
    expect(within(upcoming).getByText('More events coming soon...')).toBeInTheDocument();
    expect(within(upcoming).getByRole('heading', { name: 'Past Events' })).toBeInTheDocument();

    const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;
    expect(within(card('Event today')).getByText('You are going')).toBeInTheDocument();
    expect(within(card('Event tomorrow')).getByText('Member Event')).toBeInTheDocument();
    expect(within(card('Event tomorrow')).getByText('Co-Host')).toBeInTheDocument();
    expect(within(card('Event past-recent')).getByText('Event Over')).toBeInTheDocument();
    expect(within(card('Event past-recent')).queryByText('You are going')).not.toBeInTheDocument();
    // Anonymous visitors have no image toggle.
    expect(screen.queryByRole('checkbox', { name: 'Show event images' })).not.toBeInTheDocument();
  });

  it('the Past toggle lists only past events, newest first', async () => {
    renderLanding([make('a', NOW - 40 * DAY), make('b', NOW - 3 * DAY), make('c', NOW + DAY)]);
    await loadedPanel('Upcoming');
    await userEvent.setup({ advanceTimers: () => undefined }).click(screen.getByRole('tab', { name: 'Past' }));
    const past = screen.getByRole('tabpanel', { name: 'Past' });
    expect(
      within(past)
        .getAllByRole('link', { name: /^Event / })
        .map((link) => link.textContent),
    ).toEqual(['Event b', 'Event a']);
  });

  it('keeps the Past view in the address, and opens on it from a link', async () => {
    renderLanding([make('a', NOW - 40 * DAY), make('c', NOW + DAY)]);
    await loadedPanel('Upcoming');
    await userEvent.setup({ advanceTimers: () => undefined }).click(screen.getByRole('tab', { name: 'Past' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/events?view=past');
    await userEvent.setup({ advanceTimers: () => undefined }).click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/events$/);
  });

  it('opens on Past from /events?view=past', async () => {
    renderLanding([make('a', NOW - 40 * DAY), make('c', NOW + DAY)], '/events?view=past');
    const past = await loadedPanel('Past');
    expect(
      within(past)
        .getAllByRole('link', { name: /^Event / })
        .map((link) => link.textContent),
    ).toEqual(['Event a']);
  });

  it('groups a Tokyo event under its Tokyo day, with its time in JST', async () => {
    // 01:00 JST on Thursday 18 June is 09:00 PDT on Wednesday 17 June.
    renderLanding([make('tokyo', Date.UTC(2026, 5, 17, 16), { timezone: 'Asia/Tokyo' })]);
    const upcoming = await loadedPanel('Upcoming');
    expect(within(upcoming).getByText('June 18')).toBeInTheDocument();
    expect(within(upcoming).getByText('Thursday')).toBeInTheDocument();
    expect(within(upcoming).queryByText('June 17')).not.toBeInTheDocument();
    expect(within(upcoming).getByText('1:00 AM JST')).toBeInTheDocument();
  });
});
