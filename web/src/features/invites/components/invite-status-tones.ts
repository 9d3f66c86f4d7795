import type { InviteStatus } from '@hearth/contract/invites';

/** The badge tone of each invitation status, the same in the list and the details pane. */
export const INVITE_STATUS_TONES: Record<InviteStatus, 'warning' | 'success' | 'danger' | 'neutral'> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
  retracted: 'neutral',
};
