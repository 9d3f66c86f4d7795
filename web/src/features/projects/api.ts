import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tracks } from '@hearth/contract/judging';
import type { Project, ProjectCreate, ProjectInvitation, ProjectPage, ProjectUpdate } from '@hearth/contract/projects';
import type { UserLookup } from '@hearth/contract/user';
import { api } from '../../lib/api-client.ts';
import { eventKeys, eventsQuery } from '../events/index.ts';

/** Query keys: a user's projects; event pages (eventKeys) also show projects. */
export const projectKeys = {
  all: ['projects'] as const,
  user: (userId: string) => ['projects', 'user', userId] as const,
  invitations: ['projects', 'invitations'] as const,
  page: (id: string) => ['projects', 'page', id] as const,
  tracks: (eventId: string) => ['projects', 'tracks', eventId] as const,
};

/** docs/product/profiles-and-projects.md#project-page `GET /projects/{id}`. */
export const projectPageQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.page(id),
    queryFn: ({ signal }) => api<ProjectPage>(`/projects/${encodeURIComponent(id)}`, { signal }),
  });

/** docs/product/judging.md#tracks `GET /projects/tracks?event_id=…`: the tracks a project of that event can be in. */
export const eventTracksQuery = (eventId: string) =>
  queryOptions({
    queryKey: projectKeys.tracks(eventId),
    queryFn: ({ signal }) => api<Tracks>('/projects/tracks', { params: { event_id: eventId }, signal }),
  });

/** docs/product/profiles-and-projects.md#project-images `POST /projects/image`: checked and stored like posters. */
export function uploadProjectImage(file: File): Promise<{ file_url: string }> {
  const data = new FormData();
  data.append('file', file);
  return api<{ file_url: string }>('/projects/image', { method: 'POST', data, timeout: 60_000 });
}

/** docs/product/profiles-and-projects.md#api `GET /user/{id}/projects`. */
export const userProjectsQuery = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.user(userId),
    queryFn: ({ signal }) => api<Project[]>(`/user/${encodeURIComponent(userId)}/projects`, { signal }),
  });

/** docs/product/profiles-and-projects.md#membership `GET /projects/invitations`: the signed-in user's pending invitations. */
export const projectInvitationsQuery = () =>
  queryOptions({
    queryKey: projectKeys.invitations,
    queryFn: ({ signal }) => api<ProjectInvitation[]>('/projects/invitations', { signal }),
  });

/** `POST /projects/{id}/membership`: accept joins the team; decline drops the invitation (or leaves the team). */
export const answerMembership = (input: { projectId: string; accept: boolean }) =>
  api<void>(`/projects/${encodeURIComponent(input.projectId)}/membership`, { method: 'POST', data: { accept: input.accept } });

/** The events a project can be added to: every event the caller may see (the server's rule). */
export const projectEventOptionsQuery = eventsQuery;

/** docs/product/profiles-and-projects.md#team-members `GET /user/email`: id and name, or null when nobody has the address. */
export const findMemberByEmail = (email: string) => api<UserLookup | null>('/user/email', { params: { email } });

export const createProject = (input: ProjectCreate) => api<Project>('/projects/create', { method: 'POST', data: input });
export const updateProject = (input: ProjectUpdate) => api<Project>('/projects/update', { method: 'POST', data: input });
export const deleteProject = (id: string) => api<void>(`/projects/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Every project mutation refetches profiles' project lists and event pages (docs/product/profiles-and-projects.md#api). */
export function useProjectMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.details() }),
      ]),
  });
}
