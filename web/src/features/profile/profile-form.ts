import { ProfileUpdateSchema, type ProfileUpdate, type User } from '@hearth/contract/user';

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

type RequiredField = (typeof REQUIRED_FIELDS)[number];

/**
 * The contract's message for a required field the person has emptied ('Name is required.'), or
 * none while it has a value or is untouched (a new profile does not open full of errors).
 */
export function emptiedFieldMessage(
  field: RequiredField,
  values: Partial<ProfileUpdate>,
  state: { dirtyFields: Partial<Record<string, unknown>>; touchedFields: Partial<Record<string, unknown>> },
): string | undefined {
  if (values[field]?.trim() || !(state.dirtyFields[field] || state.touchedFields[field])) return undefined;
  return ProfileUpdateSchema.shape[field].safeParse('').error?.issues[0]?.message;
}
