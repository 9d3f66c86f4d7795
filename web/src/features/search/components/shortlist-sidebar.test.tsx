import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { shortlistActions } from '../shortlist.ts';
import { ShortlistSidebar } from './shortlist-sidebar.tsx';

const entry = (id: string, name: string) => ({
  id,
  name,
  email: null,
  headline: '',
  linkedin: null,
  twitter: null,
  github: null,
});

afterEach(() => localStorage.clear());

describe('the shortlist sidebar (Clear can be undone)', () => {
  it('clears in one click and Undo brings the entries back, keeping one added since', async () => {
    shortlistActions.add(entry('1', 'Ann'));
    shortlistActions.add(entry('2', 'Bob'));
    const user = userEvent.setup();
    render(
      <>
        <ShortlistSidebar />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Clear shortlist' }));
    expect(screen.queryByRole('complementary', { name: 'Shortlist' })).toBeNull();
    const toast = (await screen.findByText('Shortlist cleared (2 people)')).closest('[data-sonner-toast]') as HTMLElement;
    shortlistActions.add(entry('3', 'Cy'));
    // A plain click: sonner's toast captures the pointer on pointerdown, which jsdom lacks.
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    const names = within(screen.getByRole('complementary', { name: 'Shortlist' })).getAllByRole('listitem');
    expect(names.map((item) => item.textContent)).toEqual(['Ann', 'Bob', 'Cy']);
  });
});
