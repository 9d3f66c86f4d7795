import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegistrationRow } from './registration-row.tsx';
import type { Registration } from '../api.ts';

const headline = 'Staff engineer building retrieval pipelines and evaluation harnesses for voice agents';
const item: Registration = {
  userId: 'u1',
  name: 'Zoë Park',
  email: 'zoe@example.com',
  headline,
  photoURL: null,
  linkedInURL: null,
  twitterURL: null,
  githubURL: null,
  request: { status: 'pending', questions: ['What will you build?'], answers: ['A voice\nagent'] },
  created_at: '2026-03-08T20:00:00.000Z',
  waitlisted_at: null,
  checked_in_at: null,
};

const row = (active: boolean) =>
  render(
    <RegistrationRow
      item={item}
      selected={false}
      active={active}
      checked={false}
      onCheck={() => undefined}
      onSelect={() => undefined}
      onSetStatus={() => undefined}
    />,
  );

describe('an applicant row (a denser list)', () => {
  it('shows the applied date and the first answer on one line, with the whole headline on hover', () => {
    row(false);
    const open = screen.getByRole('button', { name: /^Zoë Park/ });
    expect(open).toHaveTextContent('Applied Mar 8');
    expect(open).toHaveTextContent('A voice agent');
    expect(screen.getByTitle(headline)).toHaveTextContent(headline);
  });

  it('shows the whole headline under the keyboard cursor, hidden from screen readers who hear it once', () => {
    row(true);
    const full = screen.getAllByText(headline).find((element) => element.getAttribute('aria-hidden') === 'true');
    expect(full).toHaveClass('block');
  });

  it('keeps 44 px touch targets for approve and decline on phones', () => {
    row(false);
    for (const name of ['Approve Zoë Park', 'Decline Zoë Park']) {
      expect(screen.getByRole('button', { name })).toHaveClass('h-11', 'min-w-11');
    }
  });
});
