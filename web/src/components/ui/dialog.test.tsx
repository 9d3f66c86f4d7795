import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithOpener } from '../../test/with-opener.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

const opener = () => screen.getByRole('button', { name: 'Open dialog' });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  opener().focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('dialog');
}

function PlainDialog({ replaceOpener = false }: { replaceOpener?: boolean }) {
  return (
    <WithOpener
      replaceOpener={replaceOpener}
      render={(open, setOpen) => (
        <Dialog open={open} onOpenChange={setOpen} title="Plain">
          <input aria-label="Name" />
          <Button onClick={() => setOpen(false)}>Save</Button>
        </Dialog>
      )}
    />
  );
}

describe('Dialog focus return', () => {
  it.each([
    ['Esc', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'a button that closes it',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save' })),
    ],
  ])('gives focus back to the opener after %s', async (_how, close) => {
    const user = userEvent.setup();
    render(<PlainDialog />);
    await openDialog(user);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener()).toHaveFocus());
  });

  it('focuses what took the opener’s place when the opener is gone', async () => {
    const user = userEvent.setup();
    render(<PlainDialog replaceOpener />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replacement' })).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });
});
