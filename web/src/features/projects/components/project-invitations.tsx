import { useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProjectInvitation } from '@hearth/contract/projects';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { answerMembership, projectInvitationsQuery, useProjectMutation } from '../api.ts';

/**
 * docs/product/profiles-and-projects.md#membership: on one's own profile, the projects someone put
 * one on, each with Accept and Decline. Nothing shows while there are none.
 */
export function ProjectInvitations() {
  const query = useQuery(projectInvitationsQuery());
  const listRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  if (!query.data?.length) return null;
  return (
    <div
      ref={listRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      role="region"
      className="col-span-full space-y-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 focus-visible:outline-none"
    >
      <h3 id={headingId} className="text-sm font-semibold text-stone-900">
        Invitations to project teams
      </h3>
      <ul className="space-y-2">
        {query.data.map((invitation) => (
          <InvitationItem key={invitation.project_id} invitation={invitation} onAnswered={() => listRef.current?.focus()} />
        ))}
      </ul>
    </div>
  );
}

function InvitationItem({ invitation, onAnswered }: { invitation: ProjectInvitation; onAnswered: () => void }) {
  const textId = useId();
  const mutation = useProjectMutation(answerMembership);
  const answer = async (accept: boolean) => {
    try {
      await mutation.mutateAsync({ projectId: invitation.project_id, accept });
      notify.success(accept ? 'You joined the team' : 'Invitation declined');
      // The item goes away: focus stays in the list, not on <body>.
      onAnswered();
    } catch (caught) {
      notify.error(caught instanceof ApiError && caught.kind === 'response' ? caught.message : 'Failed!');
    }
  };
  const who = invitation.added_by?.name || 'Someone';
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p id={textId} className="min-w-0 text-sm text-stone-800">
        {who} added you to <strong className="font-semibold">{invitation.project_name}</strong>
        {invitation.event ? ` (${invitation.event.event_name})` : null}.
      </p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={() => void answer(true)} disabled={mutation.isPending} aria-describedby={textId}>
          Accept
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void answer(false)}
          disabled={mutation.isPending}
          aria-describedby={textId}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}
