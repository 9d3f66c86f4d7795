import type { Event, EventHost } from '@hearth/contract/events';
import { canSeeLocation, type EventRow, type EventViewer } from './access.ts';

/**
 * The Event entity of docs/product/events.md#event-entity for one caller. Fields the caller may not see are left out of
 * the object (the response schema then cannot send them): `location` and `meeting_url` unless approved, host or
 * admin; `event_admins` unless host or admin.
 */
export function toEvent(row: EventRow, viewer: EventViewer, options: { hosts?: EventHost[] } = {}): Event {
  return {
    id: row.id,
    event_id: row.id,
    name: row.name,
    slug: row.slug,
    timestamp: row.startsAt.getTime(),
    end_timestamp: row.endsAt?.getTime() ?? null,
    timezone: row.timezone,
    ...(canSeeLocation(viewer) ? { location: row.location, meeting_url: row.meetingUrl } : {}),
    show_guests: row.showGuests,
    description: row.description,
    imageSrc: row.imageSrc,
    type: row.type,
    access: row.access as Event['access'],
    status: viewer.status,
    role: viewer.isHost ? 'event_admin' : viewer.status ? 'guest' : null,
    requireDefaultQuestions: row.requireDefaultQuestions,
    questions: row.questions,
    speakers_updated: row.speakers,
    judges_updated: row.judges,
    speakers: row.speakers,
    judges: row.judges,
    sponsors: row.sponsors.map((s) => ({
      name: s.name,
      sponsorURL: s.sponsorURL ?? '',
      description: s.description ?? '',
      imageSrc: s.imageSrc ?? '',
    })),
    cohosts: row.cohosts.map((c) => ({
      name: c.name,
      cohostURL: c.cohostURL ?? '',
      description: c.description ?? '',
      imageSrc: c.imageSrc ?? '',
    })),
    tech_partners: row.techPartners.map((t) => ({
      name: t.name,
      websiteURL: t.websiteURL ?? '',
      description: t.description ?? '',
      imageSrc: t.imageSrc ?? '',
    })),
    capacity: row.capacity,
    approval_required: row.approvalRequired,
    ...((viewer.isSiteAdmin || viewer.isHost) && options.hosts ? { event_admins: options.hosts } : {}),
  };
}
