import { cn } from './cn.ts';

/** Labelled figures side by side (counts, amounts): each label above its number. `className` sets the columns and gaps. */
export function FigureGrid({
  figures,
  className,
  large = false,
}: {
  figures: readonly (readonly [label: string, value: string | number])[];
  className?: string;
  large?: boolean;
}) {
  return (
    <dl className={cn('mt-2 grid', className)}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-stone-600">{label}</dt>
          <dd className={cn('font-semibold tabular-nums text-stone-900', large && 'text-lg')}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
