import { useCallback, useRef, useState } from 'react';

/**
 * Which applicants are selected for a bulk decision: click toggles one, shift-click selects the range
 * from the last one clicked (in the order of `ids`, the list as shown).
 */
export function useSelection(ids: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | null>(null);

  const toggle = useCallback(
    (id: string, options: { range?: boolean } = {}) => {
      const from = anchor.current ? ids.indexOf(anchor.current) : -1;
      const to = ids.indexOf(id);
      setSelected((current) => {
        const next = new Set(current);
        if (options.range && from >= 0 && to >= 0) {
          const [start, end] = from < to ? [from, to] : [to, from];
          for (const rangeId of ids.slice(start, end + 1)) next.add(rangeId);
        } else if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
      anchor.current = id;
    },
    [ids],
  );
  const selectAll = useCallback(() => setSelected(new Set(ids)), [ids]);
  const clear = useCallback(() => setSelected(new Set()), []);
  // Only applicants still shown count: a filter change leaves hidden ones out of a bulk decision.
  const shown = ids.filter((id) => selected.has(id));
  return { selected: shown, isSelected: (id: string) => selected.has(id), toggle, selectAll, clear };
}
