import { useCallback, useState, type ReactNode } from 'react';
import { MagicLinkRequestSchema } from '@hearth/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { focusIfIdle } from '../../../components/ui/focus-if-idle.ts';
import { Form, useZodForm } from '../../../components/ui/form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { sendMagicLink } from '../api.ts';

/** The form holds only the address; redirectUrl comes from the route. */
const SendLinkSchema = MagicLinkRequestSchema.pick({ email: true });

type SendLinkFormProps = {
  redirectUrl?: string;
  /** The address to start with (a failed link's, on /login). */
  initialEmail?: string;
  /** Shown above the form until a link is sent (why the last link failed). */
  notice?: ReactNode;
  /** `h2` where the page has a heading of its own (the invitation landing). */
  headingLevel?: 'h1' | 'h2';
};

/** docs/product/accounts-and-sign-in.md#send-link-screen send-link screen: the form, then 'Check your email…' with 'try again'. */
export function SendLinkForm({ redirectUrl, initialEmail = '', notice, headingLevel: Heading = 'h1' }: SendLinkFormProps) {
  const form = useZodForm(SendLinkSchema, {
    defaultValues: { email: initialEmail },
    // As before: the message changes only on the next submit, and a failed check leaves focus where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { register, formState } = form;
  const [showNotice, setShowNotice] = useState(true);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Stable, so focusIfIdle runs once per mount of the field, not on every render.
  const emailRef = useCallback(
    (element: HTMLInputElement | null) => {
      register('email').ref(element);
      focusIfIdle(element);
    },
    [register],
  );

  async function submit({ email }: { email: string }) {
    try {
      await sendMagicLink({ email, redirectUrl });
      setSentTo(email);
      setShowNotice(false);
    } catch (failure) {
      notify.error(failure instanceof ApiError ? failure.message : 'Failed!');
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
    <Form form={form} onSubmit={submit} className="space-y-5">
      {showNotice ? notice : null}
      <Heading className="text-center text-xl font-semibold tracking-tight">Sign In or Sign Up with Email Link</Heading>
      <TextField
        label="Email"
        error={formState.errors.email?.message}
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        {...register('email')}
        ref={emailRef}
      />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Send Magic Link'}
      </Button>
    </Form>
  );
}
