import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { slugFromName } from '@hearth/contract/event-slug';
import type { Event } from '@hearth/contract/events';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea, TextField } from '../../../components/ui/field.tsx';
import { runAction } from '../../../lib/action.ts';
import { paths } from '../../../lib/paths.ts';
import { useAuth } from '../../auth/index.ts';
import { createEvent, updateEvent, useEventMutation } from '../api.ts';
import { EVENT_TYPE_LABELS } from '../event-view.ts';
import {
  capacityError,
  endTimeError,
  formValuesOf,
  inputOf,
  meetingUrlError,
  NAME_REQUIRED,
  nameError,
  SLUG_REQUIRED,
  slugError,
  type EventFormValues,
} from './event-form-values.ts';
import { TimeZoneField } from './time-zone-field.tsx';
import { EVENT_ROW_LISTS } from './event-row-lists.ts';
import { HostPicker } from './host-picker.tsx';
import { PosterDropzone } from './poster-dropzone.tsx';
import { RowListEditor } from './row-list-editor.tsx';

/** docs/product/registrations.md#one-step-rsvp: unticked, a request to attend needs no host. */
export const APPROVAL_HINT = 'Off: guests are accepted at once while places last, then join the waitlist.';

export type EventFormMode = 'create' | 'update' | 'clone';

const TITLES: Record<EventFormMode, string> = { create: 'Create Event', update: 'Update Event', clone: 'Clone Event' };

const selectClass =
  'block h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/25';

const ACCESS_LABELS: Record<Event['access'], string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  member: 'Member',
  admin: 'Admin',
};

/** docs/product/events.md#access, one line each, shown under the Access select for the chosen level. */
export const ACCESS_HINTS: Record<Event['access'], string> = {
  public: 'Listed on Events for everyone; anyone can open it.',
  unlisted: 'Not listed; anyone with the link can open it.',
  member: 'Listed and open for signed-in people only.',
  admin: 'A draft: only site admins, hosts and applicants see it.',
};

/** docs/product/events.md#event-form: the event's type and access, each a select of these options. */
const CHOICES = [
  { name: 'type', label: 'Type', options: EVENT_TYPE_LABELS },
  { name: 'access', label: 'Access', options: ACCESS_LABELS },
] as const;

