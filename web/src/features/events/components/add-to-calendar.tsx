import { useState } from 'react';
import type { Event } from '@hearth/contract/events';
import { Button } from '../../../components/ui/button.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { useLazyMenu } from '../../../components/ui/lazy-menu.ts';

const CalendarFeedDialog = lazyDialog(() => import('./calendar-feed-dialog.tsx').then((module) => module.CalendarFeedDialog));
const loadMenu = () => import('./add-to-calendar-menu.tsx').then((module) => module.AddToCalendarMenu);

/**
 * docs/product/events.md#calendar "Add to calendar": Google Calendar, Outlook.com, an .ics file, and for a
 * signed-in person the private feed of all their events. The menu's code loads when the button is reached.
 */
export function AddToCalendar({ event, signedIn }: { event: Event; signedIn: boolean }) {
  const [feedOpen, setFeedOpen] = useState(false);
  const { Menu, handoff, placeholderProps } = useLazyMenu(loadMenu);
  return (
    <>
      {Menu ? (
        <Menu event={event} onSubscribe={signedIn ? () => setFeedOpen(true) : null} {...handoff} />
      ) : (
        <Button variant="secondary" size="sm" {...placeholderProps}>
          Add to calendar
        </Button>
      )}
      <CalendarFeedDialog open={feedOpen} onOpenChange={setFeedOpen} />
    </>
  );
}
