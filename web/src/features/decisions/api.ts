import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicantProfile,
  RegistrationItem,
  SetRegistrationStatusQuery,
  SetRegistrationStatusResponse,
  RegistrationsResponse,
} from '@hearth/contract/registrations';
import type { RegistrationStatus } from '@hearth/contract/events';
import type { RegistrationsFilter } from '@hearth/contract/decisions';
import { api } from '../../lib/api-client.ts';
import { eventKeys } from '../events/index.ts';

/** Query keys of a host's decisions: one event's registrations, its applicants' profiles, one applicant. */
export const decisionKeys = {
  registrations: (slug: string) => ['decisions', slug, 'registrations'] as const,
  applicants: (slug: string) => ['decisions', slug, 'applicant'] as const,
  applicant: (slug: string, email: string) => ['decisions', slug, 'applicant', email] as const,
};

const eventPath = (slug: string) => `/event/${encodeURIComponent(slug)}`;

/** One registration as a host's decisions hold it: the wire's item `id` is the applicant's user id. */
export type Registration = Omit<RegistrationItem, 'id'> & { userId: string };
type Lists = 'pending_requests' | 'reviewed_requests' | 'waitlisted_requests';
/** An event's registrations, lists and counts (docs/product/registrations.md#api), with `userId` on each. */
export type RegistrationLists = Omit<RegistrationsResponse, Lists> & Record<Lists, Registration[]>;

const toRegistration = ({ id: userId, ...item }: RegistrationItem): Registration => ({ ...item, userId });

/** Maps the wire's registration lists at the edge; nothing past this module reads an item's `id`. */
export const toRegistrationLists = (response: RegistrationsResponse): RegistrationLists => ({
  ...response,
  pending_requests: response.pending_requests.map(toRegistration),
  reviewed_requests: response.reviewed_requests.map(toRegistration),
  waitlisted_requests: response.waitlisted_requests.map(toRegistration),
});

/**
 * The registrations of an event, filtered and sorted by the server when `filter` says so
 * (docs/product/registrations.md#event-manager), so the filters work with thousands of applicants.
 */
export const registrationsQuery = (slug: string, filter: RegistrationsFilter = {}) =>
  queryOptions({
    queryKey: [...decisionKeys.registrations(slug), filter] as const,
    queryFn: async ({ signal }) =>
      toRegistrationLists(
        await api<RegistrationsResponse>(`${eventPath(slug)}/applications`, {
          signal,
          timeout: 60_000,
          params: filterParams(filter),
        }),
      ),
    placeholderData: keepPreviousData,
  });

const filterParams = (filter: RegistrationsFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

export const applicantQuery = (slug: string, email: string) =>
  queryOptions({
    queryKey: decisionKeys.applicant(slug, email),
    queryFn: ({ signal }) =>
      api<ApplicantProfile>(`/applications/${encodeURIComponent(slug)}/${encodeURIComponent(email)}`, { signal }),
  });

export type ReviewStatus = SetRegistrationStatusQuery['new_status'];

/**
 * docs/product/registrations.md#statuses: a host sets approved or declined from either list, or promotes a waitlisted guest
 * (approved). The lists update at once (5,000 applicants must not wait for a refetch), then the
 * server's answer is fetched again.
 */
export function useSetRegistrationStatus(slug: string) {
  const queryClient = useQueryClient();
  const key = decisionKeys.registrations(slug);
  return useMutation({
    mutationFn: (input: SetRegistrationStatusQuery) =>
      api<SetRegistrationStatusResponse>('/application/status', { method: 'POST', params: input }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      // Every filtered view of the list moves at once.
      const previous = queryClient.getQueriesData<RegistrationLists>({ queryKey: key });
      queryClient.setQueriesData<RegistrationLists>({ queryKey: key }, (data) =>
        data ? withStatus(data, input.user_id, input.new_status) : data,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: decisionKeys.applicants(slug) }),
        // The event page's guest list and badges depend on who is approved.
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
  });
}

const byCreatedAt = (a: Registration, b: Registration) => a.created_at.localeCompare(b.created_at);
/** First in line first; ties in time broken by id, as the server promotes. */
const byWaitlistOrder = (a: Registration, b: Registration) =>
  (a.waitlisted_at ?? '').localeCompare(b.waitlisted_at ?? '') || a.userId.localeCompare(b.userId);

const withItemStatus = (item: Registration, status: RegistrationStatus, now: string): Registration => ({
  ...item,
  request: { ...item.request, status },
  waitlisted_at: status === 'waitlisted' ? now : null,
});

/**
 * The registration lists after one applicant's status changed, by the server's rules
 * (server/src/registrations/service.ts), so the lists move at once: approving while the event is full
 * puts the guest on the waitlist, approving a waitlisted guest promotes them by hand, and a place an
 * approved guest loses goes to the first on the waitlist. Lists and counts (docs/product/registrations.md#api) follow.
 */
export function withStatus(
  response: RegistrationLists,
  userId: string,
  status: ReviewStatus,
  now = new Date().toISOString(),
): RegistrationLists {
  let items = [...response.pending_requests, ...response.reviewed_requests, ...response.waitlisted_requests];
  const item = items.find((candidate) => candidate.userId === userId);
  if (!item || item.request.status === status) return response;
  const { capacity } = response.event;
  const approved = () => items.filter((candidate) => candidate.request.status === 'approved').length;
  const full = capacity !== null && approved() >= capacity;
  const next = status === 'approved' && item.request.status !== 'waitlisted' && full ? 'waitlisted' : status;
  items = items.map((candidate) => (candidate.userId === userId ? withItemStatus(candidate, next, now) : candidate));
  if (item.request.status === 'approved') {
    const free = capacity === null ? Number.POSITIVE_INFINITY : capacity - approved();
    const promoted = new Set(
      items
        .filter((candidate) => candidate.request.status === 'waitlisted')
        .sort(byWaitlistOrder)
        .slice(0, Math.max(0, free))
        .map((candidate) => candidate.userId),
    );
    items = items.map((candidate) => (promoted.has(candidate.userId) ? withItemStatus(candidate, 'approved', now) : candidate));
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
