import { signInFailureCopy, type SignInFailure } from '../sign-in-failure.ts';

/** Says on /login why the sign-in link that led here did not sign in. */
export function SignInFailureNotice({ failure }: { failure: SignInFailure }) {
  const copy = signInFailureCopy[failure.reason];
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">{copy.title}</p>
      <p className="mt-1">{copy.detail}</p>
    </div>
  );
}
