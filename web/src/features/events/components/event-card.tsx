import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { longDate, startTime } from '@hearth/contract/event-dates';
import type { Event, ProfileRelation } from '@hearth/contract/events';
import { markdownExcerpt } from '@hearth/contract/markdown-text';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { EVENT_TYPE_LABELS, eventBadges, profileEventBadges } from '../event-view.ts';
import { EventImage } from './event-image.tsx';
import { StatusBadges } from './status-badges.tsx';

/**
 * docs/product/events.md#event-card: image (default if none), name linking to the event, badges. On someone
 * else's profile (`profileRelation`, that person's) the badges say what that person does there.
 * `action` (the screen's request button) sits above the card's link so it stays clickable.
 * The date is on the event's own clock; a timeline, whose heading already names that date, leaves it out.
 */
export function EventCard({
  event,
  showImage = true,
  showDate = true,
  now,
  profileRelation,
  action,
}: {
  event: Event;
  showImage?: boolean;
  showDate?: boolean;
  now?: number;
  profileRelation?: ProfileRelation;
  action?: ReactNode;
}) {
  const badges = profileRelation
    ? profileEventBadges({ ...event, profile_relation: profileRelation }, now)
    : eventBadges(event, now);
  return (
    <article className="group relative flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs transition hover:border-stone-300 hover:shadow-md">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-stone-600">
          <time dateTime={new Date(event.timestamp).toISOString()}>
            {showDate ? `${longDate(event.timestamp, event.timezone)} · ` : null}
            {startTime(event.timestamp, event.timezone)}
          </time>
          <span aria-hidden="true"> · </span>
          {EVENT_TYPE_LABELS[event.type]}
        </p>
        <h3 className="mt-1 text-lg font-semibold leading-snug text-stone-900">
          <Link to={paths.event(event.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {event.name}
          </Link>
        </h3>
        {event.location ? (
          <p className="mt-1 truncate text-sm text-stone-600" title={event.location}>
            {event.location}
          </p>
        ) : null}
        {event.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-stone-600">{markdownExcerpt(event.description)}</p>
        ) : null}
        <StatusBadges badges={badges} className="mt-3" />
        {action ? <div className="relative z-10">{action}</div> : null}
      </div>
      {showImage ? (
        <EventImage
          src={event.imageSrc}
          className={cn(
            'h-24 w-24 shrink-0 rounded-xl sm:h-28 sm:w-28',
            'group-has-[a:focus-visible]:ring-2 group-has-[a:focus-visible]:ring-accent-600',
          )}
        />
      ) : null}
    </article>
  );
}
