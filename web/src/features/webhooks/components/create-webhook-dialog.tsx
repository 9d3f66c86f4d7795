import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CreateWebhookSchema, WEBHOOK_EVENT_TYPES, type CreatedWebhookEndpoint } from '@hearth/contract/webhooks';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogFooter, type DialogOpenProps } from '../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { SecretField } from '../../../components/ui/secret-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { runAction } from '../../../lib/action.ts';
import { useCreateWebhook } from '../api.ts';

type FormInput = z.input<typeof CreateWebhookSchema>;
type FormOutput = z.output<typeof CreateWebhookSchema>;

/** docs/product/admin-and-api-keys.md#webhooks: a URL, the events and a description; then the secret, shown once. */
export function CreateWebhookDialog({ open, onOpenChange }: DialogOpenProps) {
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const mutation = useCreateWebhook();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateWebhookSchema),
    mode: 'onTouched',
    defaultValues: { url: '', events: [...WEBHOOK_EVENT_TYPES], description: '' },
  });
  const url = useWatch({ control: form.control, name: 'url' });
  const events = useWatch({ control: form.control, name: 'events' }) ?? [];
  const toggle = (type: (typeof WEBHOOK_EVENT_TYPES)[number], on: boolean) =>
    form.setValue('events', on ? [...events, type] : events.filter((chosen) => chosen !== type), { shouldValidate: true });

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setCreated(null);
      form.reset();
    }
  }

  const submit = form.handleSubmit(async (input) => {
    const result = await runAction(
      async () => {
        try {
          return await mutation.mutateAsync(input);
        } catch (error) {
          if (error instanceof ApiError && error.status === 400) form.setError('url', { message: error.message });
          throw error;
        }
      },
      { success: false },
    );
    if (result) setCreated(result);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={created ? 'Your signing secret' : 'Add Endpoint'}
      description={created ? undefined : 'Hearth sends each chosen event to this URL as a signed POST.'}
    >
      {created ? (
        <>
          <div className="space-y-3">
            <p className="text-sm text-stone-700">
              Copy it now: it will not be shown again. Verify each request with it (Standard Webhooks).
            </p>
            <SecretField
              label="Signing secret"
              value={created.secret}
              copied="Signing secret copied to clipboard"
              notCopied="Could not copy. Select the secret and copy it by hand."
            />
          </div>
          <DialogFooter>
            <Button onClick={() => change(false)}>Done</Button>
          </DialogFooter>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field
            label="URL"
            error={form.formState.errors.url?.message}
            hint="Where to send events, e.g. https://example.com/hooks/hearth."
          >
            {(props) => (
              <Input
                {...props}
                {...form.register('url')}
                type="url"
                autoComplete="off"
                autoFocus
                maxLength={2000}
                placeholder="https://"
              />
            )}
          </Field>
          <Field label="Description" error={form.formState.errors.description?.message} hint="Optional: what receives them.">
            {(props) => <Input {...props} {...form.register('description')} autoComplete="off" maxLength={200} />}
          </Field>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-stone-900">Events</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  checked={events.includes(type)}
                  onCheckedChange={(on) => toggle(type, on)}
                  label={<code className="font-mono text-xs">{type}</code>}
                />
              ))}
            </div>
            {form.formState.errors.events?.message ? (
              <p role="alert" className="text-sm text-red-700">
                {form.formState.errors.events.message}
              </p>
            ) : null}
          </fieldset>
          <DialogFooter>
            <Button variant="secondary" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!url.trim() || events.length === 0 || mutation.isPending}>
              {mutation.isPending ? 'Adding…' : 'Add'}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
