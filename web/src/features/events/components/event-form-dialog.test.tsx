import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import type { Event } from '@hearth/contract/events';
import { testEvent } from '../../../test/events.ts';
import { ACCESS_HINTS, APPROVAL_HINT, EventFormDialog, type EventFormMode } from './event-form-dialog.tsx';

const event: Event = testEvent({
  id: 'e1',
  event_id: 'e1',
  name: 'Demo Day',
  slug: 'demo-day-20260110',
  timestamp: Date.UTC(2026, 0, 10, 18), // 10:00 PST
  location: 'SF',
  show_guests: true,
  description: 'Demos.',
  role: 'event_admin',
  requireDefaultQuestions: false,
  questions: ['Why?*', 'Team size'],
  sponsors: [{ name: 'Acme', sponsorURL: 'acme.dev', description: '', imageSrc: '' }],
  capacity: 60,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDialog(mode: EventFormMode, withEvent?: Event) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/events']}>
        <Toaster />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <EventFormDialog mode={mode} event={withEvent} open onOpenChange={onOpenChange} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => vi.restoreAllMocks());

describe('EventFormDialog', () => {
  it('create: name and slug are required, as the SPEC error toasts and beside the field, before anything is sent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderDialog('create');
    const dialog = screen.getByRole('dialog', { name: 'Create Event' });
    const name = within(dialog).getByLabelText('Event name');
    const slug = within(dialog).getByLabelText('Slug');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(screen.getAllByText('Please add an event name.')).toHaveLength(2)); // toast and field
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please add an event name.');
    expect(name).toHaveFocus(); // the first invalid field
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'Launch');
    expect(slug).toHaveValue('launch');
    await userEvent.clear(slug);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(screen.getAllByText('Please add an event slug.')).toHaveLength(2));
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(slug).toHaveFocus();
    await userEvent.type(slug, 'Launch Night!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(
      await within(dialog).findByText('The slug may only contain lowercase letters, digits and single hyphens.'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    // docs/product/events.md#defaults for a new event.
    expect(within(dialog).getByLabelText('Type')).toHaveValue('hackathon');
    expect(within(dialog).getByLabelText('Access')).toHaveValue('admin');
    expect(within(dialog).getByRole('checkbox', { name: 'Show guests' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Require default questions' })).toBeChecked();
  });

  it('create: sends date, start time and the question text, then goes to the new slug', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ ...event, slug: 'launch-20260307' }), { status: 200 }));
    const { onOpenChange } = renderDialog('create');
    const dialog = screen.getByRole('dialog', { name: 'Create Event' });
    await userEvent.type(within(dialog).getByLabelText('Event name'), 'Launch');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('launch'); // suggested from the name
    await userEvent.clear(within(dialog).getByLabelText('Date'));
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-03-07');
    await userEvent.type(within(dialog).getByLabelText('Questions'), 'What will you build?*, Team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/events/launch-20260307'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/event\/new$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Launch',
      slug: 'launch',
      date: '2026-03-07',
      start_time: '18:00',
      questions: 'What will you build?*, Team',
      access: 'admin',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Event created')).toBeInTheDocument();
  });

  it('create: the slug follows the name until the host types their own; emptying it hands it back', async () => {
    renderDialog('create');
    const dialog = screen.getByRole('dialog', { name: 'Create Event' });
    const name = within(dialog).getByLabelText('Event name');
    const slug = within(dialog).getByLabelText('Slug');
    await userEvent.type(name, 'Café Night 🚀 2026');
    expect(slug).toHaveValue('cafe-night-2026');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'my-own');
    await userEvent.type(name, ' extra');
    expect(slug).toHaveValue('my-own');
    await userEvent.clear(slug);
    await userEvent.type(name, 's');
    expect(slug).toHaveValue('cafe-night-2026-extras');
  });

  it('clone: the slug follows a new name', async () => {
    renderDialog('clone', event);
    const clone = screen.getByRole('dialog', { name: 'Clone Event' });
    expect(within(clone).getByLabelText('Slug')).toHaveValue('demo-day-20260110');
    await userEvent.type(within(clone).getByLabelText('Event name'), ' Two');
    expect(within(clone).getByLabelText('Slug')).toHaveValue('demo-day-two');
  });

  it('says what each access level means, under the select', async () => {
    renderDialog('create');
    const access = within(screen.getByRole('dialog', { name: 'Create Event' })).getByLabelText('Access');
    expect(access).toHaveAccessibleDescription(ACCESS_HINTS.admin);
    for (const level of ['public', 'unlisted', 'member', 'admin'] as const) {
      await userEvent.selectOptions(access, level);
      expect(access).toHaveAccessibleDescription(ACCESS_HINTS[level]);
    }
    expect(ACCESS_HINTS.unlisted).toBe('Not listed; anyone with the link can open it.');
  });

  it('update: the slug is disabled and the date, time and questions come from the event', async () => {
    renderDialog('update', event);
    const update = screen.getByRole('dialog', { name: 'Update Event' });
    expect(within(update).getByLabelText('Slug')).toBeDisabled();
    expect(within(update).getByLabelText('Date')).toHaveValue('2026-01-10');
    expect(within(update).getByLabelText('Start time')).toHaveValue('10:00');
    expect(within(update).getByLabelText('Questions')).toHaveValue('Why?*, Team size');
    expect(screen.queryByText('When cloning an event, please remember to update the slug.')).not.toBeInTheDocument();
  });

  it('capacity: empty is unlimited; anything but a whole number of at least 1 is refused, naming the field', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(event), { status: 200 }));
    renderDialog('update', event);
    const dialog = screen.getByRole('dialog', { name: 'Update Event' });
    const capacity = within(dialog).getByLabelText('Capacity');
    expect(capacity).toHaveValue('60');
    for (const bad of ['0', '-3', '2.5', 'ten']) {
      await userEvent.clear(capacity);
      await userEvent.type(capacity, bad);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update Event' }));
      expect(await within(dialog).findByText('Capacity must be a whole number of at least 1.')).toBeInTheDocument();
      expect(capacity).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.clear(capacity);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ id: 'e1', capacity: null });
  });

  it('capacity: a whole number is sent as a number', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(event), { status: 200 }));
    renderDialog('update', event);
    const dialog = screen.getByRole('dialog', { name: 'Update Event' });
    await userEvent.clear(within(dialog).getByLabelText('Capacity'));
    await userEvent.type(within(dialog).getByLabelText('Capacity'), ' 120 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ capacity: 120 });
    expect(await screen.findByText('Event saved')).toBeInTheDocument();
  });

  it('require approval: on for a new event, its hint read with it, and Space turns it off for the request', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ ...event, slug: 'meetup-20260307' }), { status: 200 }));
    renderDialog('create');
    const dialog = screen.getByRole('dialog', { name: 'Create Event' });
    const approval = within(dialog).getByRole('checkbox', { name: 'Require approval' });
    expect(approval).toBeChecked();
    expect(approval).toHaveAccessibleDescription(APPROVAL_HINT);
    await userEvent.type(within(dialog).getByLabelText('Event name'), 'Meetup');
    await userEvent.type(within(dialog).getByLabelText('Slug'), 'meetup');
    approval.focus();
    await userEvent.keyboard(' ');
    expect(approval).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ name: 'Meetup', approval_required: false });
  });

  it('require approval: an event without it opens unticked and keeps the setting when saved', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(event), { status: 200 }));
    renderDialog('update', { ...event, approval_required: false });
    const dialog = screen.getByRole('dialog', { name: 'Update Event' });
    expect(within(dialog).getByRole('checkbox', { name: 'Require approval' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ id: 'e1', approval_required: false });
  });

  it('clone: shows the reminder', () => {
    renderDialog('clone', event);
    const clone = screen.getByRole('dialog', { name: 'Clone Event' });
    expect(clone).toHaveAccessibleDescription('When cloning an event, please remember to update the slug.');
    expect(within(clone).getByLabelText('Slug')).toBeEnabled();
    expect(within(clone).getByLabelText('Slug')).toHaveValue('demo-day-20260110');
  });

  it('names every field of every row apart for screen readers ("Sponsor 2 name")', async () => {
    renderDialog('update', event);
    const dialog = screen.getByRole('dialog', { name: 'Update Event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add sponsor' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add speaker' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tech partner' }));
    // getByRole throws when two fields share the name.
    for (const name of [
      'Sponsor 1 name',
      'Sponsor 2 name',
      'Sponsor 2 website',
      'Speaker 1 name',
      'Tech partner 1 description',
    ]) {
      expect(within(dialog).getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('textbox', { name: 'Sponsor 1 name' })).toHaveValue('Acme');
  });

  it('asks before deleting a row', async () => {
    renderDialog('update', event);
    const sponsors = screen.getByRole('group', { name: 'Sponsors' });
    expect(within(sponsors).getByDisplayValue('Acme')).toBeInTheDocument();
    await userEvent.click(within(sponsors).getByRole('button', { name: 'Delete sponsor 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this sponsor?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(within(sponsors).queryByDisplayValue('Acme')).not.toBeInTheDocument();
    expect(within(sponsors).getByText('None yet.')).toBeInTheDocument();
  });
});
