import type { Event } from '@hearth/contract/events';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { useAuth } from '../../auth/index.ts';
import { eventTime, statusCopy, viewerRelation } from '../../events/index.ts';
import { CELEBRATION, useRegister } from '../use-register.tsx';

/**
 * 'Request to Attend' for an event the caller has not registered for (docs/product/registrations.md#request-flow),
 * 'Register' when the event needs no approval (docs/product/registrations.md#one-step-rsvp).
 * On the event page the celebration has 25 emoji, on the list page 10 (`place="list"`).
 * Its label, and whether there is one at all (not once the caller has a status, is a host, or the
 * event is over), come from statusCopy.
 */
export function RegisterButton({
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
  const flow = useRegister(event, {
    place,
    elementCount: place === 'list' ? CELEBRATION.listPage : CELEBRATION.eventPage,
  });
  const auth = useAuth();
  const relation = viewerRelation(event, { signedIn: Boolean(auth.user), isSiteAdmin: auth.isAdmin });
  const label = statusCopy(relation, eventTime(event), { approvalRequired: event.approval_required }).request;
  return (
    <>
      {/* `contents` and an un-inset absolute span: the burst starts where the button is, and a hidden
          button leaves no gap in a flex row. */}
      <div className="contents">
        <span id={flow.rewardId} aria-hidden="true" className="pointer-events-none absolute" />
        {label === null ? null : (
          <Button size={size} className={className} onClick={flow.start} disabled={flow.pending || flow.authLoading}>
            {flow.pending ? (event.approval_required ? 'Requesting…' : 'Registering…') : label}
          </Button>
        )}
      </div>
      {flow.dialog}
    </>
  );
}

/** The register button as an event card in a list shows it. */
export function ListRegisterButton({ event }: { event: Event }) {
  return <RegisterButton event={event} place="list" size="sm" className="mt-3" />;
}
