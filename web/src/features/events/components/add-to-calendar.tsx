import { useState } from 'react';
import type { Event } from '@hearth/contract/events';
import { Button } from '../../../components/ui/button.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu.tsx';
import { notify } from '../../../lib/notify.ts';
import { downloadCalendar } from '../api.ts';
import { calendarLinks } from '../calendar-links.ts';

const CalendarFeedDialog = lazyDialog(() => import('./calendar-feed-dialog.tsx').then((module) => module.CalendarFeedDialog));

/**
 * docs/product/events.md#calendar "Add to calendar": Google Calendar, Outlook.com, an .ics file, and for a
 * signed-in person the private feed of all their events.
 */
export function AddToCalendar({ event, signedIn }: { event: Event; signedIn: boolean }) {
  const [feedOpen, setFeedOpen] = useState(false);
  const pageUrl = `${window.location.origin}/events/${encodeURIComponent(event.slug)}`;
  const links = calendarLinks(event, pageUrl);
  const open = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
  return (
    <>
      <Menu>
        <MenuTrigger asChild>
          <Button variant="secondary" size="sm">
            Add to calendar
          </Button>
        </MenuTrigger>
        <MenuContent align="start">
          <MenuItem onSelect={() => open(links.google)}>Google Calendar</MenuItem>
          <MenuItem onSelect={() => open(links.outlook)}>Outlook.com</MenuItem>
          <MenuItem onSelect={() => void downloadCalendar(event.slug).catch(() => notify.error('Failed!'))}>
            Apple, Outlook desktop (.ics file)
          </MenuItem>
          {signedIn ? <MenuItem onSelect={() => setFeedOpen(true)}>Subscribe to all your events…</MenuItem> : null}
        </MenuContent>
      </Menu>
      <CalendarFeedDialog open={feedOpen} onOpenChange={setFeedOpen} />
    </>
  );
}
