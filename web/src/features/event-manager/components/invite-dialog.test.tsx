import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InviteDialog } from './invite-dialog.tsx';

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
