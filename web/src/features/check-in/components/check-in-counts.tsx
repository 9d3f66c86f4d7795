import type { CheckInCounts as Counts } from '@hearth/contract/check-in';

/** 'Checked in: N / M' (M = approved guests), with a bar for a glance from across the room. */
export function CheckInCounts({ counts }: { counts: Counts }) {
  const share = counts.approved ? Math.min(1, counts.checked_in / counts.approved) : 0;
  return (
    <div className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <p className="text-lg font-semibold tabular-nums text-stone-900">
        Checked in: {counts.checked_in} / {counts.approved}
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-stone-100">
        <div className="h-full rounded-full bg-emerald-600 transition-[width]" style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
