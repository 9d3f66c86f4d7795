import { z } from 'zod';
import { linkSchema } from './links.ts';
import { videoEmbed } from './video-embed.ts';

/** docs/product/profiles-and-projects.md#awards: `{award_name, award_weight}`; weight 1 gold, 2 silver, 3 bronze. */
export const AwardSchema = z.object({
  award_name: z.string().trim().min(1, 'Please enter an award name.').max(80),
  award_weight: z.number().int('The award weight must be a whole number.').min(1).max(99),
});
export type Award = z.infer<typeof AwardSchema>;

export const TeamMemberSchema = z.object({ member_id: z.string(), member_name: z.string() });
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/**
 * docs/product/profiles-and-projects.md#projects Project, as every read sends it (event page, profile). `creator_id` is the team
 * member who cannot be removed (docs/product/profiles-and-projects.md#team-members); null for projects whose creator left.
 */
export const ProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The cover: the first of `images`. */
  imageSrc: z.string().nullable(),
  /** Up to 5 images, the cover first. */
  images: z.array(z.string()),
  techStack: z.string(),
  slidesURL: z.string().nullable(),
  githubRepoURL: z.string().nullable(),
  /** A YouTube, Vimeo or Loom link. */
  videoURL: z.string().nullable(),
  /** Where the project runs. */
  demoURL: z.string().nullable(),
  /** One of the event's judging tracks, or none. */
  track: z.string().nullable(),
  event: z.object({ event_id: z.string(), event_name: z.string() }),
  awards: z.array(z.object({ award_name: z.string(), award_weight: z.number() })),
  teamMembers: z.array(TeamMemberSchema),
  mentors: z.array(z.string()),
  creator_id: z.string().nullable().optional(),
});
export type Project = z.infer<typeof ProjectSchema>;
export const ProjectListSchema = z.array(ProjectSchema);

/** `GET /projects/{id}`: the project page (docs/product/profiles-and-projects.md#project-page), with its event's address. */
export const ProjectPageSchema = z.object({
  project: ProjectSchema,
  event: z.object({ id: z.string(), slug: z.string(), name: z.string(), timestamp: z.number() }),
});
export type ProjectPage = z.infer<typeof ProjectPageSchema>;

/** Links are kept only when they are http(s) (docs/architecture.md#security); empty means none. */
const link = (options: { uploads?: boolean } = {}) =>
  linkSchema({ max: 500, ...options })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * One team member of the input: an existing member by id, or a new one by e-mail (docs/product/profiles-and-projects.md#team-members
 * "Add team member"). The server answers 'Cannot find this member' for an unknown one.
 */
export const TeamMemberInputSchema = z.object({
  member_id: z.string().max(64).optional(),
  email: z.string().trim().toLowerCase().max(320).optional(),
  /** With `email` of an address that has no account: invite it by e-mail; it joins once signed up and accepted. */
  invite: z.boolean().optional(),
});
export type TeamMemberInput = z.infer<typeof TeamMemberInputSchema>;

const SELECT_EVENT = 'Please select an event for your project';

export const MAX_PROJECT_IMAGES = 5;
export const VIDEO_LINK_MESSAGE = 'The demo video must be a YouTube, Vimeo or Loom link.';

/** `POST /projects/create` for an event the creator was not approved for (nor hosts); site admins may add to any event. */
export const NOT_APPROVED_FOR_EVENT = 'You can add a project only to an event you were approved for.';

/**
 * Whether someone may put a project on an event: approved for it, or a host of it; site admins, any
 * (docs/product/profiles-and-projects.md#project-dialog). The Event select offers these only; the server refuses the rest.
 */
export const canAddProjectTo = (event: { status?: string | null; role?: string | null }, isSiteAdmin: boolean) =>
  isSiteAdmin || event.status === 'approved' || event.role === 'event_admin';

