import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  GuestMessageBodySchema,
  MESSAGE_AUDIENCE_LABEL,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  MessageAudienceSchema,
} from '@hearth/contract/guest-messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter, type DialogOpenProps } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { runAction } from '../../../lib/action.ts';
import { messageRecipientsQuery, useSendGuestMessage } from '../api.ts';

type Props = DialogOpenProps & { slug: string };
type FormInput = z.input<typeof GuestMessageBodySchema>;
type FormOutput = z.output<typeof GuestMessageBodySchema>;

const guests = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'guest' : 'guests'}`;

/** 'Message guests': an e-mail to all approved (or all waitlisted) guests, with the number of recipients shown before sending. */
export function MessageGuestsDialog({ slug, open, onOpenChange }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Message guests"
      description="Everyone you choose gets this as an e-mail from Hearth, signed by the hosts."
    >
      {/* Mounted only while open, so every opening starts empty. */}
      {open ? <MessageForm slug={slug} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function MessageForm({ slug, onDone }: { slug: string; onDone: () => void }) {
  const send = useSendGuestMessage(slug);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(GuestMessageBodySchema),
    defaultValues: { audience: 'approved', subject: '', message: '' },
  });
  const audience = useWatch({ control: form.control, name: 'audience' });
  const recipients = useQuery(messageRecipientsQuery(slug, audience));
  const count = recipients.data?.recipients;
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    const result = await runAction(() => send.mutateAsync(input), { success: false });
    if (!result) return;
    toast.success(`Message queued for ${guests(result.recipients)}.`);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">To</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {MessageAudienceSchema.options.map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-stone-800">
              <input type="radio" value={value} {...form.register('audience')} className="h-4 w-4 accent-stone-900" />
              {MESSAGE_AUDIENCE_LABEL[value]}
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-stone-700" aria-live="polite">
          {count === undefined
            ? recipients.isError
              ? 'We could not count the recipients.'
              : 'Counting recipients...'
            : count === 0
              ? 'Nobody to send to yet.'
              : `This message goes to ${guests(count)}.`}
        </p>
      </fieldset>
      <Field label="Subject" error={errors.subject?.message}>
        {(props) => <Input {...props} maxLength={MESSAGE_SUBJECT_MAX} {...form.register('subject')} />}
      </Field>
      <Field label="Message" hint="Plain text; line breaks are kept." error={errors.message?.message}>
        {(props) => <Textarea {...props} rows={6} maxLength={MESSAGE_BODY_MAX} {...form.register('message')} />}
      </Field>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending || !count}>
          {send.isPending ? 'Sending...' : count ? `Send to ${guests(count)}` : 'Send'}
        </Button>
      </DialogFooter>
    </form>
  );
}
