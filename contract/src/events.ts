import { z } from 'zod';
import { ProjectSchema } from './projects.ts';
import { linkSchema } from './links.ts';
import { UserLookupSchema, UserSchema } from './user.ts';
import { DEFAULT_EVENT_LOCATION } from './event-defaults.ts';
import { isTimeZone } from './event-dates.ts';

export { DEFAULT_EVENT_LOCATION };

/** docs/product/events.md#event-types. */
export const EventTypeSchema = z.enum(['hackathon', 'conference', 'workshop', 'meetup']);
export type EventType = z.infer<typeof EventTypeSchema>;

/**
 * docs/product/events.md#access levels (docs/decisions/003-event-access.md):
 * public — listed and open to everyone; unlisted — open by link, absent from lists;
 * member — signed-in users only; admin — site admins, the event's hosts and its applicants only.
 */
export const EventAccessSchema = z.enum(['public', 'unlisted', 'member', 'admin']);
export type EventAccess = z.infer<typeof EventAccessSchema>;

/** `waitlisted`: approved while the event was full; promoted in order when a place frees up. */
export const RegistrationStatusSchema = z.enum(['approved', 'pending', 'declined', 'waitlisted']);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;

export const EventViewerRoleSchema = z.enum(['event_admin', 'guest']);

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional().default('');

/** speakers_updated and judges_updated rows: {name, userID, title}. */
export const EventPersonSchema = z.object({
  name: text(120).min(1, 'Every speaker and judge needs a name.'),
  userID: z.string().max(64).nullable().optional(),
  title: text(200).nullable().optional(),
});
export type EventPerson = z.infer<typeof EventPersonSchema>;

/** Sponsors, cohosts and tech partners: a required name, a website link under its own key, a description and a logo. */
const partnerName = (noun: string) => text(120).min(1, `Every ${noun} needs a name.`);
const partnerLink = () => linkSchema({ max: 500 }).optional().default('');
const partnerDetails = () => ({
  description: optionalText(1000),
  imageSrc: linkSchema({ max: 1000, uploads: true }).optional().default(''),
});

export const SponsorSchema = z.object({ name: partnerName('sponsor'), sponsorURL: partnerLink(), ...partnerDetails() });
export type Sponsor = z.infer<typeof SponsorSchema>;

export const CohostSchema = z.object({ name: partnerName('cohost'), cohostURL: partnerLink(), ...partnerDetails() });
export type Cohost = z.infer<typeof CohostSchema>;

export const TechPartnerSchema = z.object({ name: partnerName('tech partner'), websiteURL: partnerLink(), ...partnerDetails() });
export type TechPartner = z.infer<typeof TechPartnerSchema>;

/** A host (per-event role `event_admin`), sent only to site admins and the event's hosts. */
export const EventHostSchema = UserLookupSchema;
export type EventHost = z.infer<typeof EventHostSchema>;

/**
 * docs/product/events.md#event-entity Event, as the API sends it. `id` and `event_id` carry the same value.
 * `location` and `meeting_url` are absent unless the caller is approved, a host or a site admin (docs/product/events.md#access).
 * `timezone` is the IANA zone its dates are read in; `end_timestamp` is null when it ends with its day.
 * `status` and `role` describe the caller; `event_admins` only reaches admins and hosts.
 * `speakers`/`judges` mirror `speakers_updated`/`judges_updated` for older clients.
 */
export const EventSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  name: z.string(),
  slug: z.string(),
  timestamp: z.number(),
  end_timestamp: z.number().nullable(),
  timezone: z.string(),
  location: z.string().optional(),
  /** The online meeting's link (online and hybrid events); null when there is none. */
  meeting_url: z.string().nullable().optional(),
  show_guests: z.boolean(),
  description: z.string(),
  imageSrc: z.string().nullable(),
  type: EventTypeSchema,
  access: EventAccessSchema,
  status: RegistrationStatusSchema.nullable(),
  role: EventViewerRoleSchema.nullable(),
  requireDefaultQuestions: z.boolean(),
  questions: z.array(z.string()),
  speakers_updated: z.array(EventPersonSchema),
  judges_updated: z.array(EventPersonSchema),
  speakers: z.array(EventPersonSchema),
  judges: z.array(EventPersonSchema),
  sponsors: z.array(SponsorSchema),
  cohosts: z.array(CohostSchema),
  tech_partners: z.array(TechPartnerSchema),
  /** Most approved guests at once; null is unlimited. */
  capacity: z.number().int().nullable(),
  /** False: a request to attend is approved at once while places last, then waitlisted (docs/product/registrations.md#one-step-rsvp). */
  approval_required: z.boolean(),
  event_admins: z.array(EventHostSchema).optional(),
});
export type Event = z.infer<typeof EventSchema>;

export const EventListSchema = z.array(EventSchema);

/**
 * The profile owner's relation to an event on `GET /user/{id}/event`: host (or co-host), or the
 * status of their request. Callers other than the owner only ever get `host` and `approved`: a
 * pending, waitlisted or declined request is nobody else's business (docs/decisions/018-status-copy.md).
 */
export const ProfileRelationSchema = z.enum(['host', 'approved', 'pending', 'waitlisted']);
export type ProfileRelation = z.infer<typeof ProfileRelationSchema>;

/** An event on a profile: `status` and `role` describe the caller, as everywhere; `profile_relation` the owner. */
export const ProfileEventSchema = EventSchema.extend({ profile_relation: ProfileRelationSchema });
export type ProfileEvent = z.infer<typeof ProfileEventSchema>;
export const ProfileEventListSchema = z.array(ProfileEventSchema);

