import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Participant } from '@hearth/contract/events';
import { GuestList } from './guest-list.tsx';

const guest = (index: number, extra: Partial<Participant> = {}): Participant => ({
  id: `u${index}`,
  name: `Guest ${index}`,
  headline: 'Builder',
  photoURL: null,
  linkedInURL: null,
  githubURL: null,
  twitterURL: null,
  ...extra,
});

const renderList = (guests: Participant[]) =>
  render(
    <MemoryRouter>
      <GuestList guests={guests} />
    </MemoryRouter>,
  );

describe('GuestList', () => {
  it('stacks 6 avatars then +N more, and lists everyone in the dialog with profile and safe social links', async () => {
    const guests = Array.from({ length: 9 }, (_, index) =>
      guest(index + 1, index === 0 ? { linkedInURL: 'https://www.linkedin.com/in/g1', githubURL: 'javascript:alert(1)' } : {}),
    );
    renderList(guests);
    const trigger = screen.getByRole('button', { name: 'See all 9 guests' });
    expect(within(screen.getByRole('list', { name: 'Guests' })).getAllByRole('link')).toHaveLength(6);
    expect(trigger).toHaveTextContent('+3 more');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Guests' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .filter((item) => item.querySelector('img')),
    ).toHaveLength(9);
    expect(within(dialog).getByRole('link', { name: 'Guest 1' })).toHaveAttribute('href', '/user/u1');
    expect(within(dialog).getByRole('link', { name: 'Guest 1 on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/g1',
    );
    expect(within(dialog).queryByRole('link', { name: 'Guest 1 on GitHub' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stacks guests with photos first, each a link to the profile named after the guest', () => {
    const photo = (index: number) => guest(index, { photoURL: `/files/avatars/${index}.jpg` });
    renderList([guest(1), guest(2), photo(3), guest(4), photo(5), guest(6), guest(7), photo(8), { ...guest(9), name: '' }]);
    const stack = within(screen.getByRole('list', { name: 'Guests' })).getAllByRole('link');
    expect(stack.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Guest 3',
      'Guest 5',
      'Guest 8',
      'Guest 1',
      'Guest 2',
      'Guest 4',
    ]);
    expect(stack[0]).toHaveAttribute('href', '/user/u3');
    expect(stack[0]?.querySelector('img')).toHaveAttribute('src', '/files/avatars/3.jpg');
    expect(stack[3]?.querySelector('img')).toHaveAttribute('src', '/default-avatar.svg');
    // The name on hover and focus: drawn beside the link, hidden from screen readers (the link says it).
    expect(stack[0]?.parentElement).toHaveTextContent('Guest 3');
  });

  it('names a guest without a name', () => {
    renderList([{ ...guest(1), name: '' }]);
    expect(screen.getByRole('link', { name: 'Unnamed guest' })).toBeInTheDocument();
  });

  it('shows nothing without guests, and a count when there are few', () => {
    const { container, unmount } = renderList([]);
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderList([guest(1), guest(2)]);
    expect(screen.getByRole('button', { name: 'See all 2 guests' })).toHaveTextContent('2 guests');
  });
});
