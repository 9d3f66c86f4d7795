import { deviceTimeZone, EVENT_TIME_ZONE, eventTimeRange, longDate, viewerStartTime } from '@hearth/contract/event-dates';
import type { Event } from '@hearth/contract/events';

/**
 * docs/product/events.md#dates: the date and time on the event's own clock, with its zone's
 * abbreviation ('6:00 – 9:00 PM BST'), and the start on the viewer's clock beside it when that reads
 * differently.
 */
export function EventWhen({ event }: { event: Pick<Event, 'timestamp' | 'end_timestamp' | 'timezone'> }) {
  const zone = event.timezone || EVENT_TIME_ZONE;
  const yours = viewerStartTime(event, deviceTimeZone());
  return (
    <>
      <p className="font-medium">
        <time dateTime={new Date(event.timestamp).toISOString()}>{longDate(event.timestamp, zone)}</time>
      </p>
      <p className="text-sm text-stone-600">{eventTimeRange(event)}</p>
      {yours ? <p className="text-sm text-stone-500">{yours} your time</p> : null}
    </>
  );
}
