import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import type { WebhookDelivery, WebhookEndpoint } from '@hearth/contract/webhooks';
import { WebhooksRoute } from '../../../app/routes/webhooks.tsx';
import { fakeApi, jsonResponse as json } from '../../../test/fake-api.ts';

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
afterEach(() => vi.unstubAllGlobals());

const disabled: WebhookEndpoint = {
  _id: '0193a4b2-0000-4000-8000-000000000001',
  url: 'https://crm.example.com/hooks/hearth',
  events: ['registration.created'],
  description: 'CRM 同期',
  created_at: '2026-03-08T18:00:00.000Z',
  created_by: { id: 'admin-1', name: 'Ada' },
  is_active: false,
  failing_since: '2026-03-01T18:00:00.000Z',
  disabled_at: '2026-03-04T18:00:00.000Z',
  disabled_reason: 'Disabled after failing for 3 days. Fix the receiver, then add the endpoint again.',
};
const delivery: WebhookDelivery = {
  _id: '0193a4b2-0000-4000-8000-00000000000d',
  event_type: 'registration.created',
  status: 'failed',
  attempts: 3,
  response_status: 500,
  last_error: 'HTTP 500',
  created_at: '2026-03-04T17:00:00.000Z',
  last_attempt_at: '2026-03-04T18:00:00.000Z',
  delivered_at: null,
};

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WebhooksRoute />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('Webhooks screen', () => {
  it('lists endpoints with the disabled notice and redelivers a delivery', async () => {
    const { calls } = fakeApi(({ method, path }) => {
      if (method === 'GET' && path.endsWith('/deliveries')) return json(200, [delivery]);
      if (method === 'GET') return json(200, [disabled]);
      return json(202, { ...delivery, status: 'pending' });
    });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('https://crm.example.com/hooks/hearth')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Disabled after failing for 3 days.');
    await user.click(screen.getByRole('button', { name: 'Deliveries' }));
    const list = await screen.findByRole('list', { name: 'Deliveries' });
    expect(within(list).getByText(/3 attempts · HTTP 500/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Redeliver/ }));
    await waitFor(() => expect(calls).toContain(`POST /api/webhooks/${disabled._id}/deliveries/${delivery._id}/redeliver`));
  });

  it('adds an endpoint and shows its secret once', async () => {
    fakeApi(({ method }) => {
      if (method === 'GET') return json(200, []);
      return json(201, { ...disabled, is_active: true, disabled_reason: null, secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0' });
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('No endpoints yet');
    await user.click(screen.getByRole('button', { name: 'Add Endpoint' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Endpoint' });
    await user.type(within(dialog).getByLabelText('URL'), 'https://crm.example.com/hooks/hearth');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const shown = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue('whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0');
  });
});
