import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import type { RegistrationStatus } from '@hearth/contract/events';
import { setToken } from '../../../lib/auth-token.ts';
import { testEvent } from '../../../test/events.ts';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { testUser } from '../../../test/users.ts';
import { RegisterButton } from './register-button.tsx';

const DAY = 24 * 60 * 60 * 1000;

/** A signed-in guest with a complete profile on the page of an upcoming event without questions; the server gives `status`. */
function renderButton({ approvalRequired, status }: { approvalRequired: boolean; status: RegistrationStatus }) {
  setToken('token');
  const { calls } = fakeApi((request) =>
    request.path === '/api/user' ? jsonResponse(200, testUser()) : jsonResponse(200, { event_id: 'e1', status }),
  );
  const event = testEvent({
    id: 'e1',
    event_id: 'e1',
    slug: 'meetup',
    timestamp: Date.now() + 7 * DAY,
    requireDefaultQuestions: false,
    questions: [],
    approval_required: approvalRequired,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Toaster />
        <RegisterButton event={event} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('RegisterButton', () => {
  it('on an event without approval says Register, and the guest is in at once', async () => {
    const { calls } = renderButton({ approvalRequired: false, status: 'approved' });
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You’re in! See you there.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/application/new');
  });

  it('on a full event without approval, the toast says the guest is on the waitlist', async () => {
    renderButton({ approvalRequired: false, status: 'waitlisted' });
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You are on the waitlist')).toBeInTheDocument();
  });

  it('on an event that needs approval keeps Request to Attend and Request sent', async () => {
    renderButton({ approvalRequired: true, status: 'pending' });
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Request to Attend' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
  });
});
