import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { INVITE_ROLE_LABEL } from '@hearth/contract/request-rules';
import { Button } from '../../../components/ui/button.tsx';
import { runAction } from '../../../lib/action.ts';
import { useAuth } from '../../auth/index.ts';
import { useRegistrationMutation } from '../../registrations/index.ts';
import { answerInvite, inviteLookupQuery } from '../api.ts';

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
          You are invited
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          {invite.role === 'event_admin'
            ? `You are invited to join ${invite.event_name} as a ${INVITE_ROLE_LABEL.event_admin.toLowerCase()}.`
            : invite.role === 'judge'
              ? `You are invited to judge the projects of ${invite.event_name}.`
              : `You are invited to attend ${invite.event_name}.`}
        </p>
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
