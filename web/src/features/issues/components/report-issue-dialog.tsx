import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { IssueReportSchema } from '@hearth/contract/issues';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter, type DialogOpenProps } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { Form, useZodForm } from '../../../components/ui/form.tsx';
import { reportIssue } from '../api.ts';

const empty = { email: '', name: '', issue: '' };

/** docs/product/site-and-layout.md#footer report: email (contact info), name, issue; a failure is silently ignored. */
export function ReportIssueDialog({
  open,
  onOpenChange,
  defaults,
}: DialogOpenProps & {
  defaults?: Partial<typeof empty>;
}) {
  const form = useZodForm(IssueReportSchema, { defaultValues: { ...empty, ...defaults } });
  const { register, formState, reset, control } = form;
  const issue = useWatch({ control, name: 'issue' });
  const [sent, setSent] = useState(false);
  const errors = formState.errors;

  function change(open: boolean) {
    onOpenChange(open);
    if (!open) {
      setSent(false);
      reset({ ...empty, ...defaults });
    }
  }

  async function submit(report: z.output<typeof IssueReportSchema>) {
    try {
      await reportIssue(report);
    } catch {
      // docs/product/site-and-layout.md#footer: an issue report failure is silently ignored.
    } finally {
      setSent(true);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Report an Issue"
      description={sent ? undefined : 'Tell us what went wrong. We read every report.'}
    >
      {sent ? (
        <div>
          <p role="status" className="text-sm text-stone-700">
            Thank you for reporting the issue. We will look into it shortly.
          </p>
          <DialogFooter>
            <Button onClick={() => change(false)}>Close</Button>
          </DialogFooter>
        </div>
      ) : (
        // The browser still checks the contact address (type="email"), as before.
        <Form form={form} onSubmit={submit} noValidate={false} className="space-y-4">
          <Field label="Contact info" error={errors.email?.message}>
            {(props) => (
              <Input {...props} type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
            )}
          </Field>
          <Field label="Name" error={errors.name?.message}>
            {(props) => <Input {...props} autoComplete="name" {...register('name')} />}
          </Field>
          <Field label="Issue" error={errors.issue?.message}>
            {(props) => (
              <Textarea
                {...props}
                required
                rows={5}
                placeholder="What happened, and what did you expect?"
                {...register('issue')}
              />
            )}
          </Field>
          <DialogFooter>
            <Button variant="secondary" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={formState.isSubmitting || !issue.trim()}>
              {formState.isSubmitting ? 'Sending…' : 'Send Report'}
            </Button>
          </DialogFooter>
        </Form>
      )}
    </Dialog>
  );
}
