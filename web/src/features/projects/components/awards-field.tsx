import { useId } from 'react';
import { awardTone } from '@hearth/contract/award-tone';
import type { Award } from '@hearth/contract/projects';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';

const WEIGHTS = [
  { value: 1, label: '1 · Gold' },
  { value: 2, label: '2 · Silver' },
  { value: 3, label: '3 · Bronze' },
  { value: 4, label: '4' },
  { value: 5, label: '5' },
];

/**
 * The award control for site admins and the event's hosts (docs/product/profiles-and-projects.md#awards: name and weight).
 * A lower weight ranks higher on the event page; 1–3 are gold, silver and bronze badges.
 */
export function AwardsField({ awards, onChange }: { awards: Award[]; onChange: (awards: Award[]) => void }) {
  const id = useId();
  const set = (index: number, patch: Partial<Award>) =>
    onChange(awards.map((award, i) => (i === index ? { ...award, ...patch } : award)));
  return (
    <fieldset className="space-y-2 rounded-xl border border-amber-200 bg-amber-50/50 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">Awards</legend>
      <p className="text-xs text-stone-600">Only site admins and the event’s hosts can award projects.</p>
      {awards.length === 0 ? <p className="text-sm text-stone-600">No awards yet.</p> : null}
      <ul className="space-y-2">
        {awards.map((award, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
            <label htmlFor={`${id}-name-${index}`} className="sr-only">
              Award name {index + 1}
            </label>
            <Input
              id={`${id}-name-${index}`}
              placeholder="Grand Prize"
              value={award.award_name}
              onChange={(event) => set(index, { award_name: event.target.value })}
            />
            <label htmlFor={`${id}-weight-${index}`} className="sr-only">
              Award place {index + 1}
            </label>
            <select
              id={`${id}-weight-${index}`}
              data-tone={awardTone(award.award_weight)}
              value={award.award_weight}
              onChange={(event) => set(index, { award_weight: Number(event.target.value) })}
              className="h-10 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900"
            >
              {WEIGHTS.map((weight) => (
                <option key={weight.value} value={weight.value}>
                  {weight.label}
                </option>
              ))}
            </select>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(awards.filter((_, i) => i !== index))}
              aria-label={`Remove award ${award.award_name || index + 1}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" onClick={() => onChange([...awards, { award_name: '', award_weight: 1 }])}>
        Add Award
      </Button>
    </fieldset>
  );
}
