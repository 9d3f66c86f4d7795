import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationResult, MyRegistrationResponse } from '@hearth/contract/registrations';
import type { AcceptInviteResponse, InviteLookup } from '@hearth/contract/invites';
import { api } from '../../lib/api-client.ts';
import { eventKeys } from '../events/api.ts';

export const registrationKeys = {
  mine: (slug: string) => ['registrations', 'mine', slug] as const,
  invite: (token: string) => ['invites', 'lookup', token] as const,
};

/** The caller's own registration (status, answers, check-in code) for the ticket. */
export const myRegistrationQuery = (slug: string) =>
  queryOptions({
    queryKey: registrationKeys.mine(slug),
    queryFn: ({ signal }) => api<MyRegistrationResponse>(`/event/${encodeURIComponent(slug)}/my-registration`, { signal }),
  });

/** What an invite link is for (and whether it was sent to the caller). */
export const inviteLookupQuery = (token: string) =>
  queryOptions({
    queryKey: registrationKeys.invite(token),
    queryFn: ({ signal }) => api<InviteLookup>('/invite', { params: { token }, signal }),
    retry: false,
  });

export const requestToJoin = (input: { slug: string; event_id: string; questions: string[]; answers: string[] }) =>
  api<ApplicationResult>('/application/new', { method: 'POST', data: input });

export const cancelRegistration = (input: { slug: string; event_id: string }) =>
  api<ApplicationResult>('/application/remove', { method: 'POST', data: input });

export const answerInvite = (input: { token: string; accept: boolean }) =>
  api<AcceptInviteResponse>('/accept-invite', { method: 'POST', data: input });

/** Every registration change refetches the events (list and details) and the caller's own registration. */
export function useRegistrationMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['registrations'] }),
        queryClient.invalidateQueries({ queryKey: ['invites'] }),
      ]);
    },
  });
}
