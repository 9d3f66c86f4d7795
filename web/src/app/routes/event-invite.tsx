import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { currentPath, paths } from '../../lib/paths.ts';
import { SendLinkForm } from '../../features/auth/components/send-link-form.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { InviteLanding } from '../../features/invites/components/invite-landing.tsx';

/**
 * `/events/{slug}/invite?token=…`: the e-mailed invite link. Signed in, it goes on to the event page
 * with the token, where the invitation is the one card (Accept, Decline). Signed out, it shows who
 * invites to what and the sign-in form with the invited address filled in; the sign-in link comes
 * back here (through the profile for a new account).
 */
export function EventInviteRoute() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const auth = useAuth();
  const token = searchParams.get('token') ?? '';
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.user) {
    const target = token ? `${paths.event(slug)}?token=${encodeURIComponent(token)}` : paths.event(slug);
    return <Navigate to={target} replace />;
  }
  return (
    <InviteLanding
      token={token}
      signIn={(email) => <SendLinkForm key={email} redirectUrl={currentPath(location)} initialEmail={email} headingLevel="h2" />}
    />
  );
}
