import { localDateAndTime } from '@hearth/contract/event-dates';
import { isHttpUrl, withScheme } from '@hearth/contract/common';
import {
  DEFAULT_EVENT_LOCATION,
  EventInputSchema,
  type Cohost,
  type Event,
  type EventHost,
  type EventInput,
  type EventPerson,
  type Sponsor,
  type TechPartner,
} from '@hearth/contract/events';

/** What the event form edits: the event fields plus the form's date, start time and question text. */
export type EventFormValues = {
  name: string;
  slug: string;
  date: string;
  start_time: string;
  /** Empty: no end (on create: the community's default zone). */
  end_date: string;
  end_time: string;
  /** IANA zone; empty on create means the community's default (DEFAULT_TIME_ZONE). */
  timezone: string;
  location: string;
  meeting_url: string;
  /** Digits, or empty for unlimited. */
  capacity: string;
  approval_required: boolean;
  description: string;
  imageSrc: string;
  type: Event['type'];
  access: Event['access'];
  show_guests: boolean;
  requireDefaultQuestions: boolean;
  questions: string;
  cohosts: Cohost[];
  sponsors: Sponsor[];
  tech_partners: TechPartner[];
  speakers_updated: EventPerson[];
  judges_updated: EventPerson[];
  event_admins: EventHost[];
};

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** docs/product/events.md#defaults for a new event; an existing event's values for update and clone. */
export function formValuesOf(event: Event | undefined, now = Date.now()): EventFormValues {
  if (!event) {
    const { date } = localDateAndTime(now + WEEK);
    return {
      name: '',
      slug: '',
      date,
      start_time: '18:00',
      end_date: '',
      end_time: '',
      timezone: '',
      location: DEFAULT_EVENT_LOCATION,
      meeting_url: '',
      capacity: '',
      approval_required: true,
      description: '',
      imageSrc: '',
      type: 'hackathon',
      access: 'admin',
      show_guests: false,
      requireDefaultQuestions: true,
      questions: '',
      cohosts: [],
      sponsors: [],
      tech_partners: [],
      speakers_updated: [],
      judges_updated: [],
      event_admins: [],
    };
  }
  const { date, time } = localDateAndTime(event.timestamp, event.timezone);
  const end = event.end_timestamp === null ? null : localDateAndTime(event.end_timestamp, event.timezone);
  return {
    name: event.name,
    slug: event.slug,
    date,
    start_time: time,
    // The end date shows only when it is not the start's.
    end_date: end && end.date !== date ? end.date : '',
    end_time: end?.time ?? '',
    timezone: event.timezone,
    location: event.location ?? DEFAULT_EVENT_LOCATION,
    meeting_url: event.meeting_url ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    approval_required: event.approval_required,
    description: event.description,
    imageSrc: event.imageSrc ?? '',
    type: event.type,
    access: event.access,
    show_guests: event.show_guests,
    requireDefaultQuestions: event.requireDefaultQuestions,
    questions: event.questions.join(', '),
    cohosts: event.cohosts,
    sponsors: event.sponsors,
    tech_partners: event.tech_partners,
    speakers_updated: event.speakers_updated.map((person) => ({ ...person, title: person.title ?? '' })),
    judges_updated: event.judges_updated.map((person) => ({ ...person, title: person.title ?? '' })),
    event_admins: event.event_admins ?? [],
  };
}

/** The API body; empty rows (no name) are dropped rather than refused. */
export function inputOf(values: EventFormValues, options: { includeHosts: boolean }): EventInput {
  const named = <T extends { name: string }>(rows: T[]) => rows.filter((row) => row.name.trim() !== '');
  return {
    name: values.name,
    slug: values.slug,
    date: values.date,
    start_time: values.start_time,
    ...(values.end_time ? { end_time: values.end_time, end_date: values.end_date || values.date } : { end_timestamp: null }),
    ...(values.timezone.trim() ? { timezone: values.timezone.trim() } : {}),
    location: values.location,
    meeting_url: values.meeting_url.trim() || null,
    capacity: values.capacity.trim() === '' ? null : Number(values.capacity.trim()),
    approval_required: values.approval_required,
    description: values.description,
    imageSrc: values.imageSrc || null,
    type: values.type,
    access: values.access,
    show_guests: values.show_guests,
    requireDefaultQuestions: values.requireDefaultQuestions,
    questions: values.questions,
    cohosts: named(values.cohosts),
    sponsors: named(values.sponsors),
    tech_partners: named(values.tech_partners),
    speakers_updated: named(values.speakers_updated).map((person) => ({ ...person, title: person.title || null })),
    judges_updated: named(values.judges_updated).map((person) => ({ ...person, title: person.title || null })),
    ...(options.includeHosts ? { event_admins: values.event_admins.map((host) => host.id) } : {}),
  };
}

export const CAPACITY_ERROR = 'Capacity must be a whole number of at least 1.';

/** The Capacity field's rule: empty (unlimited) or a whole number of at least 1. */
export function capacityError(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 1_000_000 ? undefined : CAPACITY_ERROR;
}

/** The End time field's rule: after the start (on the end date, or the start's). Zones shift both alike. */
export function endTimeError(date: string, startTime: string, endDate: string, endTime: string): string | undefined {
  if (!endTime) return undefined;
  if (endDate && endDate < date) return 'The end must be after the start.';
  return `${endDate || date}T${endTime}` > `${date}T${startTime}` ? undefined : 'The end must be after the start.';
}

/** The Meeting link field's rule: empty, or a web address (https:// is added when the scheme is missing). */
export function meetingUrlError(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return isHttpUrl(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : withScheme(trimmed))
    ? undefined
    : 'Please enter a web address, such as https://meet.example.com/abc-defg.';
}

export const NAME_REQUIRED = 'Please add an event name.';
export const SLUG_REQUIRED = 'Please add an event slug.';

/** The contract's first message for a value of one of its event fields, or none when it passes. */
const contractError = (field: 'name' | 'slug', value: string) =>
  EventInputSchema.shape[field].safeParse(value).error?.issues[0]?.message;

/** The Event name field's rule (docs/product/events.md#event-form): 'Please add an event name.' when blank. */
export const nameError = (name: string) => contractError('name', name);

/** The Slug field's rule: 'Please add an event slug.' when blank, else the contract's slug rules. */
export const slugError = (slug: string) => contractError('slug', slug);
