import { API_KEY_SCOPE_LABELS, type ApiKey } from '@hearth/contract/api-keys';
import { longDate, startTime } from '@hearth/contract/event-dates';
import { Badge } from '../../../components/ui/badge.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { RevokeApiKeyButton } from './revoke-api-key-button.tsx';

const cell = 'px-4 py-3 align-middle';

/** docs/product/admin-and-api-keys.md#api-keys: Name, Created, Last Used ('Never' if absent), Status (Active, or Revoked and why), Actions. */
export function ApiKeysTable({ apiKeys }: { apiKeys: ApiKey[] }) {
  return (
    <>
      <ApiKeyCards apiKeys={apiKeys} />
      <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white sm:block">
        <table className="w-full min-w-[40rem] text-sm">
          <TableHead columns={['Name', 'Scopes', 'Created', 'Last Used', 'Status']} actions="Actions" nowrap />
          <tbody className="divide-y divide-stone-100">
            {apiKeys.map((apiKey) => (
              <tr key={apiKey._id}>
                {/* The name takes the width the other columns leave, and wraps in it. */}
                <th scope="row" className={`${cell} w-full text-left font-normal`}>
                  <KeyName apiKey={apiKey} />
                </th>
                <td className={`${cell} whitespace-nowrap text-stone-700`}>
                  <KeyScopes apiKey={apiKey} />
                </td>
                <td className={`${cell} whitespace-nowrap text-stone-700`}>{longDate(Date.parse(apiKey.created_at))}</td>
                <td className={`${cell} whitespace-nowrap text-stone-700`}>
                  {apiKey.last_used ? <LastUsed iso={apiKey.last_used} /> : 'Never'}
                </td>
                <td className={cell}>
                  <KeyStatus apiKey={apiKey} />
                </td>
                <td className={`${cell} text-right`}>{apiKey.is_active ? <RevokeApiKeyButton apiKey={apiKey} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Phones: the same facts as the table, one card per key. */
function ApiKeyCards({ apiKeys }: { apiKeys: ApiKey[] }) {
  return (
    <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white sm:hidden">
      {apiKeys.map((apiKey) => (
        <li key={apiKey._id} className="space-y-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <KeyName apiKey={apiKey} />
            <KeyStatus apiKey={apiKey} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">Scopes</dt>
            <dd className="text-stone-800">
              <KeyScopes apiKey={apiKey} />
            </dd>
            <dt className="text-stone-600">Created</dt>
            <dd className="text-stone-800">{longDate(Date.parse(apiKey.created_at))}</dd>
            <dt className="text-stone-600">Last Used</dt>
            <dd className="text-stone-800">{apiKey.last_used ? <LastUsed iso={apiKey.last_used} /> : 'Never'}</dd>
          </dl>
          {apiKey.is_active ? <RevokeApiKeyButton apiKey={apiKey} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** What the key may do, in the dialog's words: "Read, Write". */
function KeyScopes({ apiKey }: { apiKey: ApiKey }) {
  return <>{apiKey.scopes.map((scope) => API_KEY_SCOPE_LABELS[scope].label).join(', ')}</>;
}

function KeyName({ apiKey }: { apiKey: ApiKey }) {
  return (
    <span className="min-w-0">
      <span className="block font-medium text-stone-900">{apiKey.name}</span>
      <span className="block font-mono text-xs text-stone-600">
        {apiKey.prefix}…{apiKey.created_by.name ? ` · ${apiKey.created_by.name}` : ''}
      </span>
    </span>
  );
}

/** Active, or Revoked with why: who revoked it, or that its creator lost the admin role (then for good). */
function KeyStatus({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.is_active) return <Badge tone="success">Active</Badge>;
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge>Revoked</Badge>
      {apiKey.revoked_reason ? <span className="block max-w-[14rem] text-xs text-stone-600">{apiKey.revoked_reason}</span> : null}
    </span>
  );
}

function LastUsed({ iso }: { iso: string }) {
  const timestamp = Date.parse(iso);
  return (
    <time dateTime={iso}>
      {longDate(timestamp)}, {startTime(timestamp)}
    </time>
  );
}
