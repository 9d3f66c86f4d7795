import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type {
  AcceptInviteBody,
  AcceptInviteResponse,
  InviteLookup,
  InvitePreview,
  InvitesResponse,
  InviteUsersBody,
  InviteUsersResponse,
  ResendInviteResponse,
  RetractInviteResponse,
} from '@hearth/contract/invites';
import { api } from '../../lib/api-client.ts';
import { useAuth } from '../auth/index.ts';
import { registrationKeys } from '../registrations/index.ts';

/**
 * Query keys: one event's invites (the manager's tab) and what one invite link is for. A lookup says
 * whether the caller already answered, so it sits under the registrations' key: every registration
 * change refetches it.
 */
export const inviteKeys = {
  all: ['invites'] as const,
  ofEvent: (slug: string) => ['invites', 'event', slug] as const,
  lookup: (token: string) => [...registrationKeys.all, 'invite-lookup', token] as const,
};

const eventPath = (slug: string) => `/event/${encodeURIComponent(slug)}`;

export const invitesQuery = (slug: string) =>
  queryOptions({
    queryKey: inviteKeys.ofEvent(slug),
    queryFn: ({ signal }) => api<InvitesResponse>(`${eventPath(slug)}/invites`, { signal }),
  });

/** What an invite link is for (and whether it was sent to the caller). */
export const inviteLookupQuery = (token: string) =>
  queryOptions({
    queryKey: inviteKeys.lookup(token),
    queryFn: ({ signal }) => api<InviteLookup>('/invite', { params: { token }, signal }),
    retry: false,
  });

/** What an invite link shows before sign-in (no session needed: the token is the credential). */
export const invitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['invites', 'preview', token] as const,
    queryFn: ({ signal }) => api<InvitePreview>('/invite/preview', { params: { token }, signal }),
    retry: false,
  });

/**
 * The invitation of the page's link (`?token=`) when it is the signed-in caller's and still open:
 * the event page then shows it as its one card, in place of Request to Attend. `isPending` while
 * that is not known yet, so the page does not show the request card first.
 */
export function usePendingInvite(slug: string) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { user } = useAuth();
  const lookup = useQuery({ ...inviteLookupQuery(token), enabled: Boolean(token && user) });
  const invite = lookup.data;
  const open = invite && invite.slug === slug && invite.for_you && invite.status === 'pending' ? invite : null;
  return { invite: open, isPending: Boolean(token && user) && lookup.isPending };
}

export const answerInvite = (input: AcceptInviteBody) =>
  api<AcceptInviteResponse>('/accept-invite', { method: 'POST', data: input });

/** A change to the event's invites: posts to its `endpoint`, then refetches the event's invites. */
function useInvitesChange<Input, Answer>(slug: string, endpoint: string, body: (input: Input) => object) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => api<Answer>(`${eventPath(slug)}/${endpoint}`, { method: 'POST', data: body(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.ofEvent(slug) }),
  });
}

export const useInviteUsers = (slug: string) =>
  useInvitesChange<InviteUsersBody, InviteUsersResponse>(slug, 'invite-users', (input) => input);

export const useRetractInvite = (slug: string) =>
  useInvitesChange<string, RetractInviteResponse>(slug, 'retract-invite', (email) => ({ email }));

/** E-mails a pending invitation again (a 429 says when it may be resent, or that the caps are reached). */
export const useResendInvite = (slug: string) =>
  useInvitesChange<string, ResendInviteResponse>(slug, 'resend-invite', (email) => ({ email }));
