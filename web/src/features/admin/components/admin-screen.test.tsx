import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import type { Admin, AdminsOverview } from '@hearth/contract/admins';
import type { JobsOverview } from '@hearth/contract/jobs';
import { AdminRoute } from '../../../app/routes/admin.tsx';
import { fakeApi, jsonResponse as json } from '../../../test/fake-api.ts';

const ada: Admin = {
  id: '0193a4b2-0000-4000-8000-000000000001',
  name: 'Ada Admin',
  email: 'ada@example.com',
  photoURL: null,
  source: 'env',
  since: '2026-03-08T18:00:00.000Z',
  grantedBy: null,
};
const park = {
  id: '0193a4b2-0000-4000-8000-000000000002',
  name: 'Ada Park',
  email: 'ada.park@example.com',
};

const noJobs: JobsOverview = {
  queues: [
    { name: 'mail', queued: 0, running: 0, failed: 0, lastError: null },
    { name: 'sign-in-link', queued: 0, running: 0, failed: 0, lastError: null },
    { name: 'embed', queued: 0, running: 0, failed: 0, lastError: null },
  ],
  failed: [],
};

const failedMail: JobsOverview = {
  queues: [
    {
      name: 'mail',
      queued: 2,
      running: 1,
      failed: 1,
      lastError: { message: 'connect ECONNREFUSED 127.0.0.1:587', at: '2026-03-09T18:00:00.000Z' },
    },
    ...noJobs.queues.slice(1),
  ],
  failed: [
    {
      id: '0193a4b2-0000-4000-8000-0000000000f1',
      queue: 'mail',
      summary: 'E-mail to grace@example.com: You’re going',
      error: 'connect ECONNREFUSED 127.0.0.1:587',
      attempts: 5,
      createdAt: '2026-03-09T17:00:00.000Z',
      failedAt: '2026-03-09T18:00:00.000Z',
    },
  ],
};

/** A fake API over `fetch`: admins, jobs, and every call made. */
function mockApi(options: { admins?: Admin[]; jobs?: JobsOverview | 'error' } = {}) {
  let overview: AdminsOverview = { admins: options.admins ?? [ada], changes: [] };
  let jobs = options.jobs ?? noJobs;
  const { calls } = fakeApi(({ method, path: url, init }) => {
    if (url === '/api/jobs') return jobs === 'error' ? json(500, { message: 'Something went wrong.' }) : json(200, jobs);
    if (url.startsWith('/api/jobs/')) {
      if (jobs !== 'error') jobs = { ...jobs, failed: [] };
      return json(204, undefined);
    }
    if (method === 'GET') return json(200, overview);
    if (method === 'POST') {
      const { email } = JSON.parse(String(init.body)) as { email: string };
      if (email !== park.email) return json(404, { message: 'No Hearth user has this e-mail address.' });
      const admin: Admin = { ...park, photoURL: null, source: 'granted', since: new Date().toISOString(), grantedBy: ada };
      overview = {
        admins: [...overview.admins, admin],
        changes: [
          {
            id: crypto.randomUUID(),
            user: park,
            role: 'admin',
            changedBy: ada,
            reason: 'Granted by an admin',
            at: admin.since!,
          },
        ],
      };
      return json(200, { admin, changed: true });
    }
    const id = url.split('/').at(-1);
    if (overview.admins.length <= 1) return json(409, { message: 'Hearth needs at least one admin.' });
    overview = { ...overview, admins: overview.admins.filter((admin) => admin.id !== id) };
    return json(204, undefined);
  });
  return calls;
}

function renderScreen(path = '/admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminRoute />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('admin screen: admins', () => {
  it('lists the admins with their source, and no Revoke for the last one', async () => {
    mockApi();
    renderScreen();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Admins' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Ada Admin');
    expect(within(item).getByText('ADMIN_EMAILS')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(item).getByText('The last admin cannot be revoked.')).toBeInTheDocument();
    expect(screen.getByText('No role changes recorded yet')).toBeInTheDocument();
  });

  it('grants admin by e-mail, with a toast, the new badge and the history; an unknown address errs on the field', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('list', { name: 'Admins' });

    const field = screen.getByLabelText('E-mail address');
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Grant admin' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls).not.toContain('POST /api/admins');

    await user.clear(field);
    await user.type(field, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Grant admin' }));
    expect(await screen.findByText('No Hearth user has this e-mail address.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, park.email);
    await user.click(screen.getByRole('button', { name: 'Grant admin' }));
    expect(await screen.findByText('Admin granted to Ada Park')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Admins' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const row = within(list).getAllByRole('listitem')[1]!;
    expect(row).toHaveTextContent('Ada Park');
    expect(within(row).getByText('Granted by Ada Admin')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recent role changes' })).toHaveTextContent('Ada Admin granted admin to Ada Park');
    expect(field).toHaveValue('');
  });

  it('revokes only after the confirmation, with a toast', async () => {
    const other: Admin = { ...ada, id: park.id, name: 'Ada Park', email: park.email, source: 'granted', grantedBy: ada };
    const calls = mockApi({ admins: [ada, other] });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Revoke admin from Ada Park' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke admin from Ada Park?' });
    expect(calls).not.toContain(`DELETE /api/admins/${park.id}`);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Admin revoked')).toBeInTheDocument();
    expect(calls).toContain(`DELETE /api/admins/${park.id}`);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke admin from Ada Park' })).toBeNull());
  });
});

describe('admin screen: background jobs', () => {
  it('shows the counts per queue, the failed jobs, and retries one', async () => {
    const calls = mockApi({ jobs: failedMail });
    const user = userEvent.setup();
    renderScreen('/admin?tab=jobs');
    const queues = await screen.findByRole('list', { name: 'Queues' });
    const mail = within(queues).getAllByRole('listitem')[0]!;
    expect(mail).toHaveTextContent('E-mail');
    expect(mail).toHaveTextContent('Queued2');
    expect(mail).toHaveTextContent('Running1');
    expect(mail).toHaveTextContent('Failed1');
    expect(mail).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:587');

    // jsdom applies no CSS, so the phone cards render beside the table: act on the table.
    const table = screen.getByRole('table', { name: 'Failed jobs' });
    const row = within(table).getByRole('row', { name: /grace@example.com/ });
    expect(row).toHaveTextContent('5');
    await user.click(within(row).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Job queued again')).toBeInTheDocument();
    expect(calls).toContain(`POST /api/jobs/mail/${failedMail.failed[0]!.id}/retry`);
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
  });

  it('switches to the jobs tab from the admins tab, and shows a load error with a retry', async () => {
    mockApi({ jobs: 'error' });
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Background jobs' }));
    expect(await screen.findByText('The background jobs could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
