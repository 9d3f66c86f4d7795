import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { GrantAdminSchema } from '@hearth/contract/admins';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useGrantAdmin } from '../api.ts';
import { displayName } from './display-name.ts';

type FormInput = z.input<typeof GrantAdminSchema>;
type FormOutput = z.output<typeof GrantAdminSchema>;

/** Grants admin to an existing user; the server's 400 and 404 land on the field, anything else in a toast. */
export function GrantAdminForm() {
  const mutation = useGrantAdmin();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(GrantAdminSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      const { admin, changed } = await mutation.mutateAsync(input);
      const name = displayName(admin);
      if (changed) toast.success(`Admin granted to ${name}`);
      else toast.info(`${name} is already an admin`);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
        form.setError('email', { message: error.message }, { shouldFocus: true });
      } else {
        toast.error(error instanceof ApiError && error.kind === 'response' ? error.message : 'Failed!');
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label="E-mail address"
        hint="They must have signed in to Hearth at least once."
        error={form.formState.errors.email?.message}
        className="min-w-0 flex-1"
      >
        {(props) => (
          <Input {...props} {...form.register('email')} type="email" autoComplete="off" placeholder="ada@example.com" />
        )}
      </Field>
      <Button type="submit" disabled={mutation.isPending} className="sm:mt-7">
        {mutation.isPending ? 'Granting…' : 'Grant admin'}
      </Button>
    </form>
  );
}
