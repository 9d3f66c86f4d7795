import { useId } from 'react';
import type { RegistrationsFilter } from '@hearth/contract/decisions';
import { Input } from '../../../components/ui/field.tsx';

type Props = { filter: RegistrationsFilter; onChange: (filter: RegistrationsFilter) => void };

const selectClass =
  'h-8 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500';

const STATUSES = [
  ['', 'All statuses'],
  ['pending', 'Pending'],
  ['waitlisted', 'Waitlist'],
  ['approved', 'Approved'],
  ['declined', 'Declined'],
] as const;
const SORTS = [
  ['', 'Applied (oldest first)'],
  ['applied_desc', 'Applied (newest first)'],
  ['name', 'Name'],
  ['project_length', 'AI project (longest first)'],
] as const;
const LINKS = [
  ['has_github', 'GitHub'],
  ['has_linkedin', 'LinkedIn'],
] as const;

const hasMore = (filter: RegistrationsFilter) =>
  Boolean(filter.since || filter.answer || filter.has_github || filter.has_linkedin);

/** Filters and sort the server applies to the applicants, so they work with thousands. */
export function FilterBar({ filter, onChange }: Props) {
  const id = useId();
  const set = (patch: RegistrationsFilter) => onChange({ ...filter, ...patch });
  return (
    <fieldset className="grid grid-cols-2 gap-2 text-sm" aria-label="Filter applicants">
      <FilterSelect
        label="Status"
        options={STATUSES}
        value={filter.status ?? ''}
        onChange={(value) => set({ status: (value || undefined) as RegistrationsFilter['status'] })}
      />
      <FilterSelect
        label="Sort by"
        options={SORTS}
        value={filter.sort ?? ''}
        onChange={(value) => set({ sort: (value || undefined) as RegistrationsFilter['sort'] })}
      />
      {/* The rarer filters fold away, so the list keeps its height: 10 rows at 1280×800. */}
      <details className="col-span-2 text-xs font-medium text-stone-600" open={hasMore(filter) || undefined}>
        <summary className="cursor-pointer select-none py-1 text-sm text-stone-700">More filters</summary>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-xs font-medium text-stone-600">
            Applied since
            <Input
              type="date"
              className="h-8"
              value={filter.since ?? ''}
              onChange={(event) => set({ since: event.target.value || undefined })}
            />
          </label>
          <label className="col-span-2 flex flex-col gap-1 text-xs font-medium text-stone-600">
            An answer contains
            <Input
              type="search"
              className="h-8"
              placeholder="e.g. agents"
              defaultValue={filter.answer ?? ''}
              // The server is asked when the host stops typing (Enter or leaving the field), not per key.
              onBlur={(event) => set({ answer: event.target.value.trim() || undefined })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') set({ answer: event.currentTarget.value.trim() || undefined });
              }}
            />
          </label>
          <div className="flex flex-col gap-1 text-xs font-medium text-stone-600" role="group" aria-labelledby={`${id}-links`}>
            <span id={`${id}-links`}>Has a link</span>
            <div className="flex h-8 items-center gap-3">
              {LINKS.map(([key, label]) => (
                <label key={key} className="flex items-center gap-1 text-sm font-normal text-stone-800">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-stone-900"
                    checked={filter[key] === 'true'}
                    onChange={(event) => set({ [key]: event.target.checked ? 'true' : undefined })}
                  />
                  {label}
                </label>
              ))}
            </div>
          </div>
        </div>
      </details>
    </fieldset>
  );
}

/** One of the bar's drop-downs: its label above, '' the option meaning "any". */
function FilterSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-stone-600">
      {label}
      <select className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
