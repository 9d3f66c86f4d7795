import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useApiKeys } from '../../features/api-keys/api.ts';
import { ApiKeysTable } from '../../features/api-keys/components/api-keys-table.tsx';
import { CreateApiKeyDialog } from '../../features/api-keys/components/create-api-key-dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingPanel } from '../../components/ui/spinner.tsx';

/** docs/product/site-and-layout.md#routes /api-keys (admins only; the router's admin guard sends others to /events). */
export function ApiKeysRoute() {
  const [creating, setCreating] = useState(false);
  const query = useApiKeys();

  return (
    <section aria-labelledby="api-keys-title" className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="api-keys-title" className="text-2xl font-semibold tracking-tight text-stone-900">
            API Keys
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-stone-600">
            Keys let scripts and other tools call the Hearth API as the admin who created them. Read the{' '}
            <a href="/api/docs" className="font-medium text-accent-700 underline underline-offset-2">
              API reference
            </a>
            ; agents connect to <code className="font-mono">/mcp</code> with a key. Events can also be pushed to your{' '}
            <Link to="/webhooks" className="font-medium text-accent-700 underline underline-offset-2">
              webhooks
            </Link>
            .
          </p>
        </div>
        <Button onClick={() => setCreating(true)} className="self-start sm:self-auto">
          Create API Key
        </Button>
      </header>

      {query.isPending ? (
        <LoadingPanel />
      ) : query.isError ? (
        <LoadError message="The keys could not be loaded." onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-sm text-stone-600">
          No API keys found
        </p>
      ) : (
        <ApiKeysTable apiKeys={query.data} />
      )}

      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
