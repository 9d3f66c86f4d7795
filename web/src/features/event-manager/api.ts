import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicantProfile,
  ApplicationItem,
  ApplicationStatusResponse,
  RequestsResponse,
} from '@hearth/contract/registrations';
import type { InviteRole, InvitesResponse, InviteUsersResponse, RetractInviteResponse } from '@hearth/contract/invites';
import type { RegistrationStatus } from '@hearth/contract/events';
import type { ApplicationsFilter } from '@hearth/contract/triage';
import type { GuestMessageBody, GuestMessageResult, MessageAudience, MessageRecipients } from '@hearth/contract/guest-messages';
import { api } from '../../lib/api-client.ts';

/** Query keys of the manager: one event's requests, one applicant, one event's invites. */
export const managerKeys = {
  all: (slug: string) => ['event-manager', slug] as const,
  applications: (slug: string) => ['event-manager', slug, 'applications'] as const,
  applicant: (slug: string, email: string) => ['event-manager', slug, 'applicant', email] as const,
  invites: (slug: string) => ['event-manager', slug, 'invites'] as const,
  recipients: (slug: string, audience: MessageAudience) => ['event-manager', slug, 'recipients', audience] as const,
};

const eventPath = (slug: string) => `/event/${encodeURIComponent(slug)}`;

/** The requests of an event, filtered and sorted by the server (issue 19) when `filter` says so. */
export const applicationsQuery = (slug: string, filter: ApplicationsFilter = {}) =>
  queryOptions({
    queryKey: [...managerKeys.applications(slug), filter] as const,
    queryFn: ({ signal }) =>
      api<RequestsResponse>(`${eventPath(slug)}/applications`, { signal, timeout: 60_000, params: filterParams(filter) }),
    placeholderData: keepPreviousData,
  });

const filterParams = (filter: ApplicationsFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

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

export type ReviewStatus = 'approved' | 'declined' | 'pending';

/**
 * SPEC §4: a host sets approved or declined from either list, or promotes a waitlisted guest
 * (approved). The lists update at once (5,000 applicants must not wait for a refetch), then the
 * server's answer is fetched again.
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
      // Every filtered view of the list moves at once.
      const previous = queryClient.getQueriesData<RequestsResponse>({ queryKey: key });
      queryClient.setQueriesData<RequestsResponse>({ queryKey: key }, (data) =>
        data ? withStatus(data, input.userId, input.status) : data,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
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
/** First in line first; ties in time broken by id, as the server promotes. */
const byWaitlistOrder = (a: ApplicationItem, b: ApplicationItem) =>
  (a.waitlisted_at ?? '').localeCompare(b.waitlisted_at ?? '') || a.id.localeCompare(b.id);

const withItemStatus = (item: ApplicationItem, status: RegistrationStatus, now: string): ApplicationItem => ({
  ...item,
  request: { ...item.request, status },
  waitlisted_at: status === 'waitlisted' ? now : null,
});

/**
 * The requests response after one applicant's status changed, by the server's rules
 * (server/src/registrations/service.ts), so the lists move at once: approving while the event is full
 * puts the guest on the waitlist, approving a waitlisted guest promotes them by hand, and a place an
 * approved guest loses goes to the first on the waitlist. Lists and counts (SPEC §3) follow.
 */
export function withStatus(
  response: RequestsResponse,
  userId: string,
  status: ReviewStatus,
  now = new Date().toISOString(),
): RequestsResponse {
  let items = [...response.pending_requests, ...response.reviewed_requests, ...response.waitlisted_requests];
  const item = items.find((candidate) => candidate.id === userId);
  if (!item || item.request.status === status) return response;
  const { capacity } = response.event;
  const approved = () => items.filter((candidate) => candidate.request.status === 'approved').length;
  const full = capacity !== null && approved() >= capacity;
  const next = status === 'approved' && item.request.status !== 'waitlisted' && full ? 'waitlisted' : status;
  items = items.map((candidate) => (candidate.id === userId ? withItemStatus(candidate, next, now) : candidate));
  if (item.request.status === 'approved') {
    const free = capacity === null ? Number.POSITIVE_INFINITY : capacity - approved();
    const promoted = new Set(
      items
        .filter((candidate) => candidate.request.status === 'waitlisted')
        .sort(byWaitlistOrder)
        .slice(0, Math.max(0, free))
        .map((candidate) => candidate.id),
    );
    items = items.map((candidate) => (promoted.has(candidate.id) ? withItemStatus(candidate, 'approved', now) : candidate));
  }
  const withStatusOf = (...statuses: RegistrationStatus[]) =>
    items.filter((candidate) => statuses.includes(candidate.request.status));
  return {
    ...response,
    pending_requests: withStatusOf('pending').sort(byCreatedAt),
    reviewed_requests: withStatusOf('approved', 'declined').sort(byCreatedAt),
    waitlisted_requests: withStatusOf('waitlisted').sort(byWaitlistOrder),
    request_count: items.length,
    pending_count: withStatusOf('pending').length,
    approved_count: withStatusOf('approved').length,
    declined_count: withStatusOf('declined').length,
    waitlisted_count: withStatusOf('waitlisted').length,
    checked_in_count: withStatusOf('approved').filter((candidate) => candidate.checked_in_at).length,
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

/** How many guests a message to the audience would reach ('Message guests' shows it before sending). */
export const messageRecipientsQuery = (slug: string, audience: MessageAudience) =>
  queryOptions({
    queryKey: managerKeys.recipients(slug, audience),
    queryFn: ({ signal }) => api<MessageRecipients>(`${eventPath(slug)}/messages/recipients`, { params: { audience }, signal }),
  });

export function useSendGuestMessage(slug: string) {
  return useMutation({
    mutationFn: (input: GuestMessageBody) =>
      api<GuestMessageResult>(`${eventPath(slug)}/messages`, { method: 'POST', data: input }),
  });
}
