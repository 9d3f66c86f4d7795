import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordSentBodies } from '../../../test/fake-api.ts';
import { ReportIssueDialog } from './report-issue-dialog.tsx';

/** Records what the form sends and answers each with `status`. */
const mockIssues = (status?: number) => recordSentBodies('/api/issues', { status, message: 'Nope' });

function Opened({ defaults }: { defaults?: { email?: string; name?: string } }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <ReportIssueDialog open={open} onOpenChange={setOpen} defaults={defaults} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ReportIssueDialog', () => {
  it('starts from the defaults, and Send Report waits for a non-blank issue', async () => {
    mockIssues();
    render(<Opened defaults={{ email: 'ada@example.test', name: 'Ada' }} />);
    expect(screen.getByLabelText('Contact info')).toHaveValue('ada@example.test');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    const send = screen.getByRole('button', { name: 'Send Report' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Issue'), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Issue'), 'x');
    expect(send).toBeEnabled();
  });

  it('sends the report and thanks; closing and reopening starts over from the defaults', async () => {
    const sent = mockIssues();
    render(<Opened defaults={{ name: 'Ada' }} />);
    await userEvent.type(screen.getByLabelText('Contact info'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Issue'), 'The schedule is cut off');
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for reporting the issue.');
    expect(sent).toEqual([{ email: 'ada@example.test', name: 'Ada', issue: 'The schedule is cut off' }]);

    // The footer's Close (the dialog's own close button is named Close too).
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByLabelText('Issue')).toHaveValue('');
    expect(screen.getByLabelText('Contact info')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });

  it('Cancel drops what was typed', async () => {
    mockIssues();
    render(<Opened />);
    await userEvent.type(screen.getByLabelText('Issue'), 'Half a thought');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByLabelText('Issue')).toHaveValue('');
  });

  // A valid address (each label at most 63 characters) of 255 characters: only the length is wrong.
  const longAddress = `${'a'.repeat(63)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`;

  it.each([
    { label: 'Contact info', text: longAddress, message: 'At most 254 characters.' },
    { label: 'Name', text: 'n'.repeat(201), message: 'At most 200 characters.' },
    { label: 'Issue', text: 'i'.repeat(5001), message: 'At most 5000 characters.' },
  ])('says the limit of a $label over it, on the field, and sends nothing', async ({ label, text, message }) => {
    const sent = mockIssues();
    render(<Opened />);
    await userEvent.type(screen.getByLabelText('Issue'), 'x');
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(text);
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.queryByText(/Too big/)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('a failed report still thanks (the failure is silently ignored)', async () => {
    mockIssues(500);
    render(<Opened />);
    await userEvent.type(screen.getByLabelText('Issue'), 'Broken');
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for reporting the issue.');
  });
});
