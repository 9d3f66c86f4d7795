import { z } from 'zod';
import { isHttpUrl } from './common.ts';
import { linkSchema, withMissingScheme } from './links.ts';

export const RoleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof RoleSchema>;

export const ExperienceSchema = z.object({
  title: z.string(),
  company: z.string(),
  company_id: z.string().nullable().optional(),
  description: z.string().optional().default(''),
  is_ai: z.boolean().optional().default(false),
});
export type Experience = z.infer<typeof ExperienceSchema>;

export const EducationSchema = z.object({
  school: z.string(),
  degree_name: z.string().optional().default(''),
  description: z.string().optional().default(''),
});
export type Education = z.infer<typeof EducationSchema>;

export const GithubProjectSchema = z.object({
  name: z.string(),
  url: z.string(),
  description: z.string().optional().default(''),
  stars: z.number().int().nonnegative().default(0),
  is_ai: z.boolean().optional().default(false),
});
export type GithubProject = z.infer<typeof GithubProjectSchema>;

/**
 * docs/product/profiles-and-projects.md#user-entity User. `email`, `role` and the settings are sent only
 * to the user and to site admins (docs/decisions/002, 035): others get no such fields at all.
 */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  headline: z.string(),
  email: z.string().nullable().optional(),
  photoURL: z.string().nullable(),
  linkedInURL: z.string().nullable(),
  githubURL: z.string().nullable(),
  twitterURL: z.string().nullable(),
  role: RoleSchema.optional(),
  /** Whether others see the user's upcoming events on the profile (past ones they may list show anyway). */
  show_upcoming_events: z.boolean().optional(),
  /** Whether site admins find the user in talent search (docs/decisions/042-talent-search-consent.md). */
  appear_in_search: z.boolean().optional(),
  ai_project: z.string().nullable(),
  experiences: z.array(ExperienceSchema),
  education: z.array(EducationSchema),
  github_projects: z.array(GithubProjectSchema),
  events: z.array(z.object({ event_id: z.string(), role: z.string() })),
});
export type User = z.infer<typeof UserSchema>;

const LINKEDIN_PROFILE = /^https:\/\/(www\.)?linkedin\.com\/in\/\S+/i;

const optionalLink = linkSchema({ max: 500 })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/**
 * docs/product/profiles-and-projects.md#edit-profile profile rules. The same schema validates the edit dialog and
 * `POST /api/user/update`, so the messages match on both sides.
 */
export const ProfileUpdateSchema = z.object({
  // `error` also covers a field left out entirely, so the API answers with the same message as the form.
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(120),
  headline: z.string({ error: 'Headline is required.' }).trim().min(1, 'Headline is required.').max(200),
  linkedInURL: z
    .string({ error: 'LinkedIn is required.' })
    .trim()
    .min(1, 'LinkedIn is required.')
    .max(500)
    .transform(withMissingScheme)
    .refine((url) => LINKEDIN_PROFILE.test(url), 'Invalid Linkedin URL'),
  githubURL: optionalLink,
  twitterURL: optionalLink,
  // Our own uploaded files, or an http(s) address: never `javascript:` or other schemes.
  photoURL: z
    .string()
    .trim()
    .max(1000)
    .refine((url) => url === '' || url.startsWith('/files/') || isHttpUrl(url), 'Invalid photo URL')
    .nullable()
    .optional(),
  ai_project: z.string().trim().max(1000).nullable().optional(),
  /** Absent leaves the setting as it is. */
  show_upcoming_events: z.boolean({ error: 'show_upcoming_events must be true or false.' }).optional(),
  /** Absent leaves the setting as it is. */
  appear_in_search: z.boolean({ error: 'The talent search setting must be true or false.' }).optional(),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export { isProfileComplete } from './request-rules.ts';

export const UserLookupSchema = z.object({ id: z.string(), name: z.string() });
export type UserLookup = z.infer<typeof UserLookupSchema>;
