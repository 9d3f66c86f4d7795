import { EVENT_TIME_ZONE, eventOverAt, type EventSchedule } from '@hearth/contract/event-dates';

type CalendarEntry = EventSchedule & { name: string; description: string; location?: string; meeting_url?: string | null };

/** 20261024T170000Z: the compact UTC form Google Calendar's template link takes. */
const compactUtc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google's and Outlook's fields: the same details the .ics carries (docs/product/events.md#calendar). */
function details(event: CalendarEntry, pageUrl: string) {
  const join = event.meeting_url ? `Join online: ${event.meeting_url}\n\n` : '';
  // Links carry the text in the address: a long description is cut, the event page has it all.
  const about = event.description.length > 500 ? `${event.description.slice(0, 500)}…` : event.description;
  return {
    end: event.end_timestamp ?? eventOverAt(event) + 1,
    body: `${join}${about}\n\n${pageUrl}`.trim(),
    location: event.location ?? event.meeting_url ?? '',
  };
}

/**
 * "Add to calendar" links: Google Calendar and Outlook.com open a filled-in new event. Both take UTC
 * instants; Google also gets the event's zone (`ctz`) to show the times on its clock.
 */
export function calendarLinks(event: CalendarEntry, pageUrl: string): { google: string; outlook: string } {
  const { end, body, location } = details(event, pageUrl);
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${compactUtc(event.timestamp)}/${compactUtc(end)}`,
    details: body,
    location,
    ctz: event.timezone ?? EVENT_TIME_ZONE,
  }).toString();
  const outlook = new URL('https://outlook.live.com/calendar/0/action/compose');
  outlook.search = new URLSearchParams({
    rru: 'addevent',
    subject: event.name,
    startdt: new Date(event.timestamp).toISOString(),
    enddt: new Date(end).toISOString(),
    body,
    location,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}
