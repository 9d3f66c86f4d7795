import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MessageGuestsDialog } from './message-guests-dialog.tsx';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('MessageGuestsDialog', () => {
  it('shows how many guests each audience reaches, checks the fields, and sends', async () => {
    const sent: unknown[] = [];
    fakeApi(({ method, url, init }) => {
      if (method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(202, { id: 'm1', audience: 'waitlisted', recipients: 1, created_at: '2026-01-01T00:00:00.000Z' });
      }
      const audience = url.searchParams.get('audience');
      return jsonResponse(200, { audience, recipients: audience === 'approved' ? 3 : 1 });
    });
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MessageGuestsDialog slug="demo" open onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Message guests' });
    expect(await within(dialog).findByText('This message goes to 3 guests.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Approved guests' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Waitlisted guests' }));
    expect(await within(dialog).findByText('This message goes to 1 guest.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send to 1 guest' }));
    expect(await within(dialog).findByText('Please add a subject.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please write a message.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Subject'), 'A place may free up');
    await user.type(within(dialog).getByLabelText('Message'), 'Hang in there.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 1 guest' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([{ audience: 'waitlisted', subject: 'A place may free up', message: 'Hang in there.' }]);
  });

  it('cannot send while nobody would get the message', async () => {
    fakeApi(() => jsonResponse(200, { audience: 'approved', recipients: 0 }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MessageGuestsDialog slug="demo" open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Message guests' });
    expect(await within(dialog).findByText('Nobody to send to yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
