import type { ReactNode } from 'react';
import type { Event } from '@hearth/contract/events';
import { cn } from '../../../components/ui/cn.ts';
import type { TimelineGroup } from '../event-view.ts';
import { EventCard } from './event-card.tsx';

/** docs/product/events.md#landing timeline: a date label (Today, Tomorrow, or month and day) with its weekday, then cards. */
export function EventsTimeline({
  groups,
  showImages,
  upcoming,
  now,
  footer,
  renderAction,
}: {
  groups: TimelineGroup[];
  showImages: boolean;
  upcoming: boolean;
  now?: number;
  footer?: ReactNode;
  renderAction?: (event: Event) => ReactNode;
}) {
  return (
    <ol className="relative space-y-8 border-l border-dashed border-stone-300 pl-6 sm:pl-8">
      {groups.map((group) => (
        <li key={group.key} className="relative">
          <span
            aria-hidden="true"
            className={cn(
              'absolute -left-[31px] top-1.5 h-3 w-3 rounded-full border-2 border-stone-50 sm:-left-[39px]',
              upcoming && group.isToday ? 'animate-pulse-marker bg-accent-500' : 'bg-stone-400',
            )}
          />
          <h3 className="mb-3 flex items-baseline gap-2">
            <span className="font-semibold text-stone-900">{group.label}</span>{' '}
            <span className="text-sm text-stone-600">{group.weekday}</span>
          </h3>
          <div className="space-y-3">
            {group.events.map((event: Event) => (
              <EventCard
                key={event.id}
                event={event}
                showImage={showImages}
                showDate={false}
                now={now}
                action={renderAction?.(event)}
              />
            ))}
          </div>
        </li>
      ))}
      {footer ? <li className="relative">{footer}</li> : null}
    </ol>
  );
}