const projectFields = {
  name: z.string().trim().min(1, 'Please enter the project name').max(120, 'The project name can be at most 120 characters.'),
  description: z.string().trim().max(5000).optional().default(''),
  techStack: z.string().trim().max(500).optional().default(''),
  slidesURL: link(),
  githubRepoURL: link(),
  imageSrc: link({ uploads: true }),
  /** Up to 5 images, the cover first; when given it replaces `imageSrc`. */
  images: z
    .array(linkSchema({ max: 500, uploads: true }).refine((value) => value !== '', 'An image link cannot be empty.'))
    .max(MAX_PROJECT_IMAGES, `A project can have at most ${MAX_PROJECT_IMAGES} images.`)
    .optional(),
  videoURL: link().refine((value) => !value || videoEmbed(value) !== null, VIDEO_LINK_MESSAGE),
  demoURL: link(),
  /** One of the event's judging tracks; null or absent for none. */
  track: z.string().trim().max(60).nullable().optional(),
  /** The team besides the creator (who is always in it). */
  teamMembers: z.array(TeamMemberInputSchema).max(20, 'A team can have at most 20 members.').optional().default([]),
  /** Site admins and the event's hosts only (docs/product/profiles-and-projects.md#awards); absent leaves the awards as they are. */
  awards: z.array(AwardSchema).max(10).optional(),
};

/**
 * `POST /projects/create`. The creator comes from the token; a `userId` in the body (docs/product/profiles-and-projects.md#api
 * lists it) is accepted and ignored.
 */
export const ProjectCreateSchema = z
  .object({
    ...projectFields,
    event_id: z.string().trim().uuid(SELECT_EVENT).optional(),
    /** The event as a project read sends it (docs/product/profiles-and-projects.md#projects), so a read project can be written back. */
    event: z.object({ event_id: z.string().trim().uuid(SELECT_EVENT), event_name: z.string().optional() }).optional(),
    userId: z.string().optional(),
  })
  .transform(({ event, ...input }, context) => {
    const eventId = input.event_id ?? event?.event_id;
    if (eventId) return { ...input, event_id: eventId };
    context.addIssue({ code: 'custom', path: ['event_id'], message: SELECT_EVENT });
    return z.NEVER;
  });
export type ProjectCreate = z.input<typeof ProjectCreateSchema>;

/** `POST /projects/update`: the same fields and the project id; the event does not change. */
export const ProjectUpdateSchema = z.object({
  ...projectFields,
  /** Absent leaves the team as it is; the creator must stay in it. */
  teamMembers: z.array(TeamMemberInputSchema).max(20, 'A team can have at most 20 members.').optional(),
  id: z.string().uuid('Project not found.'),
});
export type ProjectUpdate = z.input<typeof ProjectUpdateSchema>;

/** docs/product/profiles-and-projects.md#team-members messages of the team member form, shared by the dialog and the server. */
export const TEAM_MEMBER_ERRORS = {
  empty: 'Email cannot be empty',
  notFound: 'Cannot find this member',
  duplicate: 'Member already exists in the list',
} as const;

export const CREATOR_CANNOT_BE_REMOVED = 'The project creator cannot be removed from the team.';

/**
 * `POST /projects/{id}/membership` by the invited (or accepted) member: `true` joins the team, `false`
 * declines a pending invitation or leaves the team (docs/product/profiles-and-projects.md#membership).
 */
export const MembershipAnswerSchema = z.object({
  accept: z.boolean({ error: 'accept must be true or false.' }),
});
export type MembershipAnswer = z.infer<typeof MembershipAnswerSchema>;

/**
 * One pending invitation to a project's team, as `GET /projects/invitations` lists it to the invited user.
 * `event` is null when the invited user may not see the project's event.
 */
export const ProjectInvitationSchema = z.object({
  project_id: z.string(),
  project_name: z.string(),
  event: z.object({ event_id: z.string(), event_name: z.string() }).nullable(),
  added_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  invited_at: z.number(),
});
export type ProjectInvitation = z.infer<typeof ProjectInvitationSchema>;
export const ProjectInvitationListSchema = z.array(ProjectInvitationSchema);

export const MEMBERSHIP_MESSAGES = {
  notFound: 'You have no membership or invitation for this project.',
  lastMember: 'A project needs at least one team member. Delete the project instead.',
} as const;
