import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Event } from '@hearth/contract/events';
import { Button } from '../../../components/ui/button.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { runAction } from '../../../lib/action.ts';
import { useAuth } from '../../auth/index.ts';
import type { StatusCopy } from '../../events/index.ts';
import { cancelRegistration, myRegistrationQuery, useRegistrationMutation } from '../api.ts';
import { RegisterButton } from './register-button.tsx';
import { Ticket } from './ticket.tsx';

/**
 * docs/product/registrations.md#registration-card registration status card on the event page: request to attend, the status (with the place
 * in line on the waitlist), the ticket when approved, and cancelling after confirmation. What it
 * says and offers is the page's `copy` (statusCopy), so it never contradicts the badges.
 */
export function RegistrationCard({ event, copy }: { event: Event; copy: StatusCopy }) {
  const { user } = useAuth();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const cancel = useRegistrationMutation(cancelRegistration);
  const approved = event.status === 'approved';
  const waitlisted = event.status === 'waitlisted';
  const mine = useQuery({ ...myRegistrationQuery(event.slug), enabled: Boolean(user) && (copy.ticket || copy.cancel) });
  const code = mine.data?.registration?.check_in_code;
  const position = mine.data?.registration?.waitlist_position;
  const title = copy.cancel && waitlisted && position ? `${copy.card.title} (#${position})` : copy.card.title;

  return (
    <section
      aria-labelledby="registration-title"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs"
    >
      <div>
        <h2 id="registration-title" className="font-semibold text-stone-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{copy.card.body}</p>
      </div>
      {copy.ticket && user ? (
        <Ticket
          eventName={event.name}
          timestamp={event.timestamp}
          timeZone={event.timezone}
          meetingUrl={event.meeting_url}
          guestName={user.name}
          guestHeadline={user.headline}
          slug={event.slug}
          checkInCode={code ?? null}
        />
      ) : null}
      {copy.request || copy.cancel ? (
        <div className="flex flex-wrap items-center gap-2">
          <RegisterButton event={event} />
          {copy.cancel ? (
            <Button variant="secondary" size="sm" onClick={() => setConfirmOpen(true)} disabled={cancel.isPending}>
              Cancel registration
            </Button>
          ) : null}
        </div>
      ) : null}
      <LazyConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Cancel your registration?"
        description={
          approved
            ? 'You will give up your place and need to request again to attend.'
            : waitlisted
              ? 'You will leave the waitlist and need to request again to attend.'
              : 'Your request will be withdrawn.'
        }
        confirmLabel="Cancel registration"
        cancelLabel="Keep it"
        pending={cancel.isPending}
        onConfirm={async () => {
          const done = await runAction(() => cancel.mutateAsync({ slug: event.slug, event_id: event.id }), {
            success: 'Registration cancelled',
          });
          if (done) setConfirmOpen(false);
        }}
      />
    </section>
  );
}
