import type { RoleChange } from '@hearth/contract/admins';
import { longDate, startTime } from '@hearth/contract/event-dates';
import { displayName } from './display-name.ts';

/** The recent grants and revocations, newest first, as sentences. */
export function RoleHistory({ changes }: { changes: RoleChange[] }) {
  if (changes.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-sm text-stone-600">
        No role changes recorded yet
      </p>
    );
  }
  return (
    <ol aria-label="Recent role changes" className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
      {changes.map((change) => (
        <li
          key={change.id}
          className="flex flex-col gap-0.5 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
        >
          <p className="min-w-0 break-words text-stone-800">{describe(change)}</p>
          <time dateTime={change.at} className="shrink-0 text-xs text-stone-600">
            {longDate(Date.parse(change.at))}, {startTime(Date.parse(change.at))}
          </time>
        </li>
      ))}
    </ol>
  );
}

function describe(change: RoleChange): string {
  const user = displayName(change.user);
  const by = change.changedBy ? displayName(change.changedBy) : null;
  const reason = /^[A-Z][a-z]/.test(change.reason) ? change.reason[0]!.toLowerCase() + change.reason.slice(1) : change.reason;
  if (change.role === 'admin') return by ? `${by} granted admin to ${user}` : `${user} became admin (${reason})`;
  if (!by) return `${user} lost admin (${reason})`;
  return change.changedBy?.id === change.user.id ? `${user} gave up admin` : `${by} revoked admin from ${user}`;
}
