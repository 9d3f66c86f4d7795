import { useState } from 'react';
import type { ApiKey } from '@hearth/contract/api-keys';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { runAction } from '../../../lib/action.ts';
import { useRevokeApiKey } from '../api.ts';

export function RevokeApiKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const [open, setOpen] = useState(false);
  const mutation = useRevokeApiKey();

  async function revoke() {
    const result = await runAction(() => mutation.mutateAsync(apiKey._id), { success: 'Key revoked' });
    if (result) setOpen(false);
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`Revoke ${apiKey.name}`}>
        Revoke
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={revoke}
        title={`Revoke “${apiKey.name}”?`}
        description="Scripts and tools using this key stop working at once. This cannot be undone."
        confirmLabel="Revoke"
        pending={mutation.isPending}
      />
    </>
  );
}
