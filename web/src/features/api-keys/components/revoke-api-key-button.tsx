import type { ApiKey } from '@hearth/contract/api-keys';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { runAction } from '../../../lib/action.ts';
import { useRevokeApiKey } from '../api.ts';

export function RevokeApiKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const mutation = useRevokeApiKey();
  return (
    <ConfirmButton
      label="Revoke"
      ariaLabel={`Revoke ${apiKey.name}`}
      title={`Revoke “${apiKey.name}”?`}
      description="Scripts and tools using this key stop working at once. This cannot be undone."
      onConfirm={async () => Boolean(await runAction(() => mutation.mutateAsync(apiKey._id), { success: 'Key revoked' }))}
      pending={mutation.isPending}
    />
  );
}
