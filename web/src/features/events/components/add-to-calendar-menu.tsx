import { useRef } from 'react';
import type { Event } from '@hearth/contract/events';
import { Button } from '../../../components/ui/button.tsx';
import { useMenuHandoff, type MenuHandoff } from '../../../components/ui/lazy-menu.ts';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu.tsx';
import { notify } from '../../../lib/notify.ts';
import { downloadCalendar } from '../api.ts';
import { calendarLinks } from '../calendar-links.ts';

/** The "Add to calendar" menu, loaded when its button is first reached (add-to-calendar.tsx). */
export function AddToCalendarMenu({
  event,
  onSubscribe,
  ...handoff
}: { event: Event; onSubscribe: (() => void) | null } & MenuHandoff) {
  const trigger = useRef<HTMLButtonElement>(null);
  useMenuHandoff(trigger, handoff);
  const pageUrl = `${window.location.origin}/events/${encodeURIComponent(event.slug)}`;
  const links = calendarLinks(event, pageUrl);
  const open = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
  return (
    <Menu defaultOpen={handoff.openAtOnce === 'pointer'}>
      <MenuTrigger asChild>
        <Button ref={trigger} variant="secondary" size="sm">
          Add to calendar
        </Button>
      </MenuTrigger>
      <MenuContent align="start">
        <MenuItem onSelect={() => open(links.google)}>Google Calendar</MenuItem>
        <MenuItem onSelect={() => open(links.outlook)}>Outlook.com</MenuItem>
        <MenuItem onSelect={() => void downloadCalendar(event.slug).catch(() => notify.error('Failed!'))}>
          Apple, Outlook desktop (.ics file)
        </MenuItem>
        {onSubscribe ? <MenuItem onSelect={onSubscribe}>Subscribe to all your events…</MenuItem> : null}
      </MenuContent>
    </Menu>
  );
}
