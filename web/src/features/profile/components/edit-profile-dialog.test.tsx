import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from 'sonner';
import type { User } from '@hearth/contract/user';
import { testUser } from '../../../test/users.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { fakeApi, jsonResponse as json } from '../../../test/fake-api.ts';

const baseUser = testUser();

afterEach(() => vi.unstubAllGlobals());

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderDialog(user: User = baseUser, initiallyOpen = true) {
  const onSaved = vi.fn();
  const openChanges: boolean[] = [];
  function Harness() {
    const [open, setOpen] = useState(initiallyOpen);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        <EditProfileDialog
          user={user}
          open={open}
          onOpenChange={(next) => {
            openChanges.push(next);
            setOpen(next);
          }}
          onSaved={onSaved}
        />
      </>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      <Harness />
    </QueryClientProvider>,
  );
  return { onSaved, openChanges, events: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: /Save Changes|Uploading\.\.\./ });
const hint = () => screen.queryByText('A complete profile is required for event registration.');

describe('EditProfileDialog', () => {
  it('is forced for a user without a name: “Complete Your Profile”, no close button, no Cancel, Esc ignored', async () => {
    const { events, openChanges } = renderDialog({ ...baseUser, name: '', headline: '', linkedInURL: null }, false);
    expect(screen.getByRole('dialog', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await events.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(openChanges).toEqual([]);
    expect(hint()).toBeInTheDocument();
    expect(save()).toBeDisabled();
    // A new profile does not open full of errors; a field left empty says what it needs.
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    await events.click(screen.getByLabelText('Name*'));
    await events.tab();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.queryByText('Headline is required.')).not.toBeInTheDocument();
  });

  it('is “Edit Profile” with Cancel and a close button when the name is set; Esc closes it', async () => {
    const { events, openChanges } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(hint()).not.toBeInTheDocument();
    await events.keyboard('{Escape}');
    expect(openChanges).toEqual([false]);
  });

  it('disables Save and shows the hint while any required field is empty', async () => {
    const { events } = renderDialog();
    expect(save()).toBeEnabled();
    const required = {
      'Name*': 'Name is required.',
      'Headline (One-line bio)*': 'Headline is required.',
      'LinkedIn URL*': 'LinkedIn is required.',
    };
    for (const [label, message] of Object.entries(required)) {
      const input = screen.getByLabelText(label);
      const value = (input as HTMLInputElement).value;
      await events.clear(input);
      expect(save()).toBeDisabled();
      expect(hint()).toBeInTheDocument();
      // Beside the field at once, not only a greyed-out Save.
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
      await events.type(input, '   ');
      expect(save()).toBeDisabled(); // blanks do not count
      expect(screen.getByText(message)).toBeInTheDocument();
      await events.clear(input);
      await events.type(input, value);
      expect(save()).toBeEnabled();
      expect(hint()).not.toBeInTheDocument();
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'false');
    }
    // GitHub and Twitter/X are optional.
    await events.clear(screen.getByLabelText('GitHub URL'));
    expect(save()).toBeEnabled();
  });

  it('shows “Invalid Linkedin URL” for a link that is not linkedin.com/in/… and sends nothing', async () => {
    const { requests: calls } = fakeApi(() => json(200, baseUser));
    const { events } = renderDialog();
    const linkedIn = screen.getByLabelText('LinkedIn URL*');
    await events.clear(linkedIn);
    await events.type(linkedIn, 'https://example.com/ada');
    await events.click(save());
    expect(await screen.findByText('Invalid Linkedin URL')).toBeInTheDocument();
    expect(linkedIn).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('saves the fields (empty optional links as null) and hands back the saved user', async () => {
    const saved = { ...baseUser, githubURL: 'https://github.com/ada' };
    const { requests: calls } = fakeApi(() => json(200, saved));
    const { events, onSaved } = renderDialog();
    await events.type(screen.getByLabelText('GitHub URL'), 'https://github.com/ada');
    await events.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls[0]!.path).toBe('/api/user/update');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      name: 'Ada Lovelace',
      headline: 'Analyst @ Engines',
      linkedInURL: 'https://www.linkedin.com/in/ada',
      githubURL: 'https://github.com/ada',
      twitterURL: null,
      photoURL: null,
      show_upcoming_events: false,
      appear_in_search: true,
    });
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('adds https:// to links typed without a scheme before sending them', async () => {
    const { requests: calls } = fakeApi(() => json(200, baseUser));
    const { events, onSaved } = renderDialog();
    const linkedIn = screen.getByLabelText('LinkedIn URL*');
    await events.clear(linkedIn);
    await events.type(linkedIn, 'linkedin.com/in/ada');
    await events.type(screen.getByLabelText('GitHub URL'), 'github.com/ada/engine');
    await events.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      linkedInURL: 'https://linkedin.com/in/ada',
      githubURL: 'https://github.com/ada/engine',
    });
  });

  it('names a bad link in words, never by its field name', async () => {
    const { requests: calls } = fakeApi(() => json(200, baseUser));
    const { events } = renderDialog();
    await events.type(screen.getByLabelText('Twitter/X URL'), 'javascript:alert(1)');
    await events.click(save());
    expect(await screen.findByText('The Twitter/X URL must be a link starting with http:// or https://.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lets the user show their upcoming events on their profile (off until they choose), by keyboard too', async () => {
    const { requests: calls } = fakeApi(() => json(200, { ...baseUser, show_upcoming_events: true }));
    const { events, onSaved } = renderDialog();
    const toggle = screen.getByRole('checkbox', { name: 'Show my upcoming events on my profile' });
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await events.keyboard(' ');
    expect(toggle).toBeChecked();
    await events.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]!.init.body)).show_upcoming_events).toBe(true);
  });

  it('lets the user leave talent search (on until they untick it)', async () => {
    const { requests: calls } = fakeApi(() => json(200, { ...baseUser, appear_in_search: false }));
    const { events, onSaved } = renderDialog();
    const toggle = screen.getByRole('checkbox', { name: 'Show me in talent search (site admins only)' });
    expect(toggle).toBeChecked();
    await events.click(toggle);
    await events.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]!.init.body)).appear_in_search).toBe(false);
  });

  it('starts the setting from the saved profile', () => {
    renderDialog({ ...baseUser, show_upcoming_events: true });
    expect(screen.getByRole('checkbox', { name: 'Show my upcoming events on my profile' })).toBeChecked();
  });

  it('maps a server 400 back onto its field', async () => {
    fakeApi(() => json(400, { message: 'Headline is required.', field: 'headline' }));
    const { events, onSaved } = renderDialog();
    await events.click(save());
    expect(await screen.findByText('Headline is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Headline (One-line bio)*')).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows other failures above the buttons', async () => {
    fakeApi(() => json(500, { message: 'Something went wrong (request 7).' }));
    const { events } = renderDialog();
    await events.click(save());
    expect(await screen.findByText('Something went wrong (request 7).')).toBeInTheDocument();
  });

  it('Cancel restores the initial values and clears errors', async () => {
    const { events, openChanges } = renderDialog();
    const name = screen.getByLabelText('Name*');
    const linkedIn = screen.getByLabelText('LinkedIn URL*');
    await events.clear(name);
    await events.type(name, 'Someone Else');
    await events.clear(linkedIn);
    await events.type(linkedIn, 'nope');
    await events.click(save());
    expect(await screen.findByText('Invalid Linkedin URL')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(openChanges).toEqual([false]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByLabelText('Name*')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('LinkedIn URL*')).toHaveValue('https://www.linkedin.com/in/ada');
    expect(screen.queryByText('Invalid Linkedin URL')).not.toBeInTheDocument();
  });

  it('shows “Uploading...” and disables Save during a photo upload, then saves the new photo URL', async () => {
    let finishUpload!: () => void;
    const { requests: calls } = fakeApi(async ({ path: url, init }) => {
      if (url === '/api/user/photo') {
        await new Promise<void>((resolve) => (finishUpload = resolve));
        return json(200, { file_url: '/files/profile_photos/u?v=9' });
      }
      return json(200, { ...baseUser, photoURL: JSON.parse(String(init.body)).photoURL });
    });
    const { events, onSaved } = renderDialog();
    const photo = new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' });
    await events.upload(screen.getByLabelText('Profile photo'), photo);
    await waitFor(() => expect(save()).toHaveTextContent('Uploading...'));
    expect(save()).toBeDisabled();
    finishUpload();
    await waitFor(() => expect(save()).toHaveTextContent('Save Changes'));
    expect(save()).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Ada Lovelace’s photo' })).toHaveAttribute('src', '/files/profile_photos/u?v=9');
    await events.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(calls.at(-1)!.init.body)).photoURL).toBe('/files/profile_photos/u?v=9');
  });

  it('a failed photo upload clears the uploading state and changes nothing else', async () => {
    fakeApi(() => json(400, { message: 'Profile photos must be PNG, JPEG, GIF or WebP images.' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { events } = renderDialog({ ...baseUser, photoURL: '/files/profile_photos/old' });
    await events.upload(screen.getByLabelText('Profile photo'), new File([new Uint8Array(10)], 'x.png', { type: 'image/png' }));
    expect(await screen.findByText('Profile photos must be PNG, JPEG, GIF or WebP images.')).toBeInTheDocument();
    expect(save()).toHaveTextContent('Save Changes');
    expect(save()).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Ada Lovelace’s photo' })).toHaveAttribute('src', '/files/profile_photos/old');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refuses a non-image or a file above 10 MB before uploading', async () => {
    const { requests: calls } = fakeApi(() => json(200, {}));
    renderDialog();
    const input = screen.getByLabelText('Profile photo');
    // The picker's `accept` would hide it; a drop or an old browser may still hand one over.
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Please choose a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('The photo is too large (at most 10 MB).')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
