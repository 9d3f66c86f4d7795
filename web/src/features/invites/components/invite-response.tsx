import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { INVITE_ROLE_LABEL } from '@hearth/contract/request-rules';
import type { InviteRole } from '@hearth/contract/invites';
import { Button } from '../../../components/ui/button.tsx';
import { runAction } from '../../../lib/action.ts';
import { useAuth } from '../../auth/index.ts';
import { useRegistrationMutation } from '../../registrations/index.ts';
import { answerInvite, inviteLookupQuery } from '../api.ts';

/** Who invites, to do what: 'Ada Lovelace invites you to attend.' */
export function inviterLine(invite: { inviter_name: string | null; role: InviteRole }): string {
  const who = invite.inviter_name ?? 'The host';
  if (invite.role === 'event_admin') return `${who} invites you to join as a ${INVITE_ROLE_LABEL.event_admin.toLowerCase()}.`;
  if (invite.role === 'judge') return `${who} invites you to judge the projects.`;
  return `${who} invites you to attend.`;
}

/**
 * docs/product/registrations.md#invites: Accept and Decline for the invitee when the invite of the link (`?token=`) was sent
 * to their address and is still pending. Renders nothing otherwise, or a short note.
 */
export function InviteResponse({ slug }: { slug: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { user } = useAuth();
  const lookup = useQuery({ ...inviteLookupQuery(token), enabled: Boolean(token && user) });
  const answer = useRegistrationMutation(answerInvite);
  const navigate = useNavigate();

  if (!token || !user || !lookup.data || lookup.data.slug !== slug) return null;
  const invite = lookup.data;
  if (!invite.for_you) {
    return (
      <p role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        This invitation was sent to another email address. Sign in with that address to answer it.
      </p>
    );
  }
  if (invite.status !== 'pending') return null;

  const respond = async (accept: boolean) => {
    const done = await runAction(() => answer.mutateAsync({ token, accept }), {
      success: accept ? 'Invitation accepted!' : 'Invitation declined.',
    });
    if (done && accept && invite.role === 'judge') {
      navigate(paths.eventJudging(slug));
      return;
    }
    if (done) {
      const next = new URLSearchParams(searchParams);
      next.delete('token');
      setSearchParams(next, { replace: true });
    }
  };

  return (
    <section aria-labelledby="invite-title" className="space-y-3 rounded-2xl border border-accent-100 bg-accent-50 p-5">
      <div>
        <h2 id="invite-title" className="font-semibold text-stone-900">
          You're invited to {invite.event_name}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{inviterLine(invite)}</p>
      </div>
      <div className="flex gap-2">
        <Button onClick={() => void respond(true)} disabled={answer.isPending}>
          Accept
        </Button>
        <Button variant="secondary" onClick={() => void respond(false)} disabled={answer.isPending}>
          Decline
        </Button>
      </div>
    </section>
  );
}
