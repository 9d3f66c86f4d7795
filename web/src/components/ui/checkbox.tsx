import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';

export function Checkbox({
  checked,
  onCheckedChange,
  label,
  hint,
  disabled,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** One line under the label saying what the choice does, read out with the checkbox. */
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={hint ? 'flex items-start gap-2' : 'flex items-center gap-2'}>
      <RadixCheckbox.Root
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="flex h-4 w-4 shrink-0 items-center justify-center rounded border border-stone-400 bg-white data-[state=checked]:border-stone-900 data-[state=checked]:bg-stone-900 disabled:opacity-50"
      >
        <RadixCheckbox.Indicator>
          <svg
            aria-hidden="true"
            viewBox="0 0 12 12"
            className="h-3 w-3 text-white"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2.5 6.5l2.5 2.5 4.5-5" />
          </svg>
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      {hint ? (
        <div className="-mt-0.5 space-y-0.5">
          <label htmlFor={id} className="block text-sm text-stone-800">
            {label}
          </label>
          <p id={hintId} className="text-xs text-stone-600">
            {hint}
          </p>
        </div>
      ) : (
        <label htmlFor={id} className="text-sm text-stone-800">
          {label}
        </label>
      )}
    </div>
  );
}
