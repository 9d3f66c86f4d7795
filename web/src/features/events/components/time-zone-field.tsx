import { useId, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { deviceTimeZone, isTimeZone } from '@hearth/contract/event-dates';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import type { EventFormValues } from './event-form-values.ts';

/** Every zone the browser knows, for the field's suggestions (typing filters them). */
function zoneNames(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

const TIME_ZONE_ERROR = 'Please choose a known time zone, such as Europe/London.';

/**
 * docs/product/events.md#event-form Time zone: a searchable list of the IANA zones, and the host's own zone
 * in one click. Empty on a new event means the community's default.
 */
export function TimeZoneField({ form }: { form: UseFormReturn<EventFormValues> }) {
  const listId = useId();
  const names = useMemo(() => zoneNames(), []);
  const own = deviceTimeZone();
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const value = watch('timezone');
  return (
    <Field
      label="Time zone"
      className="sm:col-span-2"
      error={errors.timezone?.message}
      hint="The date and times below are on this zone's clock. Leave empty for the community's default."
    >
      {(props) => (
        <div className="flex flex-wrap gap-2">
          <Input
            {...props}
            className="min-w-0 flex-1 basis-52"
            list={listId}
            placeholder="America/Los_Angeles"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            {...register('timezone', {
              validate: (text) => (text.trim() === '' || isTimeZone(text.trim()) ? undefined : TIME_ZONE_ERROR),
            })}
          />
          <datalist id={listId}>
            {names.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          {value !== own ? (
            <Button
              variant="secondary"
              className="h-10"
              onClick={() => setValue('timezone', own, { shouldDirty: true, shouldValidate: true })}
            >
              Use mine ({own})
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
