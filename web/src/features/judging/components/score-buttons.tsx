import { SCORE_MAX, SCORE_MIN } from '@hearth/contract/judging';
import { cn } from '../../../components/ui/cn.ts';

const VALUES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, index) => SCORE_MIN + index);

/**
 * One criterion's 1–5 score as five large radio buttons (thumb-sized on a phone); arrow keys move
 * between them as in any radio group.
 */
export function ScoreButtons({
  name,
  label,
  hint,
  value,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  value: number | undefined;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="text-sm font-semibold text-stone-900">{label}</legend>
      {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
      <div className="grid grid-cols-5 gap-2">
        {VALUES.map((score) => (
          <label key={score} className="relative">
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex h-12 items-center justify-center rounded-xl border text-lg font-semibold transition-colors',
                'border-stone-300 bg-white text-stone-800 peer-focus-visible:ring-2 peer-focus-visible:ring-accent-500',
                'peer-checked:border-stone-900 peer-checked:bg-stone-900 peer-checked:text-white peer-disabled:opacity-50',
              )}
            >
              {score}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
