import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ExportDialog } from './export-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { testRequests } from '../../../test/requests.ts';

afterEach(() => vi.unstubAllGlobals());

const requests = testRequests({
  event: { id: 'e', slug: 'demo', name: 'Demo Night Hackathon', questions: [], capacity: 2 },
  request_count: 10,
  pending_count: 3,
  approved_count: 2,
  declined_count: 1,
  waitlisted_count: 4,
});

describe('ExportDialog (SPEC §2, §5)', () => {
  it('lists the statuses with counts, ticks Approved only, and disables Export with nothing ticked', async () => {
    const user = userEvent.setup();
    render(<ExportDialog open onOpenChange={() => {}} eventName="Demo Night Hackathon" requests={requests} />);
    const dialog = screen.getByRole('dialog', { name: 'Export CSV' });
    const approved = within(dialog).getByRole('checkbox', { name: 'Approved (2)' });
    expect(approved).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Pending (3)' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Declined (1)' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Waitlist (4)' })).not.toBeChecked();
    const exportButton = within(dialog).getByRole('button', { name: 'Export' });
    expect(exportButton).toBeEnabled();
    await user.click(approved);
    expect(exportButton).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});

describe('InviteDialog (SPEC §2 two steps, §5 add)', () => {
  it('needs an email for Add and Next, keeps the message across Previous, sends, and starts over', async () => {
    const sent: unknown[] = [];
    fakeApi(({ init }) => {
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { invited: [] });
    });
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <InviteDialog slug="demo" open onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    );
    const dialog = () => screen.getByRole('dialog', { name: 'Invite People' });
    expect(within(dialog()).getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(within(dialog()).getByLabelText('Email'), 'Ann@Example.com, bo@example.com{Enter}');
    expect(within(dialog()).getByRole('list', { name: 'Emails to invite' }).children).toHaveLength(2);
    await user.click(within(dialog()).getByRole('button', { name: 'Remove bo@example.com' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Host' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));

    await user.type(within(dialog()).getByLabelText('Message'), 'Join us');
    await user.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    expect(within(dialog()).getByText('Ann@Example.com')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(within(dialog()).getByLabelText('Message')).toHaveValue('Join us');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Invites' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([{ emails: ['Ann@Example.com'], message: 'Join us', role: 'event_admin' }]);
    // Reopened after a send, it starts again from step 1 with nothing in it.
    view.rerender(
      <QueryClientProvider client={client}>
        <InviteDialog slug="demo" open onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    );
    expect(within(dialog()).getByText('No emails added yet.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
