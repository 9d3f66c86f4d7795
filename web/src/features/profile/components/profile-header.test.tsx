import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { User } from '@hearth/contract/user';
import { asSeenByVisitor, testUser } from '../../../test/users.ts';
import { ProfileHeader } from './profile-header.tsx';

const user: User = asSeenByVisitor(
  testUser({
    id: 'u1',
    name: 'Grace Hopper',
    headline: 'Compilers @ Navy',
    linkedInURL: 'https://www.linkedin.com/in/grace/',
    githubURL: 'https://github.com/grace',
    twitterURL: 'javascript:alert(1)',
  }),
);

describe('ProfileHeader', () => {
  it('shows the default avatar, name, headline and only http(s) links, shortened', () => {
    render(<ProfileHeader user={user} isOwner={false} />);
    expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('Compilers @ Navy')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Grace Hopper’s photo' })).toHaveAttribute('src', '/default-avatar.svg');
    expect(screen.getByRole('link', { name: /LinkedIn grace$/ })).toHaveAttribute('href', 'https://www.linkedin.com/in/grace/');
    expect(screen.getByRole('link', { name: /GitHub grace$/ })).toHaveAttribute('href', 'https://github.com/grace');
    expect(screen.queryByRole('link', { name: /Twitter/ })).not.toBeInTheDocument();
  });

  it('shows no e-mail when none was sent, and no owner buttons for visitors', () => {
    render(<ProfileHeader user={user} isOwner={false} />);
    expect(screen.queryByText(/@example/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows the e-mail (or “Email unmigrated.”) when sent, and Edit Profile / Log out for the owner', () => {
    const onEdit = vi.fn();
    const { rerender } = render(
      <ProfileHeader user={{ ...user, email: 'grace@example.test' }} isOwner onEdit={onEdit} onLogOut={() => {}} />,
    );
    expect(screen.getByText('grace@example.test')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Edit Profile' }).click();
    expect(onEdit).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    rerender(<ProfileHeader user={{ ...user, email: null }} isOwner />);
    expect(screen.getByText('Email unmigrated.')).toBeInTheDocument();
  });

  it('never uses a photo URL that is not ours or http(s)', () => {
    render(<ProfileHeader user={{ ...user, photoURL: 'javascript:alert(1)' }} isOwner={false} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/default-avatar.svg');
  });
});
