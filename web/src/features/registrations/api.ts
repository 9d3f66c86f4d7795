import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NewRegistrationBody,
  CancelRegistrationBody,
  RegistrationResult,
  MyRegistrationResponse,
} from '@hearth/contract/registrations';
import { api } from '../../lib/api-client.ts';
import { eventKeys } from '../events/index.ts';

export const registrationKeys = {
  all: ['registrations'] as const,
  mine: (slug: string) => ['registrations', 'mine', slug] as const,
};

/** The caller's own registration (status, answers, check-in code) for the ticket. */
export const myRegistrationQuery = (slug: string) =>
  queryOptions({
    queryKey: registrationKeys.mine(slug),
    queryFn: ({ signal }) => api<MyRegistrationResponse>(`/event/${encodeURIComponent(slug)}/my-registration`, { signal }),
  });

export const createRegistration = (input: NewRegistrationBody) =>
  api<RegistrationResult>('/application/new', { method: 'POST', data: input });

export const cancelRegistration = (input: CancelRegistrationBody) =>
  api<RegistrationResult>('/application/remove', { method: 'POST', data: input });

/**
 * Every registration change refetches the events (list and details), the caller's own registration
 * and what invite links are for.
 */
export function useRegistrationMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        // With them the invite lookups (web/src/features/invites/api.ts keeps them under this key).
        queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
      ]);
    },
  });
}
