import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Event } from '@hearth/contract/events';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { runAction } from '../../../lib/action.ts';
import { paths } from '../../../lib/paths.ts';
import { useDeleteEvent } from '../api.ts';
import type { EventFormMode } from './event-form-dialog.tsx';
import { LazyEventFormDialog } from './lazy-event-form-dialog.tsx';

/**
 * docs/product/events.md#event-page: admins and event admins get Manage Event Page and Edit Event; admins also Clone Event
 * and Delete Event (with the confirmation, then to /events). The server checks every one.
 */
export function EventAdminActions({ event, isAdmin }: { event: Event; isAdmin: boolean }) {
  const navigate = useNavigate();
  const [formMode, setFormMode] = useState<EventFormMode | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteEvent(event.slug);
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink to={paths.eventManager(event.slug)} variant="secondary" size="sm">
        Manage Event Page
      </ButtonLink>
      <Button variant="secondary" size="sm" onClick={() => setFormMode('update')}>
        Edit Event
      </Button>
      {isAdmin ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => setFormMode('clone')}>
            Clone Event
          </Button>
          <Button variant="danger" size="sm" onClick={() => setConfirmDelete(true)}>
            Delete Event
          </Button>
        </>
      ) : null}
      <LazyEventFormDialog
        mode={formMode ?? 'update'}
        event={event}
        open={formMode !== null}
        onOpenChange={(open) => (open ? undefined : setFormMode(null))}
      />
      <LazyConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        description="This action cannot be undone and will permanently delete this event"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={async () => {
          const done = await runAction(() => remove.mutateAsync(event.id).then(() => true), { success: 'Event deleted' });
          if (done) {
            setConfirmDelete(false);
            navigate(paths.events());
          }
        }}
      />
    </div>
  );
}
