import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@hearth/contract/auth';
import { SendLinkForm } from '../../features/auth/components/send-link-form.tsx';
import { authKeys, verifyMagicLink } from '../../features/auth/api.ts';
import { signInFailureFrom } from '../../features/auth/sign-in-failure.ts';
import { paths } from '../../lib/paths.ts';

/**
 * docs/product/accounts-and-sign-in.md#confirm /login-confirm, outside the main layout: the send-link form when opened directly;
 * 'Confirming your sign-in...' and completion when opened from the e-mailed link.
 */
export function LoginConfirmRoute() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  const redirectUrl = safeRedirectPath(params.get('redirectUrl')) ?? undefined;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-stone-50 px-4">
      <Link to={paths.events()} className="mb-8 flex items-center gap-2 font-semibold text-stone-900">
        <img src="/favicon.svg" alt="" className="h-8 w-8" />
        Hearth
      </Link>
      <main className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
        {email && token ? (
          <ConfirmSignIn email={email} token={token} redirectUrl={redirectUrl} />
        ) : (
          <SendLinkForm redirectUrl={redirectUrl} />
        )}
      </main>
    </div>
  );
}

function ConfirmSignIn({ email, token, redirectUrl }: { email: string; token: string; redirectUrl?: string }) {
  // A query, not an effect: it runs once per link (deduplicated), and its result drives the redirect.
  const verification = useQuery({
    queryKey: authKeys.verify(token),
    queryFn: () => verifyMagicLink({ email, token }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (verification.isError) {
    // /login says why; a new link from there keeps the way back this one had.
    const signInFailure = signInFailureFrom(verification.error);
    return <Navigate to={paths.login(redirectUrl)} replace state={{ signInFailure }} />;
  }
  if (verification.isSuccess) {
    const { isNewUser } = verification.data;
    const target = verification.data.redirectUrl ?? paths.profile();
    if (isNewUser && target !== paths.profile()) return <Navigate to={paths.profile(target)} replace />;
    return <Navigate to={target} replace />;
  }
  return (
    <p role="status" className="text-center text-sm text-stone-700">
      Confirming your sign-in...
    </p>
  );
}
