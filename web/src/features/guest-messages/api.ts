import { queryOptions, useMutation } from '@tanstack/react-query';
import type { GuestMessageBody, GuestMessageResult, MessageAudience, MessageRecipients } from '@hearth/contract/guest-messages';
import { api } from '../../lib/api-client.ts';

/** Query keys: how many guests a message to one audience of an event would reach. */
export const guestMessageKeys = {
  recipients: (slug: string, audience: MessageAudience) => ['guest-messages', slug, 'recipients', audience] as const,
};

const messagesPath = (slug: string) => `/event/${encodeURIComponent(slug)}/messages`;

/** How many guests a message to the audience would reach ('Message guests' shows it before sending). */
export const messageRecipientsQuery = (slug: string, audience: MessageAudience) =>
  queryOptions({
    queryKey: guestMessageKeys.recipients(slug, audience),
    queryFn: ({ signal }) => api<MessageRecipients>(`${messagesPath(slug)}/recipients`, { params: { audience }, signal }),
  });

export function useSendGuestMessage(slug: string) {
  return useMutation({
    mutationFn: (input: GuestMessageBody) => api<GuestMessageResult>(messagesPath(slug), { method: 'POST', data: input }),
  });
}
