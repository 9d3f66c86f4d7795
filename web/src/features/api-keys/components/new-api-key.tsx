import type { CreatedApiKey } from '@hearth/contract/api-keys';
import { SecretField } from '../../../components/ui/secret-field.tsx';

/** The secret, shown once after creation, with a copy button (docs/product/admin-and-api-keys.md#api-keys 'API key copied to clipboard'). */
export function NewApiKey({ apiKey }: { apiKey: CreatedApiKey }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        Copy <strong className="font-semibold">{apiKey.name}</strong> now. For your safety it will not be shown again; if you lose
        it, revoke it and create a new one.
      </p>
      <SecretField
        label="API key"
        value={apiKey.key}
        copied="API key copied to clipboard"
        notCopied="Could not copy. Select the key and copy it by hand."
      />
      <p className="text-xs text-stone-600">
        Send it as <code className="rounded bg-stone-100 px-1 font-mono">Authorization: Bearer &lt;key&gt;</code>. See the{' '}
        <a href="/api/docs" className="font-medium text-accent-700 underline underline-offset-2">
          API reference
        </a>
        .
      </p>
    </div>
  );
}
