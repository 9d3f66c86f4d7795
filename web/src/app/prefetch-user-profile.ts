import { isId } from '@hearth/contract/id-text';
import { profileQuery, userEventsQuery } from '../features/profile/api.ts';
import { userProjectsQuery } from '../features/projects/api.ts';
import { queryClient } from '../lib/query-client.ts';

export const isUserId = isId;

/** docs/product/profiles-and-projects.md#profile: a profile loads its user, events and projects in parallel. A malformed id asks nothing. */
export function prefetchUserProfile(userId: string): void {
  if (!isUserId(userId)) return;
  void queryClient.prefetchQuery(profileQuery(userId));
  void queryClient.prefetchQuery(userEventsQuery(userId));
  void queryClient.prefetchQuery(userProjectsQuery(userId));
}
