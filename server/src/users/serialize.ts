import type { User } from '@hearth/contract/user';
import type { users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;
type TalentExtras = { experiences?: unknown; education?: unknown; githubProjects?: unknown } | null | undefined;

/**
 * The User entity of docs/product/profiles-and-projects.md#user-entity. `includeEmail` is true only for the owner and site admins
 * (docs/decisions/002-profile-email-privacy.md, 035-profile-privacy.md): it also brings `role` and the profile settings, so
 * others can neither mail the user nor tell a site admin from anyone else.
 */
export function toUser(
  row: UserRow,
  options: { includeEmail: boolean; extras?: TalentExtras; events?: { event_id: string; role: string }[] },
): User {
  return {
    id: row.id,
    name: row.name,
    headline: row.headline,
    ...(options.includeEmail ? { email: row.email } : {}),
    photoURL: row.photoUrl,
    linkedInURL: row.linkedinUrl,
    githubURL: row.githubUrl,
    twitterURL: row.twitterUrl,
    ...(options.includeEmail
      ? {
          role: row.role === 'admin' ? ('admin' as const) : ('user' as const),
          show_upcoming_events: row.showUpcomingEvents,
          appear_in_search: row.appearInSearch,
        }
      : {}),
    ai_project: row.aiProject,
    experiences: (options.extras?.experiences as User['experiences']) ?? [],
    education: (options.extras?.education as User['education']) ?? [],
    github_projects: (options.extras?.githubProjects as User['github_projects']) ?? [],
    events: options.events ?? [],
  };
}
