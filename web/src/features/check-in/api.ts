import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckedInAnswer, CheckInBody, CheckInList, UndoCheckInAnswer } from '@hearth/contract/check-in';
import { api } from '../../lib/api-client.ts';
import { withGuest } from './guest-list.ts';
import { outcomeFromError, type ScanOutcome } from './scan-outcome.ts';

export const checkInKeys = { list: (slug: string) => ['check-in', slug] as const };

const checkInPath = (slug: string) => `/event/${encodeURIComponent(slug)}/check-in`;

/** Other hosts check guests in at other doors: the counts and list refresh every 15 seconds. */
export const checkInListQuery = (slug: string) =>
  queryOptions({
    queryKey: checkInKeys.list(slug),
    queryFn: ({ signal }) => api<CheckInList>(checkInPath(slug), { signal, timeout: 60_000 }),
    refetchInterval: 15_000,
    staleTime: 0,
  });

/** A scan or a tap: every answer, including 404, 409 and 422, comes back as an outcome to show. */
async function checkIn(slug: string, code: string): Promise<ScanOutcome> {
  try {
    return await api<CheckedInAnswer>(checkInPath(slug), { method: 'POST', data: { code } });
  } catch (error) {
    return outcomeFromError(error);
  }
}

async function undoCheckIn(slug: string, code: string): Promise<ScanOutcome> {
  try {
    const answer = await api<UndoCheckInAnswer>(`${checkInPath(slug)}/${encodeURIComponent(code)}`, { method: 'DELETE' });
    return { result: 'undone', ...answer };
  } catch (error) {
    return outcomeFromError(error);
  }
}

/** Check in (`undo: false`) or undo; the guest's row changes at once, then the list is fetched again. */
export function useCheckInAction(slug: string) {
  const queryClient = useQueryClient();
  const key = checkInKeys.list(slug);
  return useMutation({
    mutationFn: (input: CheckInBody & { undo?: boolean }) =>
      input.undo ? undoCheckIn(slug, input.code) : checkIn(slug, input.code),
    onSuccess: (outcome) => {
      if (outcome.result === 'failed' || outcome.result === 'other_event' || outcome.result === 'unknown_code') return;
      const counts = 'counts' in outcome ? outcome.counts : undefined;
      queryClient.setQueryData<CheckInList>(key, (list) => list && withGuest(list, outcome.guest, counts));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
