import { toast } from 'sonner';
import type { CreatedApiKey } from '@hearth/contract/api-keys';
import { Button } from '../../../components/ui/button.tsx';

/** The secret, shown once after creation, with a copy button (docs/product/admin-and-api-keys.md#api-keys 'API key copied to clipboard'). */
export function NewApiKey({ apiKey }: { apiKey: CreatedApiKey }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      toast.success('API key copied to clipboard');
    } catch {
      toast.error('Could not copy. Select the key and copy it by hand.');
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        Copy <strong className="font-semibold">{apiKey.name}</strong> now. For your safety it will not be shown again; if you lose
        it, revoke it and create a new one.
      </p>
      <div className="flex items-stretch gap-2">
        <input
          aria-label="API key"
          readOnly
          value={apiKey.key}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-900"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
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
