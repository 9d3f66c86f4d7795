import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  InviteUsersBodySchema,
  looksLikeInviteEmail,
  type InviteUsersBody,
  type InviteUsersResponse,
} from '@hearth/contract/invites';
import { INVITE_ROLE_LABEL } from '@hearth/contract/request-rules';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter, type DialogOpenProps } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { Form, useZodForm } from '../../../components/ui/form.tsx';
import { RemovableChip } from '../../../components/ui/removable-chip.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useInviteUsers } from '../api.ts';

type Props = DialogOpenProps & { slug: string };

const EMPTY = { emails: [], message: '', role: 'guest' } satisfies InviteUsersBody;

const ROLES = [
  ['guest', 'Guest'],
  ['event_admin', 'Host'],
  ['judge', 'Judge'],
] as const;

/** Addresses whose pending invitation went out within a day are not e-mailed again: Resend does that. */
function skippedMessage(skipped: readonly string[]): string {
  const who = skipped.length === 1 ? skipped[0] : `${skipped.length} addresses`;
  return `Not sent again: ${who} ${skipped.length === 1 ? 'was' : 'were'} invited in the last 24 hours. Use Resend in the list to e-mail ${skipped.length === 1 ? 'it' : 'them'} again.`;
}

/**
 * docs/product/registrations.md#invites two-step invite dialog: (1) add emails, Next only with at least one; (2) a message with
 * Previous and Send Invites. It resets after sending. docs/product/registrations.md#invites: Add is disabled while the field is
 * empty; an address is checked when it is added (the server trims, lowercases and drops duplicates).
 */
export function InviteDialog({ slug, open, onOpenChange }: Props) {
  const form = useZodForm(InviteUsersBodySchema, { defaultValues: EMPTY });
  const { register, formState, setValue, clearErrors, control } = form;
  const emails = useWatch({ control, name: 'emails' });
  const role = useWatch({ control, name: 'role' });
  const [step, setStep] = useState<1 | 2>(1);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState('');
  const invite = useInviteUsers(slug);
  // The server's word on the addresses (docs/product/registrations.md#invites), shown on either step.
  const emailsError = formState.errors.emails?.message;

  function setEmails(next: string[]) {
    setValue('emails', next);
    clearErrors('emails');
  }

  function addDraft(event: FormEvent) {
    event.preventDefault();
    // Pasted lists (commas, semicolons, spaces, new lines) become one chip each.
    const added = draft
      .split(/[\s,;]+/)
      .map((value) => value.trim())
      .filter(Boolean);
    if (added.length === 0) return;
    const merged = [...emails];
    const valid = added.filter(looksLikeInviteEmail);
    for (const email of valid) if (!merged.some((known) => known.toLowerCase() === email.toLowerCase())) merged.push(email);
    setEmails(merged);
    // Addresses that cannot be right stay in the field with a message, so they are fixed now, not at Send.
    const invalid = added.filter((email) => !looksLikeInviteEmail(email));
    setDraft(invalid.join(', '));
    setDraftError(invalid.length ? `Not an e-mail address: ${invalid.join(', ')}` : '');
  }

  async function send(body: z.output<typeof InviteUsersBodySchema>) {
    let result: InviteUsersResponse;
    try {
      result = await invite.mutateAsync(body);
    } catch (caught) {
      // docs/product/site-and-layout.md#action-helper toast (a cap's 429 says how many are left and when);
      // the Form component also puts the message on its field.
      toast.error(caught instanceof ApiError && caught.kind === 'response' && caught.message ? caught.message : 'Failed!');
      throw caught;
    }
    const skipped = result.skipped ?? [];
    const sent = body.emails.length - skipped.length;
    if (sent > 0) toast.success(`Invite sent to ${sent} ${sent === 1 ? 'person' : 'people'}`);
    if (skipped.length > 0) toast.info(skippedMessage(skipped));
    form.reset(EMPTY);
    setStep(1);
    setDraft('');
    setDraftError('');
    onOpenChange(false);
  }

  const emailsAlert = emailsError ? (
    <p role="alert" className="text-sm text-red-700">
      {emailsError}
    </p>
  ) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite People"
      description={
        step === 1 ? 'Step 1 of 2: add the e-mail addresses to invite.' : 'Step 2 of 2: add a message to the invitation.'
      }
    >
      {step === 1 ? (
        <div className="space-y-4">
          <form onSubmit={addDraft} className="flex items-end gap-2">
            <Field label="Email" className="flex-1" error={draftError || undefined}>
              {(props) => (
                <Input
                  {...props}
                  type="text"
                  inputMode="email"
                  autoComplete="off"
                  placeholder="name@example.com"
                  value={draft}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    setDraftError('');
                  }}
                />
              )}
            </Field>
            <Button type="submit" variant="secondary" disabled={draft.trim() === ''}>
              Add
            </Button>
          </form>
          {emails.length === 0 ? (
            <p className="text-sm text-stone-600">No emails added yet.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Emails to invite">
              {emails.map((email) => (
                <RemovableChip
                  key={email}
                  removeLabel={`Remove ${email}`}
                  onRemove={() => setEmails(emails.filter((known) => known !== email))}
                >
                  {email}
                </RemovableChip>
              ))}
            </ul>
          )}
          {emailsAlert}
          <fieldset>
            <legend className="text-sm font-medium text-stone-800">Invite as</legend>
            <div className="mt-2 flex gap-4">
              {ROLES.map(([value, label]) => (
                <label key={value} className="inline-flex items-center gap-2 text-sm text-stone-800">
                  <input type="radio" value={value} {...register('role')} className="h-4 w-4 accent-stone-900" />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button onClick={() => setStep(2)} disabled={emails.length === 0}>
              Next
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <Form form={form} onSubmit={send} className="space-y-4">
          <p className="text-sm text-stone-700">
            Inviting {emails.length === 1 ? emails[0] : `${emails.length} people`} as {INVITE_ROLE_LABEL[role ?? 'guest']}.
          </p>
          {emailsAlert}
          <Field label="Message" hint="Included in the invitation e-mail." error={formState.errors.message?.message}>
            {(props) => (
              <Textarea {...props} {...register('message')} maxLength={5000} placeholder="We'd love to see you there!" />
            )}
          </Field>
          {formState.errors.root?.server ? (
            <p role="alert" className="text-sm text-red-700">
              {formState.errors.root.server.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="secondary" onClick={() => setStep(1)} disabled={invite.isPending}>
              Previous
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? 'Sending...' : 'Send Invites'}
            </Button>
          </DialogFooter>
        </Form>
      )}
    </Dialog>
  );
}
