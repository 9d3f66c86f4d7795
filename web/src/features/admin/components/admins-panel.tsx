import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAdmins } from '../api.ts';
import { AdminList } from './admin-list.tsx';
import { GrantAdminForm } from './grant-admin-form.tsx';
import { RoleHistory } from './role-history.tsx';

const sectionTitle = 'text-base font-semibold text-stone-900';

/** Who the site admins are, granting and revoking the role, and the record of who changed it. */
export function AdminsPanel({ currentUserId, onSelfRevoked }: { currentUserId?: string; onSelfRevoked?: () => void }) {
  const query = useAdmins();
  return (
    <div className="space-y-8">
      <section aria-labelledby="grant-admin-title" className="space-y-3">
        <h2 id="grant-admin-title" className={sectionTitle}>
          Grant admin
        </h2>
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <GrantAdminForm />
        </div>
      </section>

      {query.isPending ? (
        <p role="status" className="rounded-xl border border-stone-200 bg-white px-4 py-10 text-center text-sm text-stone-600">
          Loading...
        </p>
      ) : query.isError ? (
        <LoadError message="The admins could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section aria-labelledby="admins-title" className="space-y-3">
            <h2 id="admins-title" className={sectionTitle}>
              Admins <span className="font-normal text-stone-600">({query.data.admins.length})</span>
            </h2>
            <AdminList admins={query.data.admins} currentUserId={currentUserId} onSelfRevoked={onSelfRevoked} />
          </section>
          <section aria-labelledby="role-history-title" className="space-y-3">
            <h2 id="role-history-title" className={sectionTitle}>
              Recent changes
            </h2>
            <RoleHistory changes={query.data.changes} />
          </section>
        </>
      )}
    </div>
  );
}
