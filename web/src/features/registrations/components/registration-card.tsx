import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Event } from '@hearth/contract/events';
import { isEventOver } from '@hearth/contract/event-dates';
import { checkInReference } from '@hearth/contract/registrations';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { runAction } from '../../../lib/action.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { cancelRegistration, myRegistrationQuery, useRegistrationMutation } from '../api.ts';
import { RequestButton } from './request-button.tsx';
import { Ticket } from './ticket.tsx';

const copy = {
  none: { title: 'Registration', text: 'Welcome! To join the event, please request to attend below.' },
  pending: {
    title: 'Pending approval',
    text: 'Your request to attend is waiting for the host’s review. We will e-mail you when it is decided.',
  },
  approved: { title: 'You are going!', text: 'You are on the guest list. Show your ticket at check-in.' },
  declined: { title: 'Request declined', text: 'The host could not offer you a place at this event.' },
  waitlisted: {
    title: 'You are on the waitlist',
    text: 'The event is full. When a place frees up, the waitlist gets it in order, and we will e-mail you.',
  },
} as const;

/**
 * SPEC §2 registration status card on the event page: request to attend, the status (with the place
 * in line on the waitlist), the ticket when approved, and cancelling after confirmation.
 */
export function RegistrationCard({ event }: { event: Event }) {
  const { user } = useAuth();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const cancel = useRegistrationMutation(cancelRegistration);
  const approved = event.status === 'approved';
  const waitlisted = event.status === 'waitlisted';
  const mine = useQuery({ ...myRegistrationQuery(event.slug), enabled: Boolean(user) && (approved || waitlisted) });
  const over = isEventOver(event.timestamp);

  if (event.role === 'event_admin' && event.status === null) {
    return (
      <section aria-labelledby="registration-title" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
        <h2 id="registration-title" className="font-semibold text-stone-900">
          You are hosting this event
        </h2>
        <p className="mt-1 text-sm text-stone-600">Review requests and invite guests from the event manager.</p>
      </section>
    );
  }

  const state = copy[event.status ?? 'none'];
  const canCancel = !over && (event.status === 'pending' || approved || waitlisted);
  const code = mine.data?.registration?.check_in_code;
  const position = mine.data?.registration?.waitlist_position;
  const title = waitlisted && position ? `${state.title} (#${position})` : state.title;

  return (
    <section
      aria-labelledby="registration-title"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs"
    >
      <div>
        <h2 id="registration-title" className="font-semibold text-stone-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{over && event.status === null ? 'Registration is closed.' : state.text}</p>
      </div>
      {approved && user ? (
        <Ticket
          eventName={event.name}
          timestamp={event.timestamp}
          guestName={user.name}
          guestHeadline={user.headline}
          checkInReference={code ? checkInReference(event.slug, code) : null}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <RequestButton event={event} />
        {canCancel ? (
          <Button variant="secondary" size="sm" onClick={() => setConfirmOpen(true)} disabled={cancel.isPending}>
            Cancel registration
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
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
          const done = await runAction(() => cancel.mutateAsync({ slug: event.slug, event_id: event.id }));
          if (done) setConfirmOpen(false);
        }}
      />
    </section>
  );
}
