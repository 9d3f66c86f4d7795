import type { Admin } from '@hearth/contract/admins';
import { longDate } from '@hearth/contract/event-dates';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { displayName } from './display-name.ts';
import { RevokeAdminButton } from './revoke-admin-button.tsx';

type AdminListProps = { admins: Admin[]; currentUserId?: string; onSelfRevoked?: () => void };

/** Every site admin, how they got the role, and Revoke (hidden for the last one: Hearth needs an admin). */
export function AdminList({ admins, currentUserId, onSelfRevoked }: AdminListProps) {
  const isLast = admins.length <= 1;
  return (
    <ul aria-label="Admins" className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
      {admins.map((admin) => {
        const isSelf = admin.id === currentUserId;
        return (
          <li key={admin.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <Avatar src={admin.photoURL} name={displayName(admin)} size="md" />
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium text-stone-900">
                  {displayName(admin)}
                  {isSelf ? <span className="font-normal text-stone-600"> (you)</span> : null}
                </p>
                {admin.name.trim() ? <p className="break-all text-sm text-stone-600">{admin.email}</p> : null}
                <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
                  <SourceBadge admin={admin} />
                  {admin.since ? (
                    <span>
                      since <time dateTime={admin.since}>{longDate(Date.parse(admin.since))}</time>
                    </span>
                  ) : null}
                </div>
              </div>
            </div>
            {isLast ? (
              <p className="text-xs text-stone-600 sm:max-w-40 sm:text-right">The last admin cannot be revoked.</p>
            ) : (
              <div className="sm:shrink-0">
                <RevokeAdminButton admin={admin} isSelf={isSelf} onRevoked={isSelf ? onSelfRevoked : undefined} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SourceBadge({ admin }: { admin: Admin }) {
  if (admin.source === 'env') return <Badge tone="info">ADMIN_EMAILS</Badge>;
  return (
    <Badge tone="accent" wrap>
      {admin.grantedBy ? `Granted by ${displayName(admin.grantedBy)}` : 'Granted'}
    </Badge>
  );
}
