import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import type { ReviewStatus, Registration } from '../api.ts';
import { cn } from '../../../components/ui/cn.ts';
import { RegistrationRow } from './registration-row.tsx';

type Row =
  | { kind: 'header'; key: string; title: string; count: number }
  | { kind: 'empty'; key: string; text: string }
  | { kind: 'item'; key: string; item: Registration; position?: number };

// Item rows are two lines and a preview (registration-row.tsx): at 1280×800 the list shows 10 or more.
const HEIGHTS: Record<Row['kind'], number> = { header: 40, empty: 44, item: 60 };

type Props = {
  pending: readonly Registration[];
  reviewed: readonly Registration[];
  /** The waitlist in order, each with its place in line; null hides the section (no capacity, nobody waiting). */
  waitlist: readonly { item: Registration; position: number }[] | null;
  selectedId: string | null;
  /** The keyboard cursor's row; the list scrolls to keep it in view. */
  activeId: string | null;
  isChecked: (id: string) => boolean;
  onCheck: (item: Registration, options: { range: boolean }) => void;
  onSelect: (item: Registration) => void;
  onSetStatus: (item: Registration, status: ReviewStatus) => void;
  filtered: boolean;
};

/**
 * docs/product/registrations.md#event-manager Pending Requests, the Waitlist (in order) and Reviewed Requests in one scrolling column.
 * Only the rows in view are in the DOM (@tanstack/react-virtual), so 5,000 applicants scroll and
 * filter without lag.
 */
export function RegistrationList(props: Props) {
  const { pending, reviewed, waitlist, selectedId, activeId, isChecked, onCheck, onSelect, onSetStatus, filtered } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo<Row[]>(() => {
    const section = (title: string, items: readonly Registration[], empty: string): Row[] => [
      { kind: 'header', key: `header-${title}`, title, count: items.length },
      ...(items.length === 0
        ? [{ kind: 'empty' as const, key: `empty-${title}`, text: empty }]
        : items.map((item) => ({ kind: 'item' as const, key: item.userId, item }))),
    ];
    const waiting: Row[] = waitlist
      ? [
          { kind: 'header', key: 'header-waitlist', title: 'Waitlist', count: waitlist.length },
          ...(waitlist.length === 0
            ? [
                {
                  kind: 'empty' as const,
                  key: 'empty-waitlist',
                  text: filtered ? 'Nobody on the waitlist matches.' : 'Nobody is waiting.',
                },
              ]
            : waitlist.map(({ item, position }) => ({ kind: 'item' as const, key: item.userId, item, position }))),
        ]
      : [];
    return [
      ...section('Pending Requests', pending, filtered ? 'No pending requests match.' : 'No pending requests.'),
      ...waiting,
      ...section('Reviewed Requests', reviewed, filtered ? 'No reviewed requests match.' : 'No reviewed requests yet.'),
    ];
  }, [pending, reviewed, waitlist, filtered]);

  // The virtualizer's functions change on every scroll; this component is meant to re-render with them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => HEIGHTS[rows[index]!.kind],
    getItemKey: (index) => rows[index]!.key,
    overscan: 8,
    initialRect: { width: 400, height: 600 },
  });

  const activeIndex = activeId ? rows.findIndex((row) => row.key === activeId) : -1;
  // Keeps the keyboard cursor in view (the rows outside it are not in the DOM to scroll to).
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  return (
    <div
      ref={scrollRef}
      className="h-[60dvh] overflow-y-auto overscroll-contain rounded-xl border border-stone-200 bg-white lg:h-[calc(100dvh-8rem)] lg:min-h-96"
      aria-label="Requests"
      role="region"
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index]!;
          return (
            <div
              key={virtual.key}
              // Above the rows after it, so a focused row's full headline is not hidden under them.
              className={cn('absolute left-0 top-0 w-full focus-within:z-10', row.key === activeId && 'z-10')}
              style={{ height: virtual.size, transform: `translateY(${virtual.start}px)` }}
            >
              {row.kind === 'header' ? (
                <h3 className="sticky top-0 flex h-full items-center justify-between border-b border-stone-100 bg-stone-50/95 px-4 text-xs font-semibold uppercase tracking-wide text-stone-600">
                  <span>{row.title}</span>
                  <span className="tabular-nums text-stone-500">{row.count.toLocaleString('en-US')}</span>
                </h3>
              ) : row.kind === 'empty' ? (
                <p className="flex h-full items-center px-4 text-sm text-stone-500">{row.text}</p>
              ) : (
                <RegistrationRow
                  item={row.item}
                  position={row.position}
                  selected={row.item.userId === selectedId}
                  active={row.item.userId === activeId}
                  checked={isChecked(row.item.userId)}
                  onCheck={(options) => onCheck(row.item, options)}
                  onSelect={() => onSelect(row.item)}
                  onSetStatus={(status) => onSetStatus(row.item, status)}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
