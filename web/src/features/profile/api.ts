import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileEvent } from '@hearth/contract/events';
import type { ProfileUpdate, User } from '@hearth/contract/user';
import { api, ApiError } from '../../lib/api-client.ts';
import { getToken } from '../../lib/auth-token.ts';
import { authKeys } from '../auth/index.ts';
import { UploadTask, type UploadTaskOptions } from './upload-task.ts';

/** Query keys of profiles; the signed-in user's own record is the auth feature's `authKeys.me`. */
export const profileKeys = {
  all: ['user'] as const,
  me: authKeys.me,
  profile: (userId: string) => ['user', 'profile', userId] as const,
  events: (userId: string) => ['user', 'events', userId] as const,
};

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.profile(userId),
    queryFn: ({ signal }) => api<User>(`/user/${encodeURIComponent(userId)}`, { signal }),
  });

/**
 * docs/product/profiles-and-projects.md#api `GET /user/{id}/event`: the events a user hosts or joined, each with that user's
 * `profile_relation` (`status` and `role` stay the caller's). When the server will not show them
 * to this viewer the answer is an empty list, so the section shows its empty state, not an error.
 */
export const userEventsQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.events(userId),
    queryFn: async ({ signal }) => {
      try {
        return await api<ProfileEvent[]>(`/user/${encodeURIComponent(userId)}/event`, { signal });
      } catch (error) {
        if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return [];
        throw error;
      }
    },
  });

export const updateProfile = (input: ProfileUpdate) => api<User>('/user/update', { method: 'POST', data: input });

/** docs/product/profiles-and-projects.md#api `POST /user/update`, then re-query: the own record and the public profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.me, user);
      queryClient.setQueryData(profileKeys.profile(user.id), user);
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** Starts a profile-photo upload for the signed-in user (docs/product/profiles-and-projects.md#photo-upload). */
export function startPhotoUpload(file: Blob, options: Omit<UploadTaskOptions, 'headers'> = {}): UploadTask {
  return new UploadTask(file, {
    ...options,
    headers: (): Record<string, string> => {
      const token = getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });
}
