import { useId, useState } from 'react';
import { looksLikeInviteEmail } from '@hearth/contract/invites';
import { TEAM_MEMBER_ERRORS, type TeamMember } from '@hearth/contract/projects';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { findMemberByEmail } from '../api.ts';

type TeamMembersFieldProps = {
  members: TeamMember[];
  onChange: (members: TeamMember[]) => void;
  /** The signed-in user: marked '(You)' and never removable (docs/product/profiles-and-projects.md#team-members). */
  selfId: string;
  /** The project's creator stays in the team (the server refuses otherwise). */
  creatorId?: string | null;
  /** Addresses with no account, invited by e-mail when the project is saved. */
  invited: string[];
  onInvitedChange: (emails: string[]) => void;
};

/** docs/product/profiles-and-projects.md#team-members: the list, remove buttons except for self, add by e-mail. */
export function TeamMembersField({ members, onChange, selfId, creatorId, invited, onInvitedChange }: TeamMembersFieldProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // An address nobody has: 'Cannot find this member' stays, with an offer to invite it by e-mail.
  const [unknown, setUnknown] = useState<string | null>(null);

  const add = async () => {
    const address = email.trim();
    if (!address) return setError(TEAM_MEMBER_ERRORS.empty);
    setAdding(true);
    setError(null);
    setUnknown(null);
    try {
      const found = await findMemberByEmail(address);
      if (!found) {
        setError(TEAM_MEMBER_ERRORS.notFound);
        if (looksLikeInviteEmail(address)) setUnknown(address.toLowerCase());
        return;
      }
      if (members.some((member) => member.member_id === found.id)) return setError(TEAM_MEMBER_ERRORS.duplicate);
      onChange([...members, { member_id: found.id, member_name: found.name }]);
      setEmail('');
    } catch (caught) {
      // A malformed address is answered 400 by the lookup: nobody has it.
      setError(caught instanceof ApiError && caught.status === 400 ? TEAM_MEMBER_ERRORS.notFound : 'Failed!');
    } finally {
      setAdding(false);
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">Team Members</legend>
      <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200" aria-label="Team members">
        {members.map((member) => {
          const isSelf = member.member_id === selfId;
          const locked = isSelf || member.member_id === creatorId;
          return (
            <li key={member.member_id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 truncate text-stone-900" title={member.member_name || undefined}>
                {member.member_name || 'Unnamed member'}
                {isSelf ? <span className="ml-1 text-stone-500">(You)</span> : null}
              </span>
              {locked ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(members.filter((other) => other.member_id !== member.member_id))}
                  aria-label={`Remove ${member.member_name || 'member'}`}
                >
                  Remove
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Teammate e-mail
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          placeholder="teammate@example.com"
          value={email}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
        />
        <Button variant="secondary" onClick={() => void add()} disabled={adding} className="h-10">
          {adding ? 'Adding...' : 'Add Member'}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {unknown ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            if (invited.includes(unknown)) setError(TEAM_MEMBER_ERRORS.duplicate);
            else {
              onInvitedChange([...invited, unknown]);
              setEmail('');
              setError(null);
            }
            setUnknown(null);
          }}
        >
          Invite {unknown} by e-mail
        </Button>
      ) : null}
      {invited.length > 0 ? (
        <ul className="space-y-1 text-sm" aria-label="Invited by e-mail">
          {invited.map((address) => (
            <li key={address} className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 px-3 py-1.5">
              <span className="min-w-0 truncate text-stone-800">
                {address} <span className="text-stone-500">(invited by e-mail; joins after signing up)</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${address}`}
                onClick={() => onInvitedChange(invited.filter((other) => other !== address))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
