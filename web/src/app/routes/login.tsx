import { Navigate, useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@hearth/contract/auth';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { SendLinkForm } from '../../features/auth/components/send-link-form.tsx';
import { SignInFailureNotice } from '../../features/auth/components/sign-in-failure-notice.tsx';
import { signInFailureInState } from '../../features/auth/sign-in-failure.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { paths } from '../../lib/paths.ts';

/**
 * docs/product/site-and-layout.md#routes /login: the email form; signed-in users go to /profile. Arriving from a sign-in link that
 * failed, it says why, with the link's address filled in when the server confirmed it.
 */
export function LoginRoute() {
  const [params] = useSearchParams();
  const failure = signInFailureInState(useLocation().state);
  const auth = useAuth();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.user) return <Navigate to={paths.profile()} replace />;
  return (
    <div className="mx-auto mt-10 max-w-md rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
      <SendLinkForm
        redirectUrl={safeRedirectPath(params.get('redirectUrl')) ?? undefined}
        initialEmail={failure?.email}
        notice={failure ? <SignInFailureNotice failure={failure} /> : undefined}
      />
    </div>
  );
}
