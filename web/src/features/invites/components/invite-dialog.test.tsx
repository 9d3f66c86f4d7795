import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteDialog } from './invite-dialog.tsx';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('InviteDialog, step 1', () => {
  it('adds well-formed addresses and keeps a malformed one in the field with a message', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <InviteDialog slug="demo" open onOpenChange={() => undefined} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Invite People' });
    await user.type(within(dialog).getByLabelText('Email'), 'ann@example.com, bob@example{Enter}');
    expect(within(dialog).getByRole('list', { name: 'Emails to invite' }).children).toHaveLength(1);
    expect(within(dialog).getByLabelText('Email')).toHaveValue('bob@example');
    expect(within(dialog).getByText('Not an e-mail address: bob@example')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), '.com{Enter}');
    expect(within(dialog).getByRole('list', { name: 'Emails to invite' }).children).toHaveLength(2);
    expect(within(dialog).queryByText(/Not an e-mail address/)).toBeNull();
  });
});

describe('InviteDialog (docs/product/registrations.md#invites: two steps, add)', () => {
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

describe('InviteDialog, a refused send', () => {
  it("shows the server's message about the addresses and stays open", async () => {
    fakeApi(() => jsonResponse(400, { message: 'This is not an email address: ann@example.con', field: 'emails' }));
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <InviteDialog slug="demo" open onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Invite People' });
    await user.type(within(dialog).getByLabelText('Email'), 'ann@example.con{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invites' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is not an email address: ann@example.con');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
