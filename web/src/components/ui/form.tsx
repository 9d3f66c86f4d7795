import type { FormHTMLAttributes, ReactNode } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { describeFieldIssue } from '@hearth/contract/field-messages';
import { ApiError } from '../../lib/api-client.ts';

/**
 * react-hook-form checked by the contract's zod schema: the one way a form holds and validates values.
 * A rule the schema words no message for is worded for the field it stands under (describeFieldIssue):
 * a field over its limit says 'At most 200 characters.', not zod's 'Too big'.
 */
export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({ ...options, resolver: zodResolver(schema, { error: describeFieldIssue }) });
}

/** The form field a server's 400 `{ message, field }` names, when the form has that field. */
export function serverErrorField<Field extends string>(error: unknown, fields: readonly Field[]): Field | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.field === undefined) return null;
  return fields.find((field) => field === error.field) ?? null;
}

/**
 * Shows a failed submit: a server 400 naming one of the form's fields goes on that field (focused);
 * anything else is the form's own error, `errors.root.server` ('Failed!' when not the server's answer).
 */
export function showServerError<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  error: unknown,
): void {
  const message = error instanceof ApiError ? error.message : 'Failed!';
  const field = serverErrorField(error, Object.keys(form.getValues()) as Path<TInput>[]);
  if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  else form.setError('root.server', { type: 'server', message });
}

/**
 * A `<form>` that validates through `form` and hands a failed `onSubmit`'s error to showServerError;
 * `onInvalidSubmit` hears of a submit the schema stopped (e.g. to say so beyond the fields' messages).
 */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalidSubmit,
  children,
  ...props
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: (values: TOutput) => Promise<void> | void;
  onInvalidSubmit?: (errors: FieldErrors<TInput>) => void;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerError(form, error);
    }
  }, onInvalidSubmit);
  return (
    <form noValidate {...props} onSubmit={(event) => void submit(event)}>
      {children}
    </form>
  );
}
