import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { WithOpener } from '../../../test/with-opener.tsx';
import { QuestionsDialog } from './questions-dialog.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

const event = { name: 'Pier Night', requireDefaultQuestions: true, questions: ['What will you build?*', 'Dietary needs'] };

function setup(onSubmit = vi.fn(async () => true)) {
  const onOpenChange = vi.fn();
  render(
    <QuestionsDialog
      event={event}
      open
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
      pending={false}
      initialHeadline="Founder @ Acme"
    />,
  );
  return { onSubmit, onOpenChange };
}

describe('QuestionsDialog (docs/product/registrations.md#request-flow)', () => {
  it('shows the default questions with their hints, then the host’s questions', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Request to join Pier Night' })).toBeInTheDocument();
    expect(screen.getByLabelText('Headline *')).toHaveValue('Founder @ Acme');
    expect(screen.getByText('e.g. CS PhD @ SAIL/BAIR or founder/dev @ link.ai')).toBeInTheDocument();
    expect(screen.getByLabelText('AI project *')).toBeInTheDocument();
    expect(screen.getByLabelText('What will you build?*')).toBeInTheDocument();
    expect(screen.getByLabelText('Dietary needs')).toBeInTheDocument();
  });

  it('is titled Register for an event without approval, where the answers register the guest at once', () => {
    render(
      <QuestionsDialog
        event={{ ...event, approval_required: false }}
        open
        onOpenChange={vi.fn()}
        onSubmit={vi.fn()}
        pending={false}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Register for Pier Night' })).toBeInTheDocument();
  });

  it('does not submit with a required answer blank, then submits every answer in order', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This question is required.')).toHaveLength(2);
    await user.type(screen.getByLabelText('AI project *'), 'A venue-booking agent.');
    await user.type(screen.getByLabelText('What will you build?*'), 'The agent');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        questions: ['Headline', 'AI project', 'What will you build?*', 'Dietary needs'],
        answers: ['Founder @ Acme', 'A venue-booking agent.', 'The agent', ''],
      }),
    );
  });

  it('a blocked submit says why and keeps focus; each message then follows its answer; a done submit starts over', async () => {
    const user = userEvent.setup();
    vi.mocked(toast.error).mockClear();
    setup();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(toast.error).toHaveBeenCalledWith('Please answer all required questions (marked with an astrix*) before submitting.');
    expect(await screen.findAllByText('This question is required.')).toHaveLength(2);
    expect(submit).toHaveFocus();
    const project = screen.getByLabelText('AI project *');
    await user.type(project, 'x');
    await waitFor(() => expect(screen.getAllByText('This question is required.')).toHaveLength(1));
    await user.clear(project);
    await waitFor(() => expect(screen.getAllByText('This question is required.')).toHaveLength(2));
    await user.type(project, 'An agent');
    await user.type(screen.getByLabelText('What will you build?*'), ' The agent ');
    await user.clear(screen.getByLabelText('Headline *'));
    await user.type(screen.getByLabelText('Headline *'), 'Dev');
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText('Headline *')).toHaveValue('Founder @ Acme'));
    expect(screen.getByLabelText('AI project *')).toHaveValue('');
    expect(screen.queryByText('This question is required.')).toBeNull();
  });

  it('asks “Are you sure you want to cancel?” on Cancel and on Esc, and closes only when confirmed', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to cancel?' });
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Are you sure you want to cancel?' });
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('gives focus back to Cancel when the guest keeps editing, and to the opener once they cancel', async () => {
    const user = userEvent.setup();
    render(
      <WithOpener
        render={(open, setOpen) => (
          <QuestionsDialog event={event} open={open} onOpenChange={setOpen} onSubmit={vi.fn(async () => true)} pending={false} />
        )}
      />,
    );
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Request to join Pier Night' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
