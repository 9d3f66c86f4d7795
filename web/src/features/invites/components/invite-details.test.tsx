import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { InvitesResponse } from '@hearth/contract/invites';
import { inviteKeys } from '../api.ts';
import { InviteDetails } from './invite-details.tsx';
import { InvitesTab } from './invites-tab.tsx';

const none = { total: 0, accepted: 0, declined: 0, pending: 0 };
const invites: InvitesResponse = {
  invites: [
    {
      email: 'ann@example.com',
      role: 'guest',
      status: 'pending',
      created_at: '2026-03-08T20:30:00.000Z',
      answered_at: null,
      retracted_at: null,
      message: 'Bring a laptop.',
      last_mailed_at: '2026-03-08T20:30:00.000Z',
    },
    {
      email: 'old@example.com',
      role: 'event_admin',
      status: 'retracted',
      created_at: '2026-03-01T20:30:00.000Z',
      answered_at: null,
      retracted_at: '2026-03-02T20:30:00.000Z',
      message: '',
      last_mailed_at: '2026-03-01T20:30:00.000Z',
    },
  ],
  counts: { hosts: none, guests: { ...none, total: 1, pending: 1 } },
  host_count: 2,
};

function withInvites(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(inviteKeys.ofEvent('demo'), invites);
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

describe('the Invites tab and its right pane', () => {
  it('counts host and guest invitations as Total, Accepted, Declined, Pending, names the event’s hosts, and chooses an invitation to show', async () => {
    const onSelect = vi.fn();
    withInvites(<InvitesTab slug="demo" selectedEmail="ann@example.com" onSelect={onSelect} />);
    const hosts = screen.getByRole('heading', { name: 'Hosts' }).parentElement!;
    // The spec's four counts, for host invitations as for guest ones; the event's hosts in a line below.
    for (const label of ['Total', 'Accepted', 'Declined', 'Pending']) {
      expect(within(hosts).getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent('0');
    }
    expect(within(hosts).getByText('The event has 2 hosts.')).toBeInTheDocument();
    const ann = screen.getByRole('button', { name: /^ann@example.com/ });
    expect(ann).toHaveAttribute('aria-current', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: /^old@example.com/ }));
    expect(onSelect).toHaveBeenCalledWith('old@example.com');
  });

  it('shows the address, role, status, when it was sent and the message; Esc closes it', async () => {
    const onClose = vi.fn();
    withInvites(<InviteDetails slug="demo" email="ann@example.com" onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'ann@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(screen.getByText('March 8, 2026, 1:30 PM PDT')).toBeInTheDocument();
    expect(screen.getByText('Bring a laptop.')).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows when a retracted invitation was withdrawn, and says when none had a message', () => {
    withInvites(<InviteDetails slug="demo" email="old@example.com" onClose={() => undefined} />);
    expect(screen.getByText('Host')).toBeInTheDocument();
    expect(screen.getByText('Retracted', { selector: 'dt' }).nextElementSibling).toHaveTextContent('March 2, 2026, 12:30 PM PST');
    expect(screen.getByText('Sent without a message.')).toBeInTheDocument();
  });
});