/** docs/product/events.md#event-form dialog: Create Event, Update Event or Clone Event. */
export function EventFormDialog({
  mode,
  event,
  open,
  onOpenChange,
}: {
  mode: EventFormMode;
  event?: Event;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={TITLES[mode]}
      description={mode === 'clone' ? 'When cloning an event, please remember to update the slug.' : undefined}
      size="lg"
    >
      {/* Mounted only while open, so every opening starts from fresh values. */}
      {open ? <EventForm mode={mode} event={event} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EventForm({ mode, event, onDone }: { mode: EventFormMode; event?: Event; onDone: () => void }) {
  const navigate = useNavigate();
  const { isAdmin } = useAuth();
  const form = useForm<EventFormValues>({ defaultValues: formValuesOf(mode === 'create' ? undefined : event) });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;
  const create = useEventMutation(createEvent);
  const update = useEventMutation(updateEvent);
  const pending = create.isPending || update.isPending;
  // The slug follows the name until the host types one of their own (emptying it hands it back).
  const [isSlugTyped, setIsSlugTyped] = useState(false);
  const canSuggestSlug = mode !== 'update' && !isSlugTyped;
  const access = useWatch({ control, name: 'access' });

  // docs/product/events.md#event-form: a missing name or slug is also said as an error toast, the name first.
  const toastMissing = (invalid: FieldErrors<EventFormValues>) => {
    if (invalid.name?.message === NAME_REQUIRED) toast.error(NAME_REQUIRED);
    else if (invalid.slug?.message === SLUG_REQUIRED) toast.error(SLUG_REQUIRED);
  };

  const submit = handleSubmit(async (values) => {
    const input = inputOf(values, { includeHosts: isAdmin });
    if (mode === 'update' && event) {
      const saved = await runAction(() => update.mutateAsync({ ...input, id: event.id }), { success: 'Event saved' });
      if (saved) onDone();
      return;
    }
    const saved = await runAction(() => create.mutateAsync(input), { success: 'Event created' });
    if (saved) {
      onDone();
      navigate(paths.event(saved.slug));
    }
  }, toastMissing);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Event name"
          fieldClassName="sm:col-span-2"
          placeholder="Agents Hackathon"
          error={errors.name?.message}
          {...register('name', {
            validate: nameError,
            onChange: (change: { target: HTMLInputElement }) => {
              if (canSuggestSlug) setValue('slug', slugFromName(change.target.value), { shouldValidate: Boolean(errors.slug) });
            },
          })}
        />
        <TextField
          label="Slug"
          fieldClassName="sm:col-span-2"
          hint={
            mode === 'update'
              ? 'The slug cannot be changed.'
              : 'Suggested from the name until you change it. The event date is added, e.g. agents-hackathon-20260307.'
          }
          error={errors.slug?.message}
          placeholder="agents-hackathon"
          disabled={mode === 'update'}
          {...register('slug', {
            validate: (slug) => (mode === 'update' ? undefined : slugError(slug)),
            onChange: (change: { target: HTMLInputElement }) => setIsSlugTyped(change.target.value !== ''),
          })}
        />
        <TimeZoneField form={form} />
        <Field label="Date">{(props) => <Input {...props} type="date" {...register('date')} />}</Field>
        <Field label="Start time">{(props) => <Input {...props} type="time" {...register('start_time')} />}</Field>
        <Field label="End date" hint="Leave empty when it ends on the start date.">
          {(props) => <Input {...props} type="date" {...register('end_date')} />}
        </Field>
        <TextField
          label="End time"
          hint="Optional. Without one, the event runs to the end of its day."
          type="time"
          error={errors.end_time?.message}
          {...register('end_time', {
            validate: (value, values) => endTimeError(values.date, values.start_time, values.end_date, value),
          })}
        />
        {CHOICES.map(({ name, label, options }) => (
          <Field key={name} label={label} hint={name === 'access' ? ACCESS_HINTS[access] : undefined}>
            {(props) => (
              <select {...props} className={selectClass} {...register(name)}>
                {Object.entries(options).map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
        <Field label="Location" className="sm:col-span-2">
          {(props) => <Input {...props} {...register('location')} />}
        </Field>
        <TextField
          label="Meeting link"
          fieldClassName="sm:col-span-2"
          hint="For an online or hybrid event. Only approved guests and hosts see it."
          placeholder="https://meet.example.com/abc-defg"
          inputMode="url"
          error={errors.meeting_url?.message}
          {...register('meeting_url', { validate: meetingUrlError })}
        />
        <TextField
          label="Capacity"
          hint="Most approved guests at once; further approvals join the waitlist. Leave empty for no limit."
          error={errors.capacity?.message}
          fieldClassName="sm:col-span-2"
          inputMode="numeric"
          placeholder="Unlimited"
          className="sm:max-w-40"
          {...register('capacity', { validate: capacityError })}
        />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="approval_required"
            render={({ field }) => (
              <Checkbox checked={field.value} onCheckedChange={field.onChange} label="Require approval" hint={APPROVAL_HINT} />
            )}
          />
        </div>
        <Field
          label="Description"
          className="sm:col-span-2"
          hint="Markdown: **bold**, *italics*, lists starting with - or 1., links as [text](https://…)."
        >
          {(props) => <Textarea {...props} rows={5} {...register('description')} />}
        </Field>
        <div className="flex flex-col gap-3 sm:col-span-2">
          <Controller
            control={control}
            name="show_guests"
            render={({ field }) => <Checkbox checked={field.value} onCheckedChange={field.onChange} label="Show guests" />}
          />
          <Controller
            control={control}
            name="requireDefaultQuestions"
            render={({ field }) => (
              <Checkbox checked={field.value} onCheckedChange={field.onChange} label="Require default questions" />
            )}
          />
        </div>
        <Field
          label="Questions"
          className="sm:col-span-2"
          hint="Separate questions with commas; end a question with * to make it required."
        >
          {(props) => <Textarea {...props} rows={2} className="min-h-16" {...register('questions')} />}
        </Field>
      </div>
      <Controller
        control={control}
        name="imageSrc"
        render={({ field }) => <PosterDropzone value={field.value} onChange={field.onChange} />}
      />
      {isAdmin ? (
        <Controller
          control={control}
          name="event_admins"
          render={({ field }) => <HostPicker value={field.value} onChange={field.onChange} />}
        />
      ) : null}
      {EVENT_ROW_LISTS.map((list) => (
        <RowListEditor key={list.name} control={control} register={register} {...list} />
      ))}
      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : TITLES[mode]}
        </Button>
      </DialogFooter>
    </form>
  );
}
