import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { longDate, startTime } from '@hearth/contract/event-dates';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { invitePreviewQuery } from '../api.ts';
import { inviterLine } from './invite-response.tsx';

const CLOSED: Record<'accepted' | 'rejected' | 'retracted', string> = {
  accepted: 'This invitation has already been accepted. Sign in to see the event.',
  rejected: 'This invitation has already been declined.',
  retracted: 'This invitation is no longer valid.',
};

/**
 * docs/product/registrations.md#invites: the e-mailed link before sign-in. It says who invites the
 * visitor to what, with `signIn` (the screen's sign-in form) below, the invited address filled in;
 * signing in comes back to the link, which then shows the invitation's one card with Accept.
 */
export function InviteLanding({ token, signIn }: { token: string; signIn: (email: string | undefined) => ReactNode }) {
  const preview = useQuery({ ...invitePreviewQuery(token), enabled: Boolean(token) });
  if (token && preview.isPending) return <LoadingScreen />;
  const invite = preview.data;
  if (!invite) {
    return (
      <div className="mx-auto mt-10 max-w-md space-y-4">
        <div role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-medium">This invitation link does not work.</p>
          <p className="mt-1">It may have been replaced by a newer e-mail or retracted. You can still sign in below.</p>
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">{signIn(undefined)}</div>
      </div>
    );
  }
  return (
    <div className="mx-auto mt-6 max-w-md space-y-4 sm:mt-10">
      <section aria-labelledby="invite-landing-title" className="rounded-2xl border border-accent-100 bg-accent-50 p-5">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-accent-700">Invitation</p>
        <h1
          id="invite-landing-title"
          className="mt-1 text-2xl font-semibold tracking-tight text-stone-900 [overflow-wrap:anywhere]"
        >
          You're invited to {invite.event_name}
        </h1>
        <p className="mt-2 text-stone-800">{inviterLine(invite)}</p>
        <p className="mt-1 text-sm text-stone-700">
          <time dateTime={new Date(invite.timestamp).toISOString()}>{longDate(invite.timestamp, invite.timezone)}</time>
          <span aria-hidden="true"> · </span>
          {startTime(invite.timestamp, invite.timezone)}
        </p>
        {invite.status === 'pending' ? (
          <p className="mt-3 text-sm text-stone-700">Sign in with the invited address to accept or decline.</p>
        ) : (
          <p role="status" className="mt-3 text-sm font-medium text-stone-900">
            {CLOSED[invite.status]}
          </p>
        )}
      </section>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">{signIn(invite.email ?? undefined)}</div>
      <p className="text-center text-sm">
        <Link to={paths.events()} className="font-medium text-accent-700 hover:underline">
          Explore upcoming events
        </Link>
      </p>
    </div>
  );
}