/** docs/product/profiles-and-projects.md#projects Project, as the event page shows it (projects CRUD is its own feature). */
/** A project on the event page: the one Project shape of the projects contract. */
export const EventProjectSchema = ProjectSchema;
export type EventProject = z.infer<typeof EventProjectSchema>;

/** An approved guest in the guest list: public profile fields only (no e-mail). */
export const ParticipantSchema = UserSchema.pick({
  id: true,
  name: true,
  headline: true,
  photoURL: true,
  linkedInURL: true,
  githubURL: true,
  twitterURL: true,
});
export type Participant = z.infer<typeof ParticipantSchema>;

/** docs/product/events.md#event-page Event detail response. `users` is empty unless the caller may see the guest list. */
export const EventDetailSchema = z.object({
  event: EventSchema,
  projects: z.array(EventProjectSchema),
  users: z.array(ParticipantSchema),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

/** An IANA time zone name ('Europe/London'), checked against the runtime's zone data. */
export const TimeZoneSchema = z
  .string()
  .trim()
  .max(100)
  .refine(isTimeZone, { error: 'Please choose a known time zone (timezone), such as Europe/London.' });

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * docs/product/events.md#event-form: questions come as comma-separated text (the form) or as a list; either way the
 * server stores the trimmed, non-empty items.
 */
export function splitQuestions(value: string | string[]): string[] {
  const items = Array.isArray(value) ? value : value.split(',');
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/**
 * The body of `POST /event/new` (create and clone) and, with `id`, `POST /event/update`.
 * `name` and `slug` carry the event form's toast texts (docs/product/events.md#event-form). The start is `timestamp` (epoch ms) or, as the
 * form sends it, `date` + `start_time` on the clock of `timezone`; the server builds the timestamp. The end
 * likewise: `end_timestamp`, or `end_time` (and `end_date` when not the start's day); null or '' is none.
 * Omitted fields take the defaults of a new event (docs/product/events.md#defaults).
 */
export const EventInputSchema = z.object({
  name: z.string().trim().min(1, 'Please add an event name.').max(200),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Please add an event slug.')
    .max(80, 'The slug can be at most 80 characters.')
    .regex(SLUG_PATTERN, 'The slug may only contain lowercase letters, digits and single hyphens.'),
  timestamp: z.number().int().positive().optional(),
  date: z.string().optional(),
  start_time: z.string().optional(),
  end_timestamp: z.number().int().positive().nullable().optional(),
  end_date: z.string().optional(),
  end_time: z.string().optional(),
  /** Absent: the DEFAULT_TIME_ZONE setting on create, the event's own zone on update. */
  timezone: TimeZoneSchema.optional(),
  location: text(500).optional().default(DEFAULT_EVENT_LOCATION),
  meeting_url: linkSchema({ max: 1000 }).nullable().optional(),
  show_guests: z.boolean().optional().default(false),
  description: text(20_000).optional().default(''),
  imageSrc: linkSchema({ max: 1000, uploads: true }).nullable().optional().default(null),
  type: EventTypeSchema.optional().default('hackathon'),
  access: EventAccessSchema.optional().default('admin'),
  requireDefaultQuestions: z.boolean().optional().default(true),
  questions: z
    .union([z.string().max(5000), z.array(z.string().max(500)).max(50)])
    .optional()
    .default([])
    .transform(splitQuestions),
  speakers_updated: z.array(EventPersonSchema).max(100).optional().default([]),
  judges_updated: z.array(EventPersonSchema).max(100).optional().default([]),
  sponsors: z.array(SponsorSchema).max(100).optional().default([]),
  cohosts: z.array(CohostSchema).max(100).optional().default([]),
  tech_partners: z.array(TechPartnerSchema).max(100).optional().default([]),
  /** Most approved guests at once (accepted guest invitations included); null or absent is unlimited. */
  capacity: z
    .number({ error: 'Capacity must be a whole number of at least 1.' })
    .int('Capacity must be a whole number of at least 1.')
    .min(1, 'Capacity must be a whole number of at least 1.')
    .max(1_000_000, 'Capacity can be at most 1,000,000.')
    .nullable()
    .optional()
    .default(null),
  /**
   * False: a request to attend is approved at once while places last, then waitlisted. A new event
   * requires approval unless told otherwise; an update without it keeps the event's setting.
   */
  approval_required: z.boolean().optional(),
  /** User ids made `event_admin` (co-hosts with accounts). Only site admins may change it. */
  event_admins: z
    .array(
      z.union([
        z.string().uuid('Unknown co-host.'),
        // The shape an event read sends them in, so a read event can be written back.
        z.object({ id: z.string().uuid('Unknown co-host.'), name: z.string().optional() }).transform(({ id }) => id),
      ]),
    )
    .max(50)
    .optional(),
});
export type EventInput = z.input<typeof EventInputSchema>;
export type EventInputParsed = z.output<typeof EventInputSchema>;

export const EventUpdateSchema = EventInputSchema.extend({ id: z.string().uuid('Event not found.') });
export type EventUpdate = z.input<typeof EventUpdateSchema>;

export const PosterUploadResponseSchema = z.object({ file_url: z.string() });
export type PosterUploadResponse = z.infer<typeof PosterUploadResponseSchema>;

/** docs/product/events.md#posters poster types, checked by content on the server. */
export const POSTER_MAX_BYTES = 5 * 1024 * 1024;
export const POSTER_ACCEPT = {
  'image/svg+xml': ['.svg'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
} as const;
