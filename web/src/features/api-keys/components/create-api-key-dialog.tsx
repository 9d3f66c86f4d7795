import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, CreateApiKeySchema, type CreatedApiKey } from '@hearth/contract/api-keys';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter, type DialogOpenProps } from '../../../components/ui/dialog.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { runAction } from '../../../lib/action.ts';
import { useCreateApiKey } from '../api.ts';
import { NewApiKey } from './new-api-key.tsx';

type FormInput = z.input<typeof CreateApiKeySchema>;
type FormOutput = z.output<typeof CreateApiKeySchema>;

/** docs/product/admin-and-api-keys.md#api-keys Create API Key: a name (Create disabled while blank), then the key, shown this once. */
export function CreateApiKeyDialog({ open, onOpenChange }: DialogOpenProps) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const mutation = useCreateApiKey();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateApiKeySchema),
    mode: 'onTouched',
    defaultValues: { name: '', scopes: [...API_KEY_SCOPES] },
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const scopes = useWatch({ control: form.control, name: 'scopes' }) ?? [];
  const toggleScope = (scope: (typeof API_KEY_SCOPES)[number], on: boolean) =>
    form.setValue('scopes', on ? [...scopes, scope] : scopes.filter((chosen) => chosen !== scope), { shouldValidate: true });

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) {
      // The secret is forgotten with the dialog: it cannot be shown again.
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
          if (error instanceof ApiError && error.status === 400) form.setError('name', { message: error.message });
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
      title={created ? 'Your new API key' : 'Create API Key'}
      description={created ? undefined : 'Scripts and tools that use this key act as you, within the scopes you choose.'}
    >
      {created ? (
        <>
          <NewApiKey apiKey={created} />
          <DialogFooter>
            <Button onClick={() => change(false)}>Done</Button>
          </DialogFooter>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Field
            label="Key name"
            error={form.formState.errors.name?.message}
            hint="Where it will be used, e.g. “Nightly export”."
          >
            {(props) => (
              <Input
                {...props}
                {...form.register('name')}
                autoComplete="off"
                autoFocus
                maxLength={100}
                placeholder="Nightly export"
              />
            )}
          </Field>
          <fieldset className="mt-4 space-y-2">
            <legend className="mb-1 text-sm font-medium text-stone-900">Scopes</legend>
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                checked={scopes.includes(scope)}
                onCheckedChange={(on) => toggleScope(scope, on)}
                label={API_KEY_SCOPE_LABELS[scope].label}
                hint={API_KEY_SCOPE_LABELS[scope].hint}
              />
            ))}
            {form.formState.errors.scopes?.message ? (
              <p role="alert" className="text-sm text-red-700">
                {form.formState.errors.scopes.message}
              </p>
            ) : null}
          </fieldset>
          <DialogFooter>
            <Button variant="secondary" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim() || scopes.length === 0 || mutation.isPending}>
              {mutation.isPending ? 'Creating…' : 'Create'}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
