import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMember } from '@hearth/contract/projects';
import { TeamMembersField } from './team-members-field.tsx';

function Harness({ initial }: { initial: TeamMember[] }) {
  const [members, setMembers] = useState(initial);
  const [invited, setInvited] = useState<string[]>([]);
  return <TeamMembersField members={members} onChange={setMembers} selfId="me" invited={invited} onInvitedChange={setInvited} />;
}

const respond = (body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));

afterEach(() => vi.restoreAllMocks());

describe('TeamMembersField', () => {
  const initial = [
    { member_id: 'me', member_name: 'Casey' },
    { member_id: 'u2', member_name: 'Tara' },
  ];

  it('marks the current user (You) without a remove button, and removes others', async () => {
    render(<Harness initial={initial} />);
    expect(screen.getByText('(You)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Casey' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tara' }));
    expect(screen.queryByText('Tara')).not.toBeInTheDocument();
  });

  it('shows the three SPEC errors and adds a member found by e-mail', async () => {
    render(<Harness initial={initial} />);
    const input = screen.getByLabelText('Teammate e-mail');
    const add = screen.getByRole('button', { name: 'Add Member' });
    await userEvent.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Email cannot be empty');

    respond(null);
    await userEvent.type(input, 'ghost@example.test');
    await userEvent.click(add);
    expect(await screen.findByText('Cannot find this member')).toBeInTheDocument();

    vi.restoreAllMocks();
    respond({ id: 'u2', name: 'Tara' });
    await userEvent.clear(input);
    await userEvent.type(input, 'tara@example.test');
    await userEvent.click(add);
    expect(await screen.findByText('Member already exists in the list')).toBeInTheDocument();

    vi.restoreAllMocks();
    const fetch = respond({ id: 'u3', name: 'Nia' });
    await userEvent.clear(input);
    await userEvent.type(input, 'nia@example.test{Enter}');
    expect(await screen.findByText('Nia')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/user/email?email=nia%40example.test');
    expect(input).toHaveValue('');
  });

  it('offers to invite an address nobody has by e-mail, listing it apart from the team', async () => {
    render(<Harness initial={initial} />);
    respond(null);
    await userEvent.type(screen.getByLabelText('Teammate e-mail'), 'New@Example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('Cannot find this member')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invite new@example.test by e-mail' }));
    const invited = screen.getByRole('list', { name: 'Invited by e-mail' });
    expect(invited).toHaveTextContent('new@example.test');
    expect(screen.queryByText('Cannot find this member')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove new@example.test' }));
    expect(screen.queryByRole('list', { name: 'Invited by e-mail' })).not.toBeInTheDocument();
  });
});
