import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { reportIssue } from '../api.ts';

const empty = { email: '', name: '', issue: '' };

/** docs/product/site-and-layout.md#footer report: email (contact info), name, issue; a failure is silently ignored. */
export function ReportIssueDialog({
  open,
  onOpenChange,
  defaults,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults?: Partial<typeof empty>;
}) {
  const [form, setForm] = useState({ ...empty, ...defaults });
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  function change(open: boolean) {
    onOpenChange(open);
    if (!open) {
      setSent(false);
      setForm({ ...empty, ...defaults });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.issue.trim()) return;
    setPending(true);
    try {
      await reportIssue(form);
    } catch {
      // docs/product/site-and-layout.md#footer: an issue report failure is silently ignored.
    } finally {
      setPending(false);
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
        <form onSubmit={submit} className="space-y-4">
          <Field label="Contact info">
            {(props) => (
              <Input
                {...props}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={form.email}
                onChange={(e) => setForm({ ...form, email: e.target.value })}
              />
            )}
          </Field>
          <Field label="Name">
            {(props) => (
              <Input
                {...props}
                autoComplete="name"
                value={form.name}
                onChange={(e) => setForm({ ...form, name: e.target.value })}
              />
            )}
          </Field>
          <Field label="Issue">
            {(props) => (
              <Textarea
                {...props}
                required
                rows={5}
                placeholder="What happened, and what did you expect?"
                value={form.issue}
                onChange={(e) => setForm({ ...form, issue: e.target.value })}
              />
            )}
          </Field>
          <DialogFooter>
            <Button variant="secondary" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || !form.issue.trim()}>
              {pending ? 'Sending…' : 'Send Report'}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
