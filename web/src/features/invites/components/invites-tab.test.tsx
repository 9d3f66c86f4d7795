import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitesResponse } from '@hearth/contract/invites';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { InvitesTab } from './invites-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const none = { total: 0, accepted: 0, declined: 0, pending: 0 };
const pending = {
  email: 'ann@example.com',
  role: 'guest' as const,
  status: 'pending' as const,
  created_at: '2026-03-08T20:30:00.000Z',
  answered_at: null,
  retracted_at: null,
  message: '',
  last_mailed_at: '2026-03-08T20:30:00.000Z',
};
const list: InvitesResponse = {
  invites: [pending, { ...pending, email: 'bo@example.com', status: 'accepted', answered_at: '2026-03-09T10:00:00.000Z' }],
  counts: { hosts: none, guests: { ...none, total: 2, pending: 1, accepted: 1 } },
  host_count: 1,
};

function renderTab() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Toaster />
      <InvitesTab slug="demo" selectedEmail={null} onSelect={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('InvitesTab, Resend', () => {
  it('resends a pending invitation only, shows it while it runs, and says so when done', async () => {
    let finish: (response: Response) => void = () => undefined;
    const api = fakeApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/event/demo/resend-invite')
        return new Promise<Response>((resolve) => (finish = resolve));
      return jsonResponse(200, list);
    });
    const user = userEvent.setup();
    renderTab();
    const button = await screen.findByRole('button', { name: 'Resend invite to ann@example.com' });
    expect(screen.queryByRole('button', { name: 'Resend invite to bo@example.com' })).toBeNull();
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Resending...'));
    expect(button).toBeDisabled();
    expect(JSON.parse(String(api.requests.find((request) => request.method === 'POST')?.init.body))).toEqual({
      email: 'ann@example.com',
    });
    finish(jsonResponse(200, { invite: pending }));
    expect(await screen.findByText('Invitation to ann@example.com sent again')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveTextContent('Resend'));
  });

  it("shows the server's message when a cap refuses the resend", async () => {
    const message = 'This invitation was sent less than an hour ago. You can resend it in 23 minutes.';
    fakeApi(({ method }) => (method === 'POST' ? jsonResponse(429, { message }) : jsonResponse(200, list)));
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Resend invite to ann@example.com' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
