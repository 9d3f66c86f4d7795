import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ConfirmDialog } from '../components/ui/confirm-dialog.tsx';
import { CreateApiKeyDialog } from '../features/api-keys/components/create-api-key-dialog.tsx';
import { ExportDialog } from '../features/decisions/components/export-dialog.tsx';
import { InviteDialog } from '../features/invites/components/invite-dialog.tsx';
import { MessageGuestsDialog } from '../features/guest-messages/components/message-guests-dialog.tsx';
import { ShortcutHelp } from '../features/decisions/components/shortcut-help.tsx';
import { EventFormDialog } from '../features/events/components/event-form-dialog.tsx';
import { ReportIssueDialog } from '../features/issues/components/report-issue-dialog.tsx';
import { EditProfileDialog } from '../features/profile/components/edit-profile-dialog.tsx';
import { ProjectDialog } from '../features/projects/components/project-dialog.tsx';
import { testRegistrations } from './registrations.ts';
import { testUser } from './users.ts';
import { WithOpener } from './with-opener.tsx';
import { fakeApi, jsonResponse } from './fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

// jsdom has no ResizeObserver; Radix's checkbox (in the event form) measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const viewer = testUser({ role: 'admin' });

const registrations = testRegistrations();

type Controlled = (open: boolean, setOpen: (open: boolean) => void) => ReactNode;

const dialogs: [string, Controlled][] = [
  ['Report an Issue', (open, setOpen) => <ReportIssueDialog open={open} onOpenChange={setOpen} />],
  [
    'Edit Profile',
    (open, setOpen) => <EditProfileDialog user={viewer} open={open} onOpenChange={setOpen} onSaved={() => setOpen(false)} />,
  ],
  ['Add New Project', (open, setOpen) => <ProjectDialog open={open} onOpenChange={setOpen} viewer={viewer} />],
  ['Create Event', (open, setOpen) => <EventFormDialog mode="create" open={open} onOpenChange={setOpen} />],
  ['Create API Key', (open, setOpen) => <CreateApiKeyDialog open={open} onOpenChange={setOpen} />],
  ['Invite People', (open, setOpen) => <InviteDialog slug="demo" open={open} onOpenChange={setOpen} />],
  ['Message Guests', (open, setOpen) => <MessageGuestsDialog slug="demo" open={open} onOpenChange={setOpen} />],
  [
    'Export CSV',
    (open, setOpen) => <ExportDialog open={open} onOpenChange={setOpen} eventName="Demo Night" registrations={registrations} />,
  ],
  ['Keyboard shortcuts', (open, setOpen) => <ShortcutHelp open={open} onOpenChange={setOpen} />],
  [
    'Are you sure you want to proceed?',
    (open, setOpen) => <ConfirmDialog open={open} onOpenChange={setOpen} onConfirm={() => setOpen(false)} />,
  ],
];

describe('every dialog gives focus back to its opener when Esc closes it', () => {
  it.each(dialogs)('%s', async (_name, dialog) => {
    fakeApi(() => jsonResponse(200, []));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <WithOpener render={dialog} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    opener.focus();
    await user.keyboard('{Enter}');
    const shown = await screen.findByRole('dialog');
    await waitFor(() => expect(shown).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('dialogs are drawn by the one Dialog component', () => {
  it('leaves no other module using Radix dialogs directly (they would not give focus back)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const offenders = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.tsx'))
      .filter((file) => /@radix-ui\/react-(alert-)?dialog/.test(fs.readFileSync(path.join(root, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/'));
    expect(offenders).toEqual(['components/ui/dialog.tsx']);
  });
});
