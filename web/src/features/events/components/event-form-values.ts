import { localDateAndTime } from '@hearth/contract/event-dates';
import {
  DEFAULT_EVENT_LOCATION,
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
  location: string;
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
      location: DEFAULT_EVENT_LOCATION,
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
  const { date, time } = localDateAndTime(event.timestamp);
  return {
    name: event.name,
    slug: event.slug,
    date,
    start_time: time,
    location: event.location ?? DEFAULT_EVENT_LOCATION,
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
    location: values.location,
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
