import type { ProfileUpdate, User } from '@hearth/contract/user';

export type ProfileFormValues = {
  name: string;
  headline: string;
  linkedInURL: string;
  githubURL: string;
  twitterURL: string;
  photoURL: string | null;
  show_upcoming_events: boolean;
  appear_in_search: boolean;
};

export const REQUIRED_FIELDS = ['name', 'headline', 'linkedInURL'] as const;

/** The dialog starts from the saved profile; missing links are empty fields. */
export function profileFormValues(user: User): ProfileFormValues {
  return {
    name: user.name,
    headline: user.headline,
    linkedInURL: user.linkedInURL ?? '',
    githubURL: user.githubURL ?? '',
    twitterURL: user.twitterURL ?? '',
    photoURL: user.photoURL,
    show_upcoming_events: user.show_upcoming_events ?? false,
    appear_in_search: user.appear_in_search ?? true,
  };
}

/** docs/product/profiles-and-projects.md#edit-profile: Save is disabled (and the hint shows) while any required field is empty. */
export function hasEmptyRequiredField(values: Partial<ProfileUpdate>): boolean {
  return REQUIRED_FIELDS.some((field) => !values[field]?.trim());
}
