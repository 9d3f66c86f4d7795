import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../auth/index.ts';
import { inviteLookupQuery } from '../api.ts';
import { InviteResponse } from './invite-response.tsx';

/**
 * An invitee may not see an event (access `admin`) until they accept. When the event page cannot be
 * shown but the link's pending invite is for the caller, this shows Accept and Decline instead of
 * `children` (the page's not-found state); accepting refetches the event.
 */
export function InviteFallback({ slug, enabled, children }: { slug: string; enabled: boolean; children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { user } = useAuth();
  const lookup = useQuery({ ...inviteLookupQuery(token), enabled: enabled && Boolean(token && user) });
  if (!enabled || !token || !user) return children;
  if (lookup.isPending) return <LoadingScreen />;
  const invite = lookup.data;
  if (!invite || invite.slug !== slug || !invite.for_you || invite.status !== 'pending') return children;
  return (
    <div className="mx-auto max-w-md space-y-4 py-16">
      <h1 className="text-2xl font-semibold text-stone-900">{invite.event_name}</h1>
      <InviteResponse slug={slug} />
    </div>
  );
}
