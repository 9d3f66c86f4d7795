import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportDialog } from './export-dialog.tsx';
import { testRegistrations } from '../../../test/registrations.ts';

const registrations = testRegistrations({
  event: { id: 'e', slug: 'demo', name: 'Demo Night Hackathon', questions: [], capacity: 2 },
  request_count: 10,
  pending_count: 3,
  approved_count: 2,
  declined_count: 1,
  waitlisted_count: 4,
});

describe('ExportDialog (docs/product/registrations.md#export)', () => {
  it('lists the statuses with counts, ticks Approved only, and disables Export with nothing ticked', async () => {
    const user = userEvent.setup();
    render(<ExportDialog open onOpenChange={() => {}} eventName="Demo Night Hackathon" registrations={registrations} />);
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
