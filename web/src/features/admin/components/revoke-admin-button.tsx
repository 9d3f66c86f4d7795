import type { Admin } from '@hearth/contract/admins';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { runAction } from '../../../lib/action.ts';
import { useRevokeAdmin } from '../api.ts';
import { displayName } from './display-name.ts';

export function RevokeAdminButton({ admin, isSelf, onRevoked }: { admin: Admin; isSelf: boolean; onRevoked?: () => void }) {
  const mutation = useRevokeAdmin();
  const name = displayName(admin);

  const consequences = isSelf
    ? 'You lose access to the admin pages at once, and the API keys you created are revoked for good.'
    : `${name} keeps their account; their sessions act as a user at once, and the API keys they created are revoked for good (making them admin again does not bring the keys back).`;
  return (
    <ConfirmButton
      label="Revoke"
      ariaLabel={`Revoke admin from ${name}`}
      title={isSelf ? 'Revoke your own admin role?' : `Revoke admin from ${name}?`}
      description={
        admin.source === 'env'
          ? `${consequences} Their address is in ADMIN_EMAILS, so they become admin again at their next sign-in unless it is removed there.`
          : consequences
      }
      onConfirm={async () =>
        Boolean(await runAction(() => mutation.mutateAsync(admin.id).then(() => true), { success: 'Admin revoked' }))
      }
      onConfirmed={onRevoked}
      pending={mutation.isPending}
    />
  );
}
