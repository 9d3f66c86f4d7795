import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { EmailSchema } from '@hearth/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { focusIfIdle } from '../../../components/ui/focus-if-idle.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { sendMagicLink } from '../api.ts';

type SendLinkFormProps = {
  redirectUrl?: string;
  /** The address to start with (a failed link's, on /login). */
  initialEmail?: string;
  /** Shown above the form until a link is sent (why the last link failed). */
  notice?: ReactNode;
};

/** docs/product/accounts-and-sign-in.md#send-link-screen send-link screen: the form, then 'Check your email…' with 'try again'. */
export function SendLinkForm({ redirectUrl, initialEmail = '', notice }: SendLinkFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [showNotice, setShowNotice] = useState(true);
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await sendMagicLink({ email: parsed.data, redirectUrl });
      setSentTo(parsed.data);
      setShowNotice(false);
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : 'Failed!');
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <div className="space-y-4 text-center" aria-live="polite">
        <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-accent-50 text-2xl" aria-hidden="true">
          ✉️
        </div>
        <p className="text-lg font-semibold">Check your email for your sign in link.</p>
        <p className="text-sm text-stone-600">
          We sent it to <span className="font-medium text-stone-900">{sentTo}</span>.
        </p>
        <p className="text-sm text-stone-600">
          Wrong address or no e-mail?{' '}
          <button
            type="button"
            className="font-medium text-accent-700 underline underline-offset-2"
            onClick={() => setSentTo(null)}
          >
            try again
          </button>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {showNotice ? notice : null}
      <h1 className="text-center text-xl font-semibold tracking-tight">Sign In or Sign Up with Email Link</h1>
      <Field label="Email" error={error}>
        {(props) => (
          <Input
            {...props}
            type="email"
            name="email"
            autoComplete="email"
            ref={focusIfIdle}
            placeholder="Enter your email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Sending…' : 'Send Magic Link'}
      </Button>
    </form>
  );
}
