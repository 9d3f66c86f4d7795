import { useState, type FormEvent } from 'react';
import { looksLikeInviteEmail, type InviteRole } from '@hearth/contract/invites';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { runAction } from '../../../lib/action.ts';
import { useInviteUsers } from '../api.ts';

type Props = { slug: string; open: boolean; onOpenChange: (open: boolean) => void };

const EMPTY = { step: 1 as 1 | 2, emails: [] as string[], draft: '', draftError: '', message: '', role: 'guest' as InviteRole };

/**
 * docs/product/registrations.md#invites two-step invite dialog: (1) add emails, Next only with at least one; (2) a message with
 * Previous and Send Invites. It resets after sending. docs/product/registrations.md#invites: Add is disabled while the field is
 * empty; issue 19: an address is checked when it is added (the server trims, lowercases and drops duplicates).
 */
export function InviteDialog({ slug, open, onOpenChange }: Props) {
  const [state, setState] = useState(EMPTY);
  const invite = useInviteUsers(slug);
  const { step, emails, draft, draftError, message, role } = state;
  const update = (patch: Partial<typeof EMPTY>) => setState((previous) => ({ ...previous, ...patch }));

  function addDraft(event?: FormEvent) {
    event?.preventDefault();
    // Pasted lists (commas, semicolons, spaces, new lines) become one chip each.
    const added = draft
      .split(/[\s,;]+/)
      .map((value) => value.trim())
      .filter(Boolean);
    if (added.length === 0) return;
    const merged = [...emails];
    const valid = added.filter(looksLikeInviteEmail);
    for (const email of valid) if (!merged.some((known) => known.toLowerCase() === email.toLowerCase())) merged.push(email);
    // Addresses that cannot be right stay in the field with a message, so they are fixed now, not at Send.
    const invalid = added.filter((email) => !looksLikeInviteEmail(email));
    update({
      emails: merged,
      draft: invalid.join(', '),
      draftError: invalid.length ? `Not an e-mail address: ${invalid.join(', ')}` : '',
    });
  }

  async function send() {
    const people = `${emails.length} ${emails.length === 1 ? 'person' : 'people'}`;
    const result = await runAction(() => invite.mutateAsync({ emails, message, role }), { success: `Invite sent to ${people}` });
    if (result) {
      setState(EMPTY);
      onOpenChange(false);
    }
  }

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
                  onChange={(event) => update({ draft: event.target.value, draftError: '' })}
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
                <li
                  key={email}
                  className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pl-3 pr-1 text-sm text-stone-800 ring-1 ring-inset ring-stone-200"
                >
                  {email}
                  <button
                    type="button"
                    aria-label={`Remove ${email}`}
                    className="rounded-full p-1 text-stone-500 hover:bg-stone-200 hover:text-stone-900"
                    onClick={() => update({ emails: emails.filter((known) => known !== email) })}
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 16 16"
                      className="h-3 w-3"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path d="M4 4l8 8M12 4l-8 8" />
                    </svg>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <fieldset>
            <legend className="text-sm font-medium text-stone-800">Invite as</legend>
            <div className="mt-2 flex gap-4">
              {(
                [
                  ['guest', 'Guest'],
                  ['event_admin', 'Host'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="inline-flex items-center gap-2 text-sm text-stone-800">
                  <input
                    type="radio"
                    name="invite-role"
                    value={value}
                    checked={role === value}
                    onChange={() => update({ role: value })}
                    className="h-4 w-4 accent-stone-900"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button onClick={() => update({ step: 2 })} disabled={emails.length === 0}>
              Next
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            Inviting {emails.length === 1 ? emails[0] : `${emails.length} people`} as {role === 'event_admin' ? 'Host' : 'Guest'}.
          </p>
          <Field label="Message" hint="Included in the invitation e-mail.">
            {(props) => (
              <Textarea
                {...props}
                value={message}
                maxLength={5000}
                placeholder="We'd love to see you there!"
                onChange={(event) => update({ message: event.target.value })}
              />
            )}
          </Field>
          <DialogFooter>
            <Button variant="secondary" onClick={() => update({ step: 1 })} disabled={invite.isPending}>
              Previous
            </Button>
            <Button onClick={() => void send()} disabled={invite.isPending}>
              {invite.isPending ? 'Sending...' : 'Send Invites'}
            </Button>
          </DialogFooter>
        </div>
      )}
    </Dialog>
  );
}
