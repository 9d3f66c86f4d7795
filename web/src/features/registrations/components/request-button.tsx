import type { Event } from '@hearth/contract/events';
import { isEventOver } from '@hearth/contract/event-dates';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { CELEBRATION, useRequestToJoin } from '../use-request-to-join.tsx';

/**
 * 'Request to Attend' for an event the caller has not registered for (SPEC §2 request flow).
 * On the event page the celebration has 25 emoji, on the list page 10 (`place="list"`).
 * Renders nothing once the caller has a status, is a host, or the event is over.
 */
export function RequestButton({
  event,
  place = 'event',
  size = 'md',
  className,
}: {
  event: Event;
  place?: 'event' | 'list';
  size?: ButtonSize;
  className?: string;
}) {
  const flow = useRequestToJoin(event, {
    place,
    elementCount: place === 'list' ? CELEBRATION.listPage : CELEBRATION.eventPage,
  });
  const hidden = event.status !== null || event.role === 'event_admin' || isEventOver(event.timestamp);
  return (
    <>
      {/* `contents` and an un-inset absolute span: the burst starts where the button is, and a hidden
          button leaves no gap in a flex row. */}
      <div className="contents">
        <span id={flow.rewardId} aria-hidden="true" className="pointer-events-none absolute" />
        {hidden ? null : (
          <Button size={size} className={className} onClick={flow.start} disabled={flow.pending || flow.authLoading}>
            {flow.pending ? 'Requesting…' : 'Request to Attend'}
          </Button>
        )}
      </div>
      {flow.dialog}
    </>
  );
}
