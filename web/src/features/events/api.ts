import { hashKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventDetail, EventInput, EventUpdate, PosterUploadResponse } from '@hearth/contract/events';
import type { CalendarFeed } from '@hearth/contract/calendar-feed';
import { api } from '../../lib/api-client.ts';
import { takeEmbeddedAnswer } from '../../lib/embedded-answer.ts';

/** Query keys: the list and each detail; a mutation invalidates both. */
export const eventKeys = {
  all: ['events'] as const,
  list: () => ['events', 'list'] as const,
  details: () => ['events', 'detail'] as const,
  detail: (slug: string) => ['events', 'detail', slug] as const,
};

export const eventsQuery = () =>
  queryOptions({ queryKey: eventKeys.list(), queryFn: ({ signal }) => api<Event[]>('/events', { signal }) });

/** The events page's query: its first load uses the answer the page came with, when there is one. */
export const eventsPageQuery = () =>
  queryOptions({ ...eventsQuery(), initialData: () => takeEmbeddedAnswer<Event[]>('/events') });

const eventPath = (slug: string) => `/event/${encodeURIComponent(slug)}`;

export const eventQuery = (slug: string) =>
  queryOptions({
    queryKey: eventKeys.detail(slug),
    queryFn: ({ signal }) => api<EventDetail>(eventPath(slug), { signal }),
  });

/** The event page's query: its first load uses the answer the page came with, when there is one. */
export const eventPageQuery = (slug: string) =>
  queryOptions({ ...eventQuery(slug), initialData: () => takeEmbeddedAnswer<EventDetail>(eventPath(slug)) });

export const createEvent = (input: EventInput) => api<Event>('/event/new', { method: 'POST', data: input });
export const updateEvent = (input: EventUpdate) => api<Event>('/event/update', { method: 'POST', data: input });
export const deleteEvent = (id: string) => api<void>(`/event/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function uploadPoster(file: File): Promise<PosterUploadResponse> {
  const data = new FormData();
  data.append('file', file);
  return api<PosterUploadResponse>('/event/poster', { method: 'POST', data, timeout: 60_000 });
}

/**
 * Deleting refetches every event query but the deleted event's own: refetching it would only
 * answer 404 while the page leaves for /events. It is marked stale, so a later visit asks again.
 */
export function useDeleteEvent(slug: string) {
  const queryClient = useQueryClient();
  const deleted = eventKeys.detail(slug);
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deleted, exact: true, refetchType: 'none' }),
        queryClient.invalidateQueries({
          queryKey: eventKeys.all,
          predicate: (query) => query.queryHash !== hashKey(deleted),
        }),
      ]),
  });
}

/** Every event mutation refetches the list and the details (docs/product/events.md#api). */
export function useEventMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/**
 * "Add to calendar": the .ics comes from the API with the caller's token (so an approved guest's
 * file carries the location) and is saved through a temporary object URL.
 */
export async function downloadCalendar(slug: string): Promise<void> {
  const file = await api<Blob>(`/event/${encodeURIComponent(slug)}/calendar.ics`, { responseType: 'blob' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${slug}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The signed-in person's private calendar feed (docs/product/events.md#calendar-feed). */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: ['calendar-feed'] as const,
    queryFn: ({ signal }) => api<CalendarFeed>('/user/calendar-feed', { signal }),
    staleTime: Infinity,
  });

export const rotateCalendarFeed = () => api<CalendarFeed>('/user/calendar-feed/rotate', { method: 'POST' });
