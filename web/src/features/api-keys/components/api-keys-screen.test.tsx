import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import type { ApiKey } from '@hearth/contract/api-keys';
import { ApiKeysRoute } from '../../../app/routes/api-keys.tsx';
import { fakeApi, jsonResponse as json } from '../../../test/fake-api.ts';

const activeKey: ApiKey = {
  _id: '0193a4b2-0000-4000-8000-000000000001',
  name: 'Nightly export',
  prefix: 'hth_AbCdEf',
  scopes: ['read', 'write', 'search'],
  created_at: '2026-03-08T18:00:00.000Z',
  last_used: null,
  is_active: true,
  revoked_at: null,
  revoked_reason: null,
  created_by: { id: 'admin-1', name: 'Ada Admin' },
};

/** A fake API over `fetch`: the test's list of keys, and every call made. */
function mockApi(initial: ApiKey[]) {
  let keys = [...initial];
  const { calls } = fakeApi(({ method, path: url, init }) => {
    if (method === 'GET') return json(200, keys);
    if (method === 'POST') {
      const { name, scopes } = JSON.parse(String(init.body)) as { name: string; scopes: ApiKey['scopes'] };
      if (!name.trim()) return json(400, { message: 'Please enter a key name' });
      const created = {
        ...activeKey,
        _id: '0193a4b2-0000-4000-8000-000000000002',
        name: name.trim(),
        scopes,
        prefix: 'hth_NeWkEy',
      };
      keys = [created, ...keys];
      return json(201, { ...created, key: `hth_NeWkEy${'x'.repeat(37)}` });
    }
    keys = keys.map((key) =>
      url.endsWith(key._id)
        ? { ...key, is_active: false, revoked_at: '2026-03-10T18:00:00.000Z', revoked_reason: 'Revoked by Ada Admin.' }
        : key,
    );
    return json(
      200,
      keys.find((key) => url.endsWith(key._id)),
    );
  });
  return calls;
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    // The screen links to the webhooks screen.
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ApiKeysRoute />
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('API keys screen', () => {
  it("shows 'Loading...', then 'No API keys found'", async () => {
    mockApi([]);
    renderScreen();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No API keys found')).toBeInTheDocument();
  });

  it("lists keys with 'Never' for a key not used yet, and its status", async () => {
    mockApi([
      activeKey,
      {
        ...activeKey,
        _id: '0193a4b2-0000-4000-8000-000000000003',
        name: 'Old script',
        is_active: false,
        last_used: '2026-03-09T18:00:00.000Z',
        revoked_at: '2026-03-10T18:00:00.000Z',
        revoked_reason: 'Its creator lost the admin role.',
      },
    ]);
    renderScreen();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Scopes', 'Created', 'Last Used', 'Status', 'Actions']);
    const active = within(table).getByRole('row', { name: /Nightly export/ });
    expect(within(active).getByText('Never')).toBeInTheDocument();
    expect(within(active).getByText('Read, Write, Search')).toBeInTheDocument();
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('March 8, 2026')).toBeInTheDocument();
    const revoked = within(table).getByRole('row', { name: /Old script/ });
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).getByText('Its creator lost the admin role.')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('keeps Create disabled while the name is blank, then shows the key once and refreshes the list', async () => {
    const calls = mockApi([]);
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('No API keys found');
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API Key' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Key name'), '   ');
    expect(create).toBeDisabled();
    await user.tab();
    expect(await within(dialog).findByText('Please enter a key name')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Key name'));
    await user.type(within(dialog).getByLabelText('Key name'), 'CI deploys');
    // Every scope is ticked at first; with none ticked, Create waits.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Search' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Write' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read' }));
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read' }));
    await user.click(create);
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByLabelText('API key')).toHaveValue(`hth_NeWkEy${'x'.repeat(37)}`);
    await waitFor(() => expect(calls.filter((call) => call === 'GET /api/api-keys')).toHaveLength(2));

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    const row = await screen.findByRole('row', { name: /CI deploys/ });
    expect(within(row).getByText('Read')).toBeInTheDocument();
    expect(calls).toContain('POST /api/api-keys');
    // Closed means forgotten: reopening starts a new key, the secret is gone.
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    expect(screen.queryByLabelText('API key')).toBeNull();
  });

  it("revokes only after the confirmation, then shows the key as Revoked and says 'Key revoked'", async () => {
    const calls = mockApi([activeKey]);
    const user = userEvent.setup();
    renderScreen();
    // jsdom applies no CSS, so the phone cards render beside the table: act on the table.
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Revoke Nightly export' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke “Nightly export”?' });
    expect(calls).not.toContain(`DELETE /api/api-keys/${activeKey._id}`);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls).toContain(`DELETE /api/api-keys/${activeKey._id}`));
    await waitFor(() =>
      expect(within(within(table).getByRole('row', { name: /Nightly export/ })).getByText('Revoked')).toBeInTheDocument(),
    );
    expect(
      within(within(table).getByRole('row', { name: /Nightly export/ })).getByText('Revoked by Ada Admin.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Key revoked')).toBeInTheDocument();
  });
});
