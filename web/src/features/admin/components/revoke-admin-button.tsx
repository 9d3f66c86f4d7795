import { useState } from 'react';
import type { Admin } from '@hearth/contract/admins';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { runAction } from '../../../lib/action.ts';
import { useRevokeAdmin } from '../api.ts';
import { displayName } from './display-name.ts';

export function RevokeAdminButton({ admin, isSelf, onRevoked }: { admin: Admin; isSelf: boolean; onRevoked?: () => void }) {
  const [open, setOpen] = useState(false);
  const mutation = useRevokeAdmin();
  const name = displayName(admin);

  async function revoke() {
    const result = await runAction(() => mutation.mutateAsync(admin.id).then(() => true), { success: 'Admin revoked' });
    if (!result) return;
    setOpen(false);
    onRevoked?.();
  }

  const consequences = isSelf
    ? 'You lose access to the admin pages at once.'
    : `${name} keeps their account; their sessions act as a user and their API keys stop working at once.`;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`Revoke admin from ${name}`}>
        Revoke
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={revoke}
        title={isSelf ? 'Revoke your own admin role?' : `Revoke admin from ${name}?`}
        description={
          admin.source === 'env'
            ? `${consequences} Their address is in ADMIN_EMAILS, so they become admin again at their next sign-in unless it is removed there.`
            : consequences
        }
        confirmLabel="Revoke"
        pending={mutation.isPending}
      />
    </>
  );
}
