import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitePreview } from '@hearth/contract/invites';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { InviteLanding } from './invite-landing.tsx';

const preview: InvitePreview = {
  slug: 'launch-night-20260306',
  event_name: 'Launch Night',
  timestamp: Date.UTC(2026, 2, 7, 2, 0),
  timezone: 'Europe/London',
  inviter_name: 'Ada Lovelace',
  role: 'guest',
  status: 'pending',
  email: 'grace@example.test',
};

function renderLanding(answer: () => Response) {
  const { calls } = fakeApi(answer);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InviteLanding
          token="the-token"
          signIn={(email) => (
            <label>
              Email
              <input readOnly value={email ?? ''} />
            </label>
          )}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('InviteLanding', () => {
  it('says who invites to what, and fills the invited address into the sign-in form', async () => {
    const calls = renderLanding(() => jsonResponse(200, preview));
    expect(await screen.findByRole('heading', { level: 1, name: "You're invited to Launch Night" })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace invites you to attend.')).toBeInTheDocument();
    // On the event's own clock: 02:00 GMT on 7 March is still the 6th in Los Angeles.
    expect(screen.getByText('March 7, 2026')).toBeInTheDocument();
    expect(screen.getByText(/2:00 AM GMT/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.test');
    expect(calls).toEqual(['GET /api/invite/preview']);
  });

  it('says when the invitation was answered or retracted, without an address', async () => {
    renderLanding(() => jsonResponse(200, { ...preview, status: 'retracted', email: null, role: 'event_admin' }));
    expect(await screen.findByText('This invitation is no longer valid.')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace invites you to join as a host.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('says a link that does not work does not, and still offers sign-in', async () => {
    renderLanding(() => jsonResponse(404, { message: 'Invite not found.' }));
    expect(await screen.findByText('This invitation link does not work.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
