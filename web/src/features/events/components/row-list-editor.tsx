import { useId, useState } from 'react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import type { EventFormValues } from './event-form-values.ts';

export type RowListName = 'cohosts' | 'sponsors' | 'tech_partners' | 'speakers_updated' | 'judges_updated';

type RowField = { key: string; label: string; placeholder?: string; wide?: boolean };

/**
 * Each row's fields look alike ("Name"), so a screen reader hears which row they are in:
 * "Sponsor 2 name".
 */
function RowFieldLabel({ kind, index, label }: { kind: string; index: number; label: string }) {
  return (
    <>
      <span className="sr-only">{`${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${index + 1} ${label.charAt(0).toLowerCase()}${label.slice(1)}`}</span>
      <span aria-hidden="true">{label}</span>
    </>
  );
}

/**
 * docs/product/events.md#event-form: rows for cohosts, sponsors, tech partners, speakers and judges that can be added
 * and deleted; deleting asks 'Confirm Deletion' / 'Are you sure you want to delete this {kind}?'.
 */
export function RowListEditor({
  control,
  register,
  name,
  title,
  kind,
  fields,
  emptyRow,
}: {
  control: Control<EventFormValues>;
  register: UseFormRegister<EventFormValues>;
  name: RowListName;
  title: string;
  kind: string;
  fields: RowField[];
  emptyRow: Record<string, string>;
}) {
  const list = useFieldArray({ control, name: name as 'sponsors' });
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="space-y-3 rounded-xl border border-stone-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-stone-900">
          {title}
        </h3>
        <Button variant="secondary" size="sm" onClick={() => list.append(emptyRow as never)}>
          Add {kind}
        </Button>
      </div>
      {list.fields.length === 0 ? <p className="text-sm text-stone-600">None yet.</p> : null}
      <ol className="space-y-3">
        {list.fields.map((row, index) => (
          <li key={row.id} className="rounded-lg bg-stone-50 p-3">
            <div className="grid gap-3 sm:grid-cols-2">
              {fields.map((field) => (
                <Field
                  key={field.key}
                  label={<RowFieldLabel kind={kind} index={index} label={field.label} />}
                  className={field.wide ? 'sm:col-span-2' : undefined}
                >
                  {(props) => (
                    <Input {...props} placeholder={field.placeholder} {...register(`${name}.${index}.${field.key}` as 'name')} />
                  )}
                </Field>
              ))}
            </div>
            <div className="mt-2 flex justify-end">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setPendingDelete(index)}
                aria-label={`Delete ${kind} ${index + 1}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => (open ? undefined : setPendingDelete(null))}
        title="Confirm Deletion"
        description={`Are you sure you want to delete this ${kind}?`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (pendingDelete !== null) list.remove(pendingDelete);
          setPendingDelete(null);
        }}
      />
    </div>
  );
}
