import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDecisionBody, BulkDecisionResponse, DecisionStatus } from '@hearth/contract/decisions';
import { api } from '../../lib/api-client.ts';
import { eventKeys } from '../events/index.ts';
import { decisionKeys } from './api.ts';

/** `POST /event/{slug}/applications/status`: one decision for many applicants, in one transaction. */
export function useDecideMany(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkDecisionBody) =>
      api<BulkDecisionResponse>(`/event/${encodeURIComponent(slug)}/applications/status`, {
        method: 'POST',
        data: input,
        timeout: 60_000,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: decisionKeys.registrations(slug) }),
        queryClient.invalidateQueries({ queryKey: decisionKeys.applicants(slug) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
  });
}

/** The decisions that put each changed applicant back where they were, one per earlier status. */
export function undoDecisions(result: BulkDecisionResponse): BulkDecisionBody[] {
  const byPrevious = new Map<DecisionStatus, string[]>();
  for (const item of result.changed) byPrevious.set(item.previous, [...(byPrevious.get(item.previous) ?? []), item.user_id]);
  return [...byPrevious].map(([status, ids]) => ({ user_ids: ids, new_status: status }));
}
