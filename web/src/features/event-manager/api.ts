import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicantProfile,
  ApplicationItem,
  ApplicationStatusResponse,
  InviteRole,
  InvitesResponse,
  InviteUsersResponse,
  RequestsResponse,
  RetractInviteResponse,
} from '@hearth/contract/registrations';
import { api } from '../../lib/api-client.ts';

/** Query keys of the manager: one event's requests, one applicant, one event's invites. */
export const managerKeys = {
  all: (slug: string) => ['event-manager', slug] as const,
  applications: (slug: string) => ['event-manager', slug, 'applications'] as const,
  applicant: (slug: string, email: string) => ['event-manager', slug, 'applicant', email] as const,
  invites: (slug: string) => ['event-manager', slug, 'invites'] as const,
};

const eventPath = (slug: string) => `/event/${encodeURIComponent(slug)}`;

export const applicationsQuery = (slug: string) =>
  queryOptions({
    queryKey: managerKeys.applications(slug),
    queryFn: ({ signal }) => api<RequestsResponse>(`${eventPath(slug)}/applications`, { signal, timeout: 60_000 }),
  });

export const applicantQuery = (slug: string, email: string) =>
  queryOptions({
    queryKey: managerKeys.applicant(slug, email),
    queryFn: ({ signal }) =>
      api<ApplicantProfile>(`/applications/${encodeURIComponent(slug)}/${encodeURIComponent(email)}`, { signal }),
  });

export const invitesQuery = (slug: string) =>
  queryOptions({
    queryKey: managerKeys.invites(slug),
    queryFn: ({ signal }) => api<InvitesResponse>(`${eventPath(slug)}/invites`, { signal }),
  });

export type ReviewStatus = 'approved' | 'declined';

/**
 * SPEC §4: a host sets approved or declined from either list. The lists update at once (5,000
 * applicants must not wait for a refetch), then the server's answer is fetched again.
 */
export function useSetApplicationStatus(slug: string) {
  const queryClient = useQueryClient();
  const key = managerKeys.applications(slug);
  return useMutation({
    mutationFn: (input: { eventId: string; userId: string; status: ReviewStatus }) =>
      api<ApplicationStatusResponse>('/application/status', {
        method: 'POST',
        params: { event_id: input.eventId, user_id: input.userId, new_status: input.status },
      }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RequestsResponse>(key);
      if (previous) queryClient.setQueryData(key, withStatus(previous, input.userId, input.status));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['event-manager', slug, 'applicant'] }),
        // The event page's guest list and badges depend on who is approved.
        queryClient.invalidateQueries({ queryKey: ['events'] }),
      ]),
  });
}

const byCreatedAt = (a: ApplicationItem, b: ApplicationItem) => a.created_at.localeCompare(b.created_at);

/** The requests response after one applicant's status changed: lists and counts (SPEC §3). */
export function withStatus(response: RequestsResponse, userId: string, status: ReviewStatus): RequestsResponse {
  const all = [...response.pending_requests, ...response.reviewed_requests];
  const item = all.find((candidate) => candidate.id === userId);
  if (!item || item.request.status === status) return response;
  const updated: ApplicationItem = { ...item, request: { ...item.request, status } };
  const count = (key: 'approved' | 'pending' | 'declined') =>
    response[`${key}_count`] + (status === key ? 1 : 0) - (item.request.status === key ? 1 : 0);
  return {
    ...response,
    pending_requests: response.pending_requests.filter((candidate) => candidate.id !== userId),
    reviewed_requests: [...response.reviewed_requests.filter((candidate) => candidate.id !== userId), updated].sort(byCreatedAt),
    approved_count: count('approved'),
    pending_count: count('pending'),
    declined_count: count('declined'),
  };
}

export function useInviteUsers(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { emails: string[]; message: string; role: InviteRole }) =>
      api<InviteUsersResponse>(`${eventPath(slug)}/invite-users`, { method: 'POST', data: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.invites(slug) }),
  });
}

export function useRetractInvite(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api<RetractInviteResponse>(`${eventPath(slug)}/retract-invite`, { method: 'POST', data: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.invites(slug) }),
  });
}
