import type { ApiKey } from '@hearth/contract/api-keys';
import { longDate, startTime } from '@hearth/contract/event-dates';
import { Badge } from '../../../components/ui/badge.tsx';
import { RevokeApiKeyButton } from './revoke-api-key-button.tsx';

const header = 'px-4 py-2.5 text-left text-xs font-medium uppercase tracking-wide text-stone-600';
const cell = 'px-4 py-3 align-middle';

/** SPEC §2: Name, Created, Last Used ('Never' if absent), Status (Active or Revoked), Actions. */
export function ApiKeysTable({ apiKeys }: { apiKeys: ApiKey[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="border-b border-stone-200 bg-stone-50/60">
          <tr>
            <th scope="col" className={header}>
              Name
            </th>
            <th scope="col" className={header}>
              Created
            </th>
            <th scope="col" className={header}>
              Last Used
            </th>
            <th scope="col" className={header}>
              Status
            </th>
            <th scope="col" className={`${header} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {apiKeys.map((apiKey) => (
            <tr key={apiKey._id}>
              <th scope="row" className={`${cell} text-left font-normal`}>
                <span className="block font-medium text-stone-900">{apiKey.name}</span>
                <span className="block font-mono text-xs text-stone-600">
                  {apiKey.prefix}… · {apiKey.created_by.name || 'an admin'}
                </span>
              </th>
              <td className={`${cell} whitespace-nowrap text-stone-700`}>{longDate(Date.parse(apiKey.created_at))}</td>
              <td className={`${cell} whitespace-nowrap text-stone-700`}>
                {apiKey.last_used ? <LastUsed iso={apiKey.last_used} /> : 'Never'}
              </td>
              <td className={cell}>{apiKey.is_active ? <Badge tone="success">Active</Badge> : <Badge>Revoked</Badge>}</td>
              <td className={`${cell} text-right`}>{apiKey.is_active ? <RevokeApiKeyButton apiKey={apiKey} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
